import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { db, schema, type Db } from './db';
import { env } from './env';
import { log } from './log';
import { openSecrets, redactBody, revealBody, sealSecrets } from './mail-secrets';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (password-reset, order-confirmation, message-notification, …). */
  kind: string;
  /** Extra headers (e.g. List-Unsubscribe); the transport's own headers cannot be replaced. */
  headers?: Record<string, string>;
  /**
   * The credentials in the mail (tokens of reset, order, confirm and unsubscribe links): the
   * outbox stores the mail without them and keeps them sealed until delivery (mail-secrets.ts).
   */
  secrets?: readonly string[];
}

type Tx = Pick<Db, 'insert'>;

let transport: Transporter | undefined;
function smtp(): Transporter | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  transport ??= nodemailer.createTransport(url);
  return transport;
}

/** The outbox row of a mail: its body without the secrets, which are sealed to this row and recipient. */
function outboxRow(mail: Mail) {
  const id = randomUUID();
  const secrets = mail.secrets ?? [];
  const body = redactBody({ subject: mail.subject, text: mail.text, html: mail.html ?? null, headers: mail.headers ?? null }, secrets);
  return { id, to: mail.to, kind: mail.kind, ...body, secrets: secrets.length > 0 ? sealSecrets(id, mail.to, secrets) : null };
}

/** Where a mail goes, for the log: the recipient's domain only (never the address, nor the subject, which may quote a visitor). */
export const mailDomain = (to: string) => to.slice(to.lastIndexOf('@') + 1).toLowerCase();

/**
 * Records the mail in the outbox — inside the caller's transaction when one is given, so the
 * mail exists exactly when the change that caused it is committed. Returns the outbox id.
 */
export async function enqueueMail(mail: Mail, tx: Tx = db()): Promise<string> {
  const [row] = await tx.insert(schema.outbox).values(outboxRow(mail)).returning({ id: schema.outbox.id });
  return row!.id;
}

/** An outbox row as it is sent: its sealed secrets back in place; null when they cannot be opened (another MAIL_SECRET_KEY). */
export function revealOutboxMail<T extends typeof schema.outbox.$inferSelect>(row: T): T | null {
  if (!row.secrets) return row;
  const secrets = openSecrets(row.id, row.to, row.secrets);
  return secrets ? revealBody(row, secrets) : null;
}

/**
 * Delivers one outbox entry over SMTP when SMTP_URL is set; without SMTP the outbox row is the
 * delivery (logged, for staff tools to read). Failures stay in the outbox with the error.
 */
export async function deliver(id: string): Promise<boolean> {
  const [row] = await db().select().from(schema.outbox).where(eq(schema.outbox.id, id));
  if (!row || row.sentAt) return !!row;
  const transporter = smtp();
  if (!transporter) {
    log.info('mail kept in outbox (no SMTP_URL)', { id, kind: row.kind, domain: mailDomain(row.to) });
    return false;
  }
  const mail = revealOutboxMail(row);
  if (!mail) {
    log.error('mail not delivered: its links cannot be opened (MAIL_SECRET_KEY differs from the one that queued it)', { id, kind: row.kind });
    await db()
      .update(schema.outbox)
      .set({ attempts: sql`${schema.outbox.attempts} + 1`, lastError: 'secrets cannot be opened with this MAIL_SECRET_KEY' })
      .where(eq(schema.outbox.id, id));
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
      // Delivered: the sealed secrets go too, so not even the key opens this mail's links later.
      .set({ sentAt: new Date(), attempts: sql`${schema.outbox.attempts} + 1`, secrets: null })
      .where(eq(schema.outbox.id, id));
    return true;
  } catch (error) {
    log.error('mail delivery failed', { id, kind: row.kind, domain: mailDomain(row.to), error });
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
  const rows = await tx.insert(schema.outbox).values(mails.map(outboxRow)).returning({ id: schema.outbox.id });
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
