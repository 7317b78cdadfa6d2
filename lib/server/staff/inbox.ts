import 'server-only';
import type { BulkMessagesResult, StaffMessage, StaffMessagePage } from '@/lib/types/staff';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { db, schema } from '../db';
import type { MessageStatus } from '../db/schema';
import { assertVersion, invalidFields, notFound } from '../http/errors';
import { translator } from '../i18n';
import { log } from '../log';
import { deliver, enqueueMail } from '../mail';
import { recordAudit } from './audit';
import { bulkItems, versionRefusals } from './bulk';
import type { StaffSession } from './auth';
import { endsWithSignOff } from './sign-off';

const m = schema.messages;

const summary = {
  id: m.id,
  name: m.name,
  contact: m.contact,
  preview: sql<string>`left(${m.message}, 160)`,
  locale: m.locale,
  status: m.status,
  assignedTo: m.assignedTo,
  assignee: schema.staff.name,
  createdAt: m.createdAt,
  updatedAt: m.updatedAt,
};

const iso = <T extends { createdAt: Date; updatedAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A reply can go by email only: the message's contact must be an address. */
export const replyAddress = (contact: string | null) => (contact && z.email().safeParse(contact.trim()).success ? contact.trim() : null);

/**
 * The inbox, newest first, `limit` at a time: by status (default: new and in progress), by
 * assignee (`me`, `nobody`). `before` is the cursor of the last message of the page before.
 */
export async function listMessages(
  staffId: string,
  filter: { status?: MessageStatus | 'open'; assigned?: 'me' | 'nobody'; before?: { at: Date; id: string }; limit: number },
): Promise<StaffMessagePage> {
  const status = filter.status ?? 'open';
  const where: (SQL | undefined)[] = [
    status === 'open' ? or(eq(m.status, 'new'), eq(m.status, 'in_progress')) : eq(m.status, status),
    filter.assigned === 'me' ? eq(m.assignedTo, staffId) : filter.assigned === 'nobody' ? isNull(m.assignedTo) : undefined,
    filter.before ? or(lt(m.createdAt, filter.before.at), and(eq(m.createdAt, filter.before.at), lt(m.id, filter.before.id))) : undefined,
  ];
  const [rows, counts] = await Promise.all([
    db()
      .select(summary)
      .from(m)
      .leftJoin(schema.staff, eq(schema.staff.id, m.assignedTo))
      .where(and(...where))
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(filter.limit + 1),
    db()
      .select({ status: m.status, n: sql<number>`count(*)::int` })
      .from(m)
      .groupBy(m.status),
  ]);
  const items = rows.slice(0, filter.limit).map(iso);
  const last = items.at(-1);
  return {
    items,
    counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) as Partial<Record<MessageStatus, number>>,
    next: rows.length > filter.limit && last ? `${last.createdAt}|${last.id}` : null,
  };
}

/** One message with its whole thread (notes and replies, oldest first). */
export async function getMessage(id: string): Promise<StaffMessage> {
  const [row] = await db()
    .select({ ...summary, message: m.message })
    .from(m)
    .leftJoin(schema.staff, eq(schema.staff.id, m.assignedTo))
    .where(eq(m.id, id));
  if (!row) throw notFound();
  const thread = await db()
    .select({
      id: schema.messageEvents.id,
      kind: schema.messageEvents.kind,
      author: schema.messageEvents.author,
      body: schema.messageEvents.body,
      createdAt: schema.messageEvents.createdAt,
    })
    .from(schema.messageEvents)
    .where(eq(schema.messageEvents.messageId, id))
    .orderBy(asc(schema.messageEvents.id));
  return { ...iso(row), replyTo: replyAddress(row.contact), thread: thread.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })) };
}

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

/** Locks the message for a change; 404 when unknown, 409 when it changed since `updatedAt` (when given). */
async function lockMessage(tx: Tx, id: string, updatedAt?: string) {
  const [row] = await tx.select().from(m).where(eq(m.id, id)).for('update');
  if (!row) throw notFound();
  if (updatedAt !== undefined) assertVersion(row.updatedAt, updatedAt);
  return row;
}

type MessagePatch = { status?: MessageStatus; assignedTo?: string | null };

/** 422 on `assignedTo` unless it names an active support member or admin (who can work the inbox). */
async function checkAssignee(tx: Tx, assignedTo: string | null | undefined, t: (key: 'fieldInvalid') => string) {
  if (!assignedTo) return;
  const [assignee] = await tx
    .select({ id: schema.staff.id })
    .from(schema.staff)
    .where(and(eq(schema.staff.id, assignedTo), isNull(schema.staff.disabledAt), or(eq(schema.staff.role, 'support'), eq(schema.staff.role, 'admin'))));
  if (!assignee) throw invalidFields({ assignedTo: t('fieldInvalid') });
}

/** Writes a status and/or assignment to a locked message and audits it (`bulk` marks an entry of a bulk action). */
async function applyPatch(tx: Tx, actor: StaffSession, before: typeof m.$inferSelect, patch: MessagePatch, ip: string, bulk = false) {
  const change = {
    ...(patch.status ? { status: patch.status } : {}),
    ...(patch.assignedTo !== undefined ? { assignedTo: patch.assignedTo } : {}),
  };
  await tx
    .update(m)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(m.id, before.id));
  await recordAudit(tx, {
    actor: actor.staff,
    action: 'message.update',
    targetType: 'message',
    targetId: before.id,
    before: { status: before.status, assignedTo: before.assignedTo },
    after: {
      status: patch.status ?? before.status,
      assignedTo: patch.assignedTo !== undefined ? patch.assignedTo : before.assignedTo,
      ...(bulk ? { bulk: true } : {}),
    },
    ip,
  });
}

/** Status and assignment, with the version the member saw; audited. */
export async function updateMessage(
  actor: StaffSession,
  id: string,
  patch: MessagePatch & { updatedAt: string },
  ip: string,
  t: (key: 'fieldInvalid') => string,
) {
  await db().transaction(async (tx) => {
    const before = await lockMessage(tx, id, patch.updatedAt);
    await checkAssignee(tx, patch.assignedTo, t);
    await applyPatch(tx, actor, before, patch, ip);
  });
  return getMessage(id);
}

/**
 * One status or assignment for many messages, each over the version the member saw: all or none.
 * Rows are locked in id order (two bulk actions never wait on each other in a cycle); a message
 * that is gone or changed meanwhile is named with its reason and then nothing changes. Audited per
 * message.
 */
export async function bulkUpdateMessages(
  actor: StaffSession,
  input: { items: { id: string; updatedAt: string }[]; change: MessagePatch },
  ip: string,
  t: (key: 'fieldInvalid') => string,
): Promise<BulkMessagesResult> {
  const items = bulkItems(input.items);
  return db().transaction(async (tx) => {
    await checkAssignee(tx, input.change.assignedTo, t);
    const rows = await tx
      .select()
      .from(m)
      .where(
        inArray(
          m.id,
          items.map((i) => i.id),
        ),
      )
      .orderBy(asc(m.id))
      .for('update');
    const { byId, refused } = await versionRefusals(items, rows);
    if (refused.length) return { applied: false, changed: [], refused };
    for (const item of items) await applyPatch(tx, actor, byId.get(item.id)!, input.change, ip, true);
    return { applied: true, changed: items.map((i) => i.id), refused: [] };
  });
}

/** An internal note on the thread (never sent); a new message moves to in progress. Audited. */
export async function addNote(actor: StaffSession, id: string, body: string, ip: string) {
  await db().transaction(async (tx) => {
    const before = await lockMessage(tx, id);
    await tx.insert(schema.messageEvents).values({ messageId: id, staffId: actor.staff.id, author: actor.staff.name, kind: 'note', body });
    if (before.status === 'new') await tx.update(m).set({ status: 'in_progress', updatedAt: new Date() }).where(eq(m.id, id));
    await recordAudit(tx, { actor: actor.staff, action: 'message.note', targetType: 'message', targetId: id, after: { body }, ip });
  });
  return getMessage(id);
}

function replyMail(to: string, locale: Locale, body: string, original: { message: string; createdAt: Date }) {
  const t = translator(locale, 'OnlineMessage');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(original.createdAt);
  const quoted = original.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  // One sign-off: the team's, unless the writer signed the reply themselves.
  const signature = endsWithSignOff(body, locale) ? [] : ['', `— ${t('replyMail.signature')}`];
  const text = [body.trim(), ...signature, '', t('replyMail.quoted', { date }), quoted].join('\n');
  return { to, subject: t('replyMail.subject'), text, kind: 'message-reply' };
}

/**
 * Answers by email, in the visitor's language (subject, signature, the quoted message): the reply
 * joins the thread, the mail the outbox, and the message becomes answered, in one transaction (a
 * 2xx means all three are committed). Then the mail is delivered; a failed delivery stays in the
 * outbox. 422 when the visitor left no email address.
 */
export async function reply(actor: StaffSession, id: string, body: string, ip: string, t: (key: 'fieldEmail') => string) {
  const mailId = await db().transaction(async (tx) => {
    const before = await lockMessage(tx, id);
    const to = replyAddress(before.contact);
    if (!to) throw invalidFields({ contact: t('fieldEmail') }, 'no_email_to_reply_to');
    const locale = isLocale(before.locale) ? before.locale : routing.defaultLocale;
    const outboxId = await enqueueMail(replyMail(to, locale, body, before), tx);
    await tx.insert(schema.messageEvents).values({ messageId: id, staffId: actor.staff.id, author: actor.staff.name, kind: 'reply', body, outboxId });
    await tx.update(m).set({ status: 'answered', updatedAt: new Date() }).where(eq(m.id, id));
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'message.reply',
      targetType: 'message',
      targetId: id,
      before: { status: before.status },
      after: { status: 'answered', body },
      ip,
    });
    return outboxId;
  });
  await deliver(mailId).catch((error: unknown) => log.error('message reply not delivered; it stays in the outbox', { id, mailId, error }));
  return getMessage(id);
}
