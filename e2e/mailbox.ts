import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

/**
 * The test SMTP mailbox (scripts/mail-sink.mjs): mails the server sent, read from the directory in
 * TEST_MAILBOX_DIR. `npm test` sets it; by hand, start the sink, give its SMTP_URL to the server
 * and its TEST_MAILBOX_DIR to Playwright (docs/development.md, "Running and testing").
 */
export interface ReceivedMail {
  id: string;
  from: string | null;
  /** Envelope recipients. */
  to: string[];
  receivedAt: string;
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case; the last value of a repeated header. */
  headers: Record<string, string>;
}

interface Envelope {
  id: string;
  from: string | null;
  to: string[];
  receivedAt: string;
}

export function mailboxDir(): string {
  const dir = process.env.TEST_MAILBOX_DIR;
  if (!dir) throw new Error('TEST_MAILBOX_DIR is not set: run the test SMTP sink (node scripts/mail-sink.mjs) and give the server its SMTP_URL');
  return dir;
}

async function parse(dir: string, envelope: Envelope): Promise<ReceivedMail> {
  const raw = await readFile(path.join(dir, `${envelope.id}.eml`));
  const email = await PostalMime.parse(raw);
  return {
    ...envelope,
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
    headers: Object.fromEntries(email.headers.map((h) => [h.key, h.value])),
  };
}

/** The mails received so far for `to` (case-insensitive), oldest first. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const dir = mailboxDir();
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  const envelopes = await Promise.all(names.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as Envelope));
  const wanted = to.toLowerCase();
  return Promise.all(envelopes.filter((e) => e.to.some((r) => r.toLowerCase() === wanted)).map((e) => parse(dir, e)));
}

/**
 * Waits for a mail to `to` (and with a subject matching `subject`, when given) and returns it
 * parsed. Polls the mailbox every 100 ms until `timeout` (default 15 s), then fails naming what it
 * did receive for that address.
 */
export async function waitForMail({ to, subject, timeout = 15_000 }: { to: string; subject?: string | RegExp; timeout?: number }): Promise<ReceivedMail> {
  const matches = (s: string) => subject === undefined || (typeof subject === 'string' ? s.includes(subject) : subject.test(s));
  const deadline = Date.now() + timeout;
  let seen: ReceivedMail[] = [];
  for (;;) {
    seen = await mailsTo(to);
    const found = seen.find((m) => matches(m.subject));
    if (found) return found;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `no mail to ${to}${subject ? ` matching ${String(subject)}` : ''} within ${timeout} ms; received: ${JSON.stringify(seen.map((m) => m.subject))}`,
  );
}
