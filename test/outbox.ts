import type { schema } from '@/lib/server/db';
import { revealOutboxMail } from '@/lib/server/mail';

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
