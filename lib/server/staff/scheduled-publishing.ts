import 'server-only';
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { instantOfWallTime } from '@/lib/zoned-time';
import { db, schema, type Queryable } from '../db';
import { invalidFields, notFound } from '../http/errors';
import { log } from '../log';
import { SCHEDULE_MAX_ATTEMPTS } from '../publish-scheduler';
import { recordAudit } from './audit';
import { assertMayPublish } from './content-review';
import type { DueRun } from '@/lib/types/content';
import type { StaffSession } from './auth';
import { afterPublish, contentEditor, publishLockedDraft, type Publisher } from './content';
import { CONTENT_ROLES, CONTENT_SPECS, type ContentSpec } from './content-kinds';

const schedules = schema.contentSchedules;
const drafts = schema.contentDrafts;
const SPECS = new Map<string, ContentSpec>(Object.values(CONTENT_SPECS).map((spec) => [spec.kind, spec as ContentSpec]));

const scheduleKey = (kind: string, id: string, locale: string) =>
  and(eq(schedules.kind, kind as ContentSpec['kind']), eq(schedules.itemId, id), eq(schedules.locale, locale));
const draftKey = (kind: string, id: string, locale: string) =>
  and(eq(drafts.kind, kind as ContentSpec['kind']), eq(drafts.itemId, id), eq(drafts.locale, locale));
const shown = (row: { publishAt: Date; timeZone: string }) => ({ publishAt: row.publishAt.toISOString(), timeZone: row.timeZone });

/**
 * The draft of this item and locale is to publish at `at` on the clocks of `timeZone` (the
 * handler's schema has checked that this is ahead of now; checked again here for other callers).
 * Replaces an earlier schedule of the same draft. Audited. The draft can still be edited: what
 * publishes is the draft as it stands at that time.
 */
export async function scheduleDraft(spec: ContentSpec, actor: StaffSession, id: string, locale: Locale, input: { at: string; timeZone: string }, ip: string) {
  const publishAt = instantOfWallTime(input.at, input.timeZone);
  if (!publishAt || publishAt.getTime() <= Date.now()) throw invalidFields({ at: '@scheduleInPast' });
  await db().transaction(async (tx) => {
    // The draft first, then its schedule: the order the editor's Publish takes them in (its delete cascades).
    const [draft] = await tx
      .select({ updatedBy: drafts.updatedBy, reviewRequestedAt: drafts.reviewRequestedAt, reviewRequestedBy: drafts.reviewRequestedBy })
      .from(drafts)
      .where(draftKey(spec.kind, id, locale))
      .for('update');
    if (!draft) throw notFound();
    // Scheduling is publishing later: the review rule applies to whoever schedules.
    await assertMayPublish(spec, actor, draft, tx);
    const [before] = await tx
      .select()
      .from(schedules)
      .where(scheduleKey(spec.kind, id, locale))
      .for('update');
    const set = {
      publishAt,
      timeZone: input.timeZone,
      scheduledBy: actor.staff.id,
      scheduledByName: actor.staff.name,
      scheduledByEmail: actor.staff.email,
      createdAt: new Date(),
      attempts: 0,
      lastError: null,
    };
    await tx
      .insert(schedules)
      .values({ kind: spec.kind, itemId: id, locale, ...set })
      .onConflictDoUpdate({ target: [schedules.kind, schedules.itemId, schedules.locale], set });
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'content.schedule',
      targetType: spec.kind,
      targetId: `${id}/${locale}`,
      before: before ? shown(before) : null,
      after: shown(set),
      ip,
    });
  });
  log.info('publication scheduled', { kind: spec.kind, item: id, locale, at: publishAt.toISOString() });
  return contentEditor(spec, actor, id, locale, locale);
}

/** The draft stays a draft: its schedule is removed (404 when there is none, e.g. it has just published). Audited. */
export async function cancelSchedule(spec: ContentSpec, actor: StaffSession, id: string, locale: Locale, ip: string) {
  await db().transaction(async (tx) => {
    const [gone] = await tx
      .delete(schedules)
      .where(scheduleKey(spec.kind, id, locale))
      .returning();
    if (!gone) throw notFound();
    await recordAudit(tx, { actor: actor.staff, action: 'content.unschedule', targetType: spec.kind, targetId: `${id}/${locale}`, before: shown(gone), ip });
  });
  return contentEditor(spec, actor, id, locale, locale);
}

type Due = typeof schedules.$inferSelect;
type Attempt =
  | { outcome: 'none' }
  | { outcome: 'busy' }
  | { outcome: 'published'; due: Due; spec: ContentSpec; mails: string[] }
  | { outcome: 'failed'; due: Due; error: unknown };

/**
 * Whoever scheduled it publishes it, if they still may: an account since removed or disabled, or
 * moved to a role that does not edit content, does not publish (the schedule fails with a reason
 * the editors see, and waits for one of them).
 */
async function publisherOf(tx: Queryable, due: Due): Promise<Publisher> {
  const [member] = due.scheduledBy
    ? await tx
        .select({ id: schema.staff.id, email: schema.staff.email, name: schema.staff.name })
        .from(schema.staff)
        .where(and(eq(schema.staff.id, due.scheduledBy), isNull(schema.staff.disabledAt), inArray(schema.staff.role, [...CONTENT_ROLES])))
    : [];
  if (!member) throw new Error('the staff member who scheduled it can no longer publish');
  return member;
}

/**
 * One due schedule, in one transaction: the schedule's row lock (SKIP LOCKED: a schedule another
 * instance is publishing right now is not waited for, nor published twice), then the draft's
 * (SKIP LOCKED too: an editor saving or publishing it at this moment wins, and the schedule is
 * tried on the next pass), then the publication itself, as the editor's Publish runs it. The
 * draft's delete takes the schedule with it. A publication that throws is undone to its
 * savepoint and counted on the schedule, which stays. A runner that dies mid-way leaves nothing:
 * its transaction rolls back and the row is free for the next pass.
 */
async function publishNextDue(now: Date): Promise<Attempt> {
  return db().transaction(async (tx): Promise<Attempt> => {
    const [due] = await tx
      .select()
      .from(schedules)
      .where(and(lte(schedules.publishAt, now), lt(schedules.attempts, SCHEDULE_MAX_ATTEMPTS)))
      // Those not yet tried first: one that keeps failing does not hold the others back.
      .orderBy(asc(schedules.attempts), asc(schedules.publishAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return { outcome: 'none' };
    const [draft] = await tx
      .select()
      .from(drafts)
      .where(draftKey(due.kind, due.itemId, due.locale))
      .for('update', { skipLocked: true });
    if (!draft) return { outcome: 'busy' };
    const spec = SPECS.get(due.kind);
    try {
      if (!spec) throw new Error(`no content kind ${due.kind}`);
      const mails = await tx.transaction(async (savepoint) =>
        publishLockedDraft(spec, savepoint, await publisherOf(savepoint, due), due.itemId, due.locale as Locale, draft.fields, null),
      );
      return { outcome: 'published', due, spec, mails };
    } catch (error) {
      await tx
        .update(schedules)
        .set({ attempts: sql`${schedules.attempts} + 1`, lastError: error instanceof Error ? error.message : String(error) })
        .where(scheduleKey(due.kind, due.itemId, due.locale));
      return { outcome: 'failed', due, error };
    }
  });
}

export type { DueRun } from '@/lib/types/content';

/**
 * Publishes every schedule that is due (up to `limit` in one call; a failure ends the call), each
 * in its own transaction; safe to run on several instances at once. Called by each instance's scheduler
 * (lib/server/publish-scheduler.ts) through POST /api/content/scheduled, so that the pages'
 * expiry (revalidateTag) runs in a request as Next.js requires.
 */
export async function publishDueSchedules(options: { now?: () => Date; limit?: number } = {}): Promise<DueRun> {
  const now = options.now ?? (() => new Date());
  const run: DueRun = { published: 0, failed: 0 };
  for (let i = 0; i < (options.limit ?? 20); i += 1) {
    const attempt = await publishNextDue(now());
    if (attempt.outcome === 'none' || attempt.outcome === 'busy') break;
    const { due } = attempt;
    const where = { kind: due.kind, item: due.itemId, locale: due.locale, at: due.publishAt.toISOString() };
    if (attempt.outcome === 'failed') {
      run.failed += 1;
      log.error('scheduled publication failed', { ...where, attempt: due.attempts + 1, error: attempt.error });
      // Its next attempt is the next pass's (a second later), not this loop's next turn.
      break;
    }
    run.published += 1;
    afterPublish(attempt.spec, due.itemId, due.locale as Locale, attempt.mails, 'scheduled publication');
    log.info('scheduled publication published', { ...where, lateMs: now().getTime() - due.publishAt.getTime() });
  }
  return run;
}
