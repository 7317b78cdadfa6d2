import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { StaffReviewSetting } from '@/lib/types/staff';
import { CONTENT_SEGMENTS, type ContentSegment, type ReviewSettingInput } from '@/lib/validations/content';
import { db, schema, type Queryable } from '../db';
import { conflict, HttpError, notFound } from '../http/errors';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import type { ContentSpec } from './content-kinds';

/**
 * The review step (issue 34): for the kinds an admin chose in Settings, a draft is published only
 * after it was sent for review, and then by another editor than the one who sent it or last
 * changed it, or by an admin (an admin may always publish). Saving the draft again takes it back
 * out of review, so what is published is what was reviewed. The editor's Publish and a scheduled
 * publication (checked when it is scheduled) follow the rule; restoring an earlier published
 * version does not, since that text was published before.
 */

/** The site setting that names the kinds (path segments) that need review. */
export const CONTENT_REVIEW_KEY = 'content_review';

const drafts = schema.contentDrafts;

/** The kinds that need review, as stored (unknown names left out). */
export async function reviewKinds(q: Queryable = db()): Promise<ContentSegment[]> {
  const res = await q.execute<{ value: unknown }>(sql`select value from site_settings where key = ${CONTENT_REVIEW_KEY}`);
  const value = res.rows[0]?.value as { kinds?: unknown } | undefined;
  const kinds = Array.isArray(value?.kinds) ? value.kinds : [];
  return CONTENT_SEGMENTS.filter((k) => kinds.includes(k));
}

const versionOf = (kinds: readonly string[]) => createHash('sha256').update(JSON.stringify(kinds)).digest('hex');

/** The Settings screen's part: every kind with whether it needs review, and the version to save over. */
export async function reviewSettingView(q: Queryable = db()): Promise<StaffReviewSetting> {
  const kinds = await reviewKinds(q);
  return { kinds: CONTENT_SEGMENTS.map((kind) => ({ kind, required: kinds.includes(kind) })), version: versionOf(kinds) };
}

/** Saves the kinds that need review over the version loaded (409 when it changed meanwhile); audited. */
export async function updateReviewSetting(actor: StaffSession, input: ReviewSettingInput, ip: string) {
  await db().transaction(async (tx) => {
    // The same lock as the other writers of site_settings.
    await tx.execute(sql`lock table site_settings in share row exclusive mode`);
    const before = await reviewKinds(tx);
    if (versionOf(before) !== input.version) throw conflict('version_conflict');
    const after = CONTENT_SEGMENTS.filter((k) => input.kinds.includes(k));
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await tx
      .insert(schema.siteSettings)
      .values({ key: CONTENT_REVIEW_KEY, value: { kinds: after } })
      .onConflictDoUpdate({ target: schema.siteSettings.key, set: { value: { kinds: after } } });
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'settings.review',
      targetType: 'settings',
      targetId: CONTENT_REVIEW_KEY,
      before: { kinds: before },
      after: { kinds: after },
      ip,
    });
  });
  return reviewSettingView();
}

/** A draft as the review rule reads it. */
export interface ReviewedDraft {
  updatedBy: string | null;
  reviewRequestedAt: Date | null;
  reviewRequestedBy: string | null;
}

/** Whether `actor` may publish `draft` of a kind that needs review (`required`): see above. */
export function mayPublish(actor: StaffSession, required: boolean, draft: ReviewedDraft): boolean {
  if (!required || actor.staff.role === 'admin') return true;
  return draft.reviewRequestedAt !== null && draft.reviewRequestedBy !== actor.staff.id && draft.updatedBy !== actor.staff.id;
}

/** Refuses (409 `review_required`, localized) a publication the review rule does not allow, in the caller's transaction. */
export async function assertMayPublish(spec: ContentSpec, actor: StaffSession, draft: ReviewedDraft, q: Queryable) {
  const required = (await reviewKinds(q)).includes(spec.segment);
  if (!mayPublish(actor, required, draft)) throw new HttpError(409, 'review_required', draft.reviewRequestedAt ? 'reviewOwnDraft' : 'reviewRequired');
}

/**
 * Sends the draft of one item and locale for review (version-checked: the draft the member saw,
 * else 409); audited as `content.review`. Sending it again renews who sent it.
 */
export async function requestReview(spec: ContentSpec, actor: StaffSession, id: string, locale: Locale, draftVersion: string, ip: string) {
  await db().transaction(async (tx) => {
    const key = and(eq(drafts.kind, spec.kind), eq(drafts.itemId, id), eq(drafts.locale, locale));
    const [draft] = await tx.select().from(drafts).where(key).for('update');
    if (!draft) throw notFound();
    if (draft.updatedAt.toISOString() !== new Date(draftVersion).toISOString()) throw conflict('version_conflict');
    // The draft's version is its last change: sending for review leaves it as it is.
    await tx.update(drafts).set({ reviewRequestedAt: new Date(), reviewRequestedBy: actor.staff.id, updatedAt: draft.updatedAt }).where(key);
    await recordAudit(tx, { actor: actor.staff, action: 'content.review', targetType: spec.kind, targetId: `${id}/${locale}`, ip });
  });
}
