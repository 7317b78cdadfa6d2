import 'server-only';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { db, schema, type Db } from './db';
import { env } from './env';
import { log } from './log';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (password-reset, order-confirmation, message-notification, …). */
  kind: string;
  /** Extra headers (e.g. List-Unsubscribe); the transport's own headers cannot be replaced. */
  headers?: Record<string, string>;
}

type Tx = Pick<Db, 'insert'>;

let transport: Transporter | undefined;
function smtp(): Transporter | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  transport ??= nodemailer.createTransport(url);
  return transport;
}

/**
 * Records the mail in the outbox — inside the caller's transaction when one is given, so the
 * mail exists exactly when the change that caused it is committed. Returns the outbox id.
 */
export async function enqueueMail(mail: Mail, tx: Tx = db()): Promise<string> {
  const [row] = await tx
    .insert(schema.outbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, kind: mail.kind, headers: mail.headers ?? null })
    .returning({ id: schema.outbox.id });
  return row!.id;
}

/**
 * Delivers one outbox entry over SMTP when SMTP_URL is set; without SMTP the outbox row is the
 * delivery (logged, for staff tools to read). Failures stay in the outbox with the error.
 */
export async function deliver(id: string): Promise<boolean> {
  const [mail] = await db().select().from(schema.outbox).where(eq(schema.outbox.id, id));
  if (!mail || mail.sentAt) return !!mail;
  const transporter = smtp();
  if (!transporter) {
    log.info('mail kept in outbox (no SMTP_URL)', { id, kind: mail.kind, to: mail.to, subject: mail.subject });
    return false;
  }
  try {
    await transporter.sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      headers: mail.headers ?? undefined,
    });
    await db()
      .update(schema.outbox)
      .set({ sentAt: new Date(), attempts: sql`${schema.outbox.attempts} + 1` })
      .where(eq(schema.outbox.id, id));
    return true;
  } catch (error) {
    log.error('mail delivery failed', { id, kind: mail.kind, error });
    await db()
      .update(schema.outbox)
      .set({ attempts: sql`${schema.outbox.attempts} + 1`, lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(schema.outbox.id, id));
    return false;
  }
}

/** Enqueue and try to deliver now (outside any transaction). */
export async function sendMail(mail: Mail): Promise<string> {
  const id = await enqueueMail(mail);
  await deliver(id);
  return id;
}

/** Records several mails in one statement (inside the caller's transaction when given); returns their outbox ids. */
export async function enqueueMails(mails: readonly Mail[], tx: Tx = db()): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = await tx
    .insert(schema.outbox)
    .values(
      mails.map((mail) => ({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, kind: mail.kind, headers: mail.headers ?? null })),
    )
    .returning({ id: schema.outbox.id });
  return rows.map((row) => row.id);
}

/**
 * Delivers outbox entries one after another, after the caller has answered (a mailing to many
 * subscribers must not hold the request); a failure stays in the outbox and the rest go on.
 */
export function deliverLater(ids: readonly string[]): void {
  if (ids.length === 0) return;
  void (async () => {
    for (const id of ids) await deliver(id).catch((error: unknown) => log.error('mail delivery failed', { id, error }));
  })();
}
