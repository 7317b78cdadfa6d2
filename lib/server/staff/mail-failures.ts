import 'server-only';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { MailFailurePage } from '@/lib/types/mail';
import { db, schema } from '../db';
import { conflict, notFound } from '../http/errors';
import { deliverLater, mailDomain } from '../mail';
import type { StaffSession } from './auth';
import { recordAudit } from './audit';

const o = schema.outbox;
const givenUp = and(isNotNull(o.deadAt), isNull(o.sentAt));

/** The mails given up (dead), newest first, with the last error of each (support, admins). */
export async function listMailFailures(limit: number): Promise<MailFailurePage> {
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: o.id,
        to: o.to,
        kind: o.kind,
        subject: o.subject,
        attempts: o.attempts,
        lastError: o.lastError,
        createdAt: o.createdAt,
        deadAt: o.deadAt,
      })
      .from(o)
      .where(givenUp)
      .orderBy(desc(o.deadAt), desc(o.id))
      .limit(limit),
    db().select({ n: count() }).from(o).where(givenUp),
  ]);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), deadAt: r.deadAt!.toISOString() })),
    total: total?.n ?? 0,
  };
}

/**
 * "Retry": a mail given up is due again at once, with MAIL_MAX_ATTEMPTS attempts before it is
 * given up again; its last error stays until an attempt replaces it. Audited; 404 for no such
 * mail, 409 for one that is not (or no longer) given up, e.g. retried by someone else already.
 */
export async function retryMailFailure(actor: StaffSession, id: string, ip: string): Promise<void> {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .update(o)
      .set({ deadAt: null, attempts: 0, nextAttemptAt: new Date() })
      .where(and(eq(o.id, id), givenUp))
      .returning({ kind: o.kind, to: o.to, lastError: o.lastError });
    if (!row) {
      const [exists] = await tx.select({ id: o.id }).from(o).where(eq(o.id, id));
      throw exists ? conflict('mail_not_failed') : notFound();
    }
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'mail.retry',
      targetType: 'mail',
      targetId: id,
      // The recipient's domain only, as in the log: the audit log outlives the mail.
      before: { kind: row.kind, domain: mailDomain(row.to), lastError: row.lastError },
      ip,
    });
  });
  deliverLater([id]);
}
