import { and, eq, inArray, isNull } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { revealOutboxMail } from '@/lib/server/mail';
import { until } from './until';

type OutboxRow = typeof schema.outbox.$inferSelect;

/**
 * An outbox row as delivery sends it, its sealed links opened with this process's key: what a
 * test reads instead of the stored body, which holds placeholders where the tokens were.
 */
export function sentForm<T extends OutboxRow>(row: T): T {
  const mail = revealOutboxMail(row);
  if (!mail) throw new Error(`outbox ${row.id}: its secrets cannot be opened with this MAIL_SECRET_KEY`);
  return mail;
}

/**
 * Removes the outbox rows of a suite's addresses once each has been tried: the mails leave after
 * the answer, so a row removed before its delivery ran would be sent to nobody's harm but logged
 * as an error after the suite.
 */
export async function removeMailsTo(addresses: string[], what = 'mail delivery'): Promise<void> {
  if (addresses.length === 0) return;
  const pending = () =>
    db()
      .select({ id: schema.outbox.id })
      .from(schema.outbox)
      .where(and(inArray(schema.outbox.to, addresses), isNull(schema.outbox.sentAt), eq(schema.outbox.attempts, 0)));
  await until(async () => (await pending()).length === 0, 10_000, what);
  await db().delete(schema.outbox).where(inArray(schema.outbox.to, addresses));
}
