import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
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
  /** The order the mail is about (confirmation, shipped, refund, return decision): staff see it listed on the order. */
  orderId?: string;
}

type Tx = Pick<Db, 'insert'>;

/**
 * The SMTP settings of SMTP_URL with bounded waits, so that a mail server that stops answering ends
 * the attempt instead of holding its mail. The URL is parsed here: given as `{ url, … }`,
 * nodemailer takes the URL's settings alone and drops the others (its own waits: 2 min to connect,
 * 10 min of silence).
 */
function smtpOptions(url: string) {
  return { ...parseConnectionUrl(url), connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };
}

let transport: Transporter | undefined;
/** One connection per mail, for a mail sent at once (deliver); the worker has its own pool (runMailQueue). */
function smtp(): Transporter | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  transport ??= nodemailer.createTransport(smtpOptions(url));
  return transport;
}

/**
 * The worker's SMTP connections (up to MAIL_WORKER_CONCURRENCY), each carrying one mail after
 * another: kept from one run to the next while a backlog drains, closed by the run that empties it.
 */
let pool: Transporter | undefined;
/** Runs using the pool now (one at a time in the worker; tests run several at once): the last one out may close it. */
let poolUsers = 0;
function takePool(): Transporter {
  pool ??= nodemailer.createTransport({ ...smtpOptions(env().SMTP_URL!), pool: true, maxConnections: env().MAIL_WORKER_CONCURRENCY, maxMessages: Infinity });
  poolUsers += 1;
  return pool;
}
function leavePool(close: boolean) {
  poolUsers -= 1;
  if (close) closeIdlePool();
}
function closeIdlePool() {
  if (poolUsers > 0) return;
  pool?.close();
  pool = undefined;
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
  return {
    id,
    to: mail.to,
    kind: mail.kind,
    ...body,
    secrets: secrets.length > 0 ? sealSecrets(id, mail.to, secrets) : null,
    nextAttemptAt,
    orderId: mail.orderId ?? null,
  };
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
 * The mails this process has taken and not yet settled, with the attempt count they were taken at.
 * An attempt holds its mail for MAIL_LEASE_MS (next_attempt_at moved on), and while the process
 * lives it renews that every third of the lease, however long the mail waits for its turn or its
 * SMTP conversation lasts. A process that dies renews nothing: what it held is taken again one
 * lease later, and only a mail that was in flight at that moment can go out twice.
 */
const held = new Map<string, number>();
let renewal: NodeJS.Timeout | undefined;
let renewing = false;

const leaseUntil = () => new Date(Date.now() + env().MAIL_LEASE_MS);

function hold(rows: readonly OutboxRow[]) {
  for (const row of rows) held.set(row.id, row.attempts);
  if (renewal || held.size === 0) return;
  renewal = setInterval(() => void renewLeases(), Math.max(250, Math.floor(env().MAIL_LEASE_MS / 3)));
  // Renewing never keeps a process alive that has nothing else to do.
  renewal.unref();
}

/** The attempt on `id` has ended (its outcome is written next): no longer renewed. */
function release(id: string) {
  held.delete(id);
  if (held.size === 0 && renewal) {
    clearInterval(renewal);
    renewal = undefined;
  }
}

async function renewLeases() {
  if (renewing || held.size === 0) return;
  renewing = true;
  const ids = [...held.keys()];
  const attempts = [...held.values()];
  try {
    // Only rows still in the attempt this process made (same attempt count, neither sent nor given
    // up): an outcome written in the meantime keeps its own next_attempt_at.
    await db().execute(sql`
      update ${schema.outbox} set next_attempt_at = ${leaseUntil()}
       where sent_at is null and dead_at is null
         and (id, attempts) in (select * from unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${attempts.join(',')}}`}::int[]))`);
  } catch (error) {
    log.warn('mail leases not renewed', { mails: ids.length, error });
  } finally {
    renewing = false;
  }
}

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
    release(row.id);
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
  release(row.id);
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
    .set({ nextAttemptAt: new Date(now.getTime() + env().MAIL_LEASE_MS) })
    .where(and(eq(schema.outbox.id, id), due(now)))
    .returning();
  if (!row) {
    const [current] = await db().select({ sentAt: schema.outbox.sentAt }).from(schema.outbox).where(eq(schema.outbox.id, id));
    return !!current?.sentAt;
  }
  hold([row]);
  return attempt(row, transporter, now).finally(() => release(row.id));
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
 * (a lease of MAIL_LEASE_MS, renewed while this process works on them) and delivers them,
 * `concurrency` at a time (MAIL_WORKER_CONCURRENCY) over as many pooled SMTP connections, oldest
 * first. `now` is the clock (tests move it forward instead of waiting); `to` limits the run to
 * some recipients (a test's own mails). Does nothing without SMTP_URL.
 */
export async function runMailQueue(options: { now?: Date; limit?: number; concurrency?: number; to?: readonly string[] } = {}): Promise<MailQueueRun> {
  const run: MailQueueRun = { taken: 0, sent: 0, failed: 0 };
  if (!env().SMTP_URL) return run;
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
    .set({ nextAttemptAt: new Date(now.getTime() + env().MAIL_LEASE_MS) })
    .where(inArray(o.id, candidates))
    .returning();
  run.taken = rows.length;
  if (rows.length === 0) {
    // Nothing due: connections an earlier pass left open go.
    closeIdlePool();
    return run;
  }
  hold(rows);
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const lanes = Math.min(rows.length, options.concurrency ?? env().MAIL_WORKER_CONCURRENCY);
  const transporter = takePool();
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (next < rows.length) {
          const row = rows[next++]!;
          const sent = await attempt(row, transporter, now).catch((error: unknown) => {
            log.error('mail attempt could not be recorded', { id: row.id, error });
            return false;
          });
          release(row.id);
          if (sent) run.sent++;
          else run.failed++;
        }
      }),
    );
  } finally {
    for (const row of rows) release(row.id);
    // The backlog is drained (or this was a test's run for its own mails): no idle connections are kept.
    leavePool(rows.length < limit || !!options.to);
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
 * How to wake the mail worker of this process, kept on globalThis as db() keeps its pool: Next.js
 * may bundle instrumentation.ts (which starts the worker) apart from the route handlers that queue
 * mails, each with its own copy of this module.
 */
const worker = globalThis as { pawtrailWakeMailWorker?: () => void };
/** The mail worker of this process (mail-worker.ts) registers how to wake it: deliverLater then leaves mails to it. */
export function onMailsQueued(wake: (() => void) | undefined): void {
  worker.pawtrailWakeMailWorker = wake;
}

/**
 * Delivers outbox entries after the caller has answered (a mailing to many subscribers must not
 * hold the request): the mail worker of this process is woken and takes them at once, at its
 * concurrency; with WORKERS=off the worker process takes them on its next pass
 * (MAIL_WORKER_INTERVAL_MS); in a process with no worker at all (tests, scripts) they go one after
 * another from here. A failure is retried by the worker and the rest go on; what this process does
 * not get to (it stops, or is killed) the worker of any instance delivers.
 */
export function deliverLater(ids: readonly string[]): void {
  if (ids.length === 0) return;
  const wake = worker.pawtrailWakeMailWorker;
  if (wake) return wake();
  if (env().WORKERS === 'off') return;
  void (async () => {
    for (const id of ids) await deliver(id).catch((error: unknown) => log.error('mail delivery failed', { id, error }));
  })();
}
