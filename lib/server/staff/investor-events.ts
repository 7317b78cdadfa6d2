import 'server-only';
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { locales } from '@/i18n/routing';
import type { StaffEvent } from '@/lib/types/staff';
import type { EventTexts, NewEvent } from '@/lib/validations/investors';
import { instantOfWallTime, wallTimeAt } from '@/lib/zoned-time';
import { TAGS } from '../cache';
import { db, schema, type Queryable } from '../db';
import { assertVersion, notFound } from '../http/errors';
import { log } from '../log';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';

const e = schema.investorEvents;
const et = schema.investorEventTexts;
const EMPTY = { title: '', location: '', description: '' };

/** Every event of the IR calendar, latest first, its times on the venue's clocks and its texts in every language ('' where none). */
export async function listEvents(): Promise<StaffEvent[]> {
  const [rows, texts] = await Promise.all([db().select().from(e).orderBy(asc(e.startsAt), asc(e.id)), db().select().from(et)]);
  return rows.reverse().map((row) => ({
    id: row.id,
    kind: row.kind,
    startsAt: wallTimeAt(row.startsAt, row.timeZone).slice(0, 16),
    endsAt: wallTimeAt(row.endsAt, row.timeZone).slice(0, 16),
    timeZone: row.timeZone,
    updatedAt: row.updatedAt.toISOString(),
    texts: Object.fromEntries(
      locales.map((l) => {
        const t = texts.find((x) => x.eventId === row.id && x.locale === l);
        return [l, t ? { title: t.title, location: t.location, description: t.description } : EMPTY];
      }),
    ) as EventTexts,
  }));
}

async function event(id: string) {
  const found = (await listEvents()).find((x) => x.id === id);
  if (!found) throw notFound();
  return found;
}

/** The instants of a checked input (the schema made sure both exist). */
const instants = (input: NewEvent) => ({
  startsAt: instantOfWallTime(input.startsAt, input.timeZone)!,
  endsAt: instantOfWallTime(input.endsAt, input.timeZone)!,
});

/** A language's texts are kept when it has a title; without one the pages show the English texts. */
async function writeTexts(q: Queryable, id: string, texts: EventTexts) {
  await q.delete(et).where(eq(et.eventId, id));
  await q.insert(et).values(locales.filter((l) => texts[l].title).map((l) => ({ eventId: id, locale: l, ...texts[l] })));
}

function expire(reason: string, id: string) {
  revalidateTag(TAGS.investorRelations, { expire: 0 });
  log.info('pages expired', { reason, tag: TAGS.investorRelations, event: id });
}

/** A readable id that stays the event's (its calendar entry's UID): kind and day, e.g. `agm-2027-06-10-3f9a`. */
const newId = (input: NewEvent) => `${input.kind.replace('_', '-')}-${input.startsAt.slice(0, 10)}-${randomBytes(2).toString('hex')}`;

/** A new event of the calendar, on the events and investor pages in every language at once. Audited. */
export async function createEvent(actor: StaffSession, input: NewEvent, ip: string) {
  const id = newId(input);
  await db().transaction(async (tx) => {
    await tx.insert(e).values({ id, kind: input.kind, timeZone: input.timeZone, ...instants(input) });
    await writeTexts(tx, id, input.texts);
    await recordAudit(tx, { actor: actor.staff, action: 'investor_event.create', targetType: 'investor_event', targetId: id, after: input, ip });
  });
  expire('event added', id);
  return event(id);
}

/** An event's kind, times, zone and texts over the version the editor saw (409 otherwise). Audited. */
export async function updateEvent(actor: StaffSession, id: string, input: NewEvent & { updatedAt: string }, ip: string) {
  await db().transaction(async (tx) => {
    const [row] = await tx.select().from(e).where(eq(e.id, id)).for('update');
    if (!row) throw notFound();
    assertVersion(row.updatedAt, input.updatedAt);
    const before = (await listEvents()).find((x) => x.id === id);
    await tx
      .update(e)
      .set({ kind: input.kind, timeZone: input.timeZone, ...instants(input), updatedAt: new Date() })
      .where(eq(e.id, id));
    await writeTexts(tx, id, input.texts);
    const { updatedAt: _seen, ...after } = input;
    await recordAudit(tx, { actor: actor.staff, action: 'investor_event.update', targetType: 'investor_event', targetId: id, before, after, ip });
  });
  expire('event changed', id);
  return event(id);
}

/** Removes an event from the calendar in every language (the audit entry keeps what it was). */
export async function deleteEvent(actor: StaffSession, id: string, updatedAt: string, ip: string) {
  const before = (await listEvents()).find((x) => x.id === id);
  await db().transaction(async (tx) => {
    const [row] = await tx.select().from(e).where(eq(e.id, id)).for('update');
    if (!row) throw notFound();
    assertVersion(row.updatedAt, updatedAt);
    await tx.delete(e).where(eq(e.id, id));
    await recordAudit(tx, { actor: actor.staff, action: 'investor_event.delete', targetType: 'investor_event', targetId: id, before, ip });
  });
  expire('event removed', id);
}
