import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { db, schema, type Db } from './db';
import { env } from './env';
import { log } from './log';
import { openSecrets, redactBody, revealBody, sealSecrets } from './mail-secrets';
import { inSpan } from './tracing';

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
  // Bounded waits, so that an attempt ends well within its lease (MAIL_LEASE_MS).
  transport ??= nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 });
  return transport;
}

/** The outbox row of a mail: its body without the secrets, which are sealed to this row and recipient. */
function outboxRow(mail: Mail) {
  const id = randomUUID();
  const secrets = mail.secrets ?? [];
  const body = redactBody({ subject: mail.subject, text: mail.text, html: mail.html ?? null, headers: mail.headers ?? null }, secrets);
  // Due from now on this process's clock, which reads milliseconds: the column's default (the
  // database's now(), in microseconds) could lie a fraction of a millisecond after the `now` of the
  // delivery that follows at once, and that delivery would skip the mail as not yet due.
  const nextAttemptAt = new Date();
  return { id, to: mail.to, kind: mail.kind, ...body, secrets: secrets.length > 0 ? sealSecrets(id, mail.to, secrets) : null, nextAttemptAt };
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

type OutboxRow = typeof schema.outbox.$inferSelect;

/**
 * How long an attempt holds a mail it took: no other attempt takes it until then, and a process
 * that died in the middle of one leaves the mail to be taken again after it. Longer than the
 * longest SMTP conversation the transport allows (smtp(): 10 s to connect, 10 s for the greeting,
 * 60 s of silence), so only a mail in flight when its process died can go out twice.
 */
export const MAIL_LEASE_MS = 5 * 60_000;

/** The wait after a mail's n-th failed attempt (n ≥ 1): MAIL_RETRY_BASE_MS doubled n−1 times, at most MAIL_RETRY_MAX_MS. */
export function retryDelay(failures: number): number {
  const { MAIL_RETRY_BASE_MS: base, MAIL_RETRY_MAX_MS: max } = env();
  return Math.min(max, base * 2 ** Math.min(30, Math.max(0, failures - 1)));
}

/** A mail that is neither delivered nor given up, and whose time has come (`now`, the caller's clock). */
const due = (now: Date) => and(isNull(schema.outbox.sentAt), isNull(schema.outbox.deadAt), lte(schema.outbox.nextAttemptAt, now));

/** The outcome of one attempt on a mail this process holds (its lease), written back to its row. */
async function attempt(row: OutboxRow, transporter: Transporter, now: Date): Promise<boolean> {
  const fail = async (message: string) => {
    const attempts = row.attempts + 1;
    const dead = attempts >= env().MAIL_MAX_ATTEMPTS;
    await db()
      .update(schema.outbox)
      .set({
        attempts,
        lastError: message,
        nextAttemptAt: new Date(now.getTime() + (dead ? 0 : retryDelay(attempts))),
        deadAt: dead ? now : null,
      })
      .where(eq(schema.outbox.id, row.id));
    if (dead) log.error('mail given up', { id: row.id, kind: row.kind, domain: mailDomain(row.to), attempts, error: message });
    return false;
  };
  const mail = revealOutboxMail(row);
  if (!mail) {
    log.error('mail not delivered: its links cannot be opened (MAIL_SECRET_KEY differs from the one that queued it)', { id: row.id, kind: row.kind });
    return fail('secrets cannot be opened with this MAIL_SECRET_KEY');
  }
  try {
    // A span around the SMTP conversation when tracing is on (lib/server/tracing.ts): the mail's kind
    // and the recipient's domain, never the address.
    await inSpan(
      'smtp send',
      { 'messaging.system': 'smtp', 'pawtrail.mail.kind': row.kind, 'pawtrail.mail.attempt': row.attempts + 1, 'pawtrail.mail.domain': mailDomain(row.to) },
      () =>
        transporter.sendMail({
          from: env().MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          headers: mail.headers ?? undefined,
        }),
    );
  } catch (error) {
    log.error('mail delivery failed', { id: row.id, kind: row.kind, domain: mailDomain(row.to), attempt: row.attempts + 1, error });
    return fail(error instanceof Error ? error.message : String(error));
  }
  await db()
    .update(schema.outbox)
    // Delivered: the sealed secrets go too, so not even the key opens this mail's links later.
    .set({ sentAt: new Date(), attempts: row.attempts + 1, secrets: null })
    .where(eq(schema.outbox.id, row.id));
  return true;
}

/**
 * Delivers one outbox entry now over SMTP when SMTP_URL is set and the mail is due (not held by
 * another attempt, not waiting for a retry); without SMTP the outbox row is the delivery (logged,
 * for staff tools to read). A failure leaves the mail to the worker (runMailQueue): it is tried
 * again after a backoff, and given up after MAIL_MAX_ATTEMPTS attempts. Never throws for SMTP.
 */
export async function deliver(id: string, now: Date = new Date()): Promise<boolean> {
  const transporter = smtp();
  if (!transporter) {
    const [row] = await db()
      .select({ kind: schema.outbox.kind, to: schema.outbox.to, sentAt: schema.outbox.sentAt })
      .from(schema.outbox)
      .where(eq(schema.outbox.id, id));
    if (row && !row.sentAt) log.info('mail kept in outbox (no SMTP_URL)', { id, kind: row.kind, domain: mailDomain(row.to) });
    return !!row?.sentAt;
  }
  // Taking the mail is one statement: of two attempts (this one and a worker's) only one gets it.
  const [row] = await db()
    .update(schema.outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + MAIL_LEASE_MS) })
    .where(and(eq(schema.outbox.id, id), due(now)))
    .returning();
  if (!row) {
    const [current] = await db().select({ sentAt: schema.outbox.sentAt }).from(schema.outbox).where(eq(schema.outbox.id, id));
    return !!current?.sentAt;
  }
  return attempt(row, transporter, now);
}

export interface MailQueueRun {
  /** Mails taken by this run. */
  taken: number;
  sent: number;
  failed: number;
}

/**
 * One pass of the mail worker: takes up to `limit` mails that are due (oldest due first; rows
 * other instances are taking at the same moment are skipped, FOR UPDATE SKIP LOCKED), holds them
 * for MAIL_LEASE_MS and delivers them one after another. `now` is the clock (tests move it
 * forward instead of waiting); `to` limits the run to some recipients (a test's own mails).
 * Does nothing without SMTP_URL.
 */
export async function runMailQueue(options: { now?: Date; limit?: number; to?: readonly string[] } = {}): Promise<MailQueueRun> {
  const run: MailQueueRun = { taken: 0, sent: 0, failed: 0 };
  const transporter = smtp();
  if (!transporter) return run;
  const now = options.now ?? new Date();
  const limit = options.limit ?? 20;
  const o = schema.outbox;
  const candidates = db()
    .select({ id: o.id })
    .from(o)
    .where(and(due(now), options.to ? inArray(o.to, [...options.to]) : undefined))
    .orderBy(o.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db()
    .update(o)
    .set({ nextAttemptAt: new Date(now.getTime() + MAIL_LEASE_MS) })
    .where(inArray(o.id, candidates))
    .returning();
  run.taken = rows.length;
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const row of rows) {
    const sent = await attempt(row, transporter, now).catch((error: unknown) => {
      log.error('mail attempt could not be recorded', { id: row.id, error });
      return false;
    });
    if (sent) run.sent++;
    else run.failed++;
  }
  return run;
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
 * subscribers must not hold the request); a failure is retried by the worker and the rest go on.
 * What this process does not get to (it stops) the worker of any instance delivers.
 */
export function deliverLater(ids: readonly string[]): void {
  if (ids.length === 0) return;
  void (async () => {
    for (const id of ids) await deliver(id).catch((error: unknown) => log.error('mail delivery failed', { id, error }));
  })();
}
