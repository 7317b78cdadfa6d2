import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { env } from './env';
import { log } from './log';

/**
 * The credentials a mail carries (reset tokens, order links, alert and unsubscribe tokens) never
 * sit readable in the outbox table: the stored body has a placeholder where each one was, and the
 * values themselves are sealed with AES-256-GCM under MAIL_SECRET_KEY, a key the database does
 * not hold. Only delivery (and the test helpers) open them; a delivered mail loses them for good.
 * A database dump, a backup or a stray SELECT therefore yields no working link.
 */

/** The mail fields that can carry a secret. */
export interface MailBody {
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string> | null;
}

/** What stands in the stored body for the n-th secret: readable for staff, never a credential. */
const placeholder = (n: number) => `[secret ${n} removed]`;
const PLACEHOLDER = /\[secret (\d+) removed\]/g;
const VERSION = 'v1';

/**
 * Used when MAIL_SECRET_KEY is unset (`npm run dev`, jest run by hand, scripts), so that a mail
 * queued by one process is still opened by the worker that retries it in another or after a
 * restart. It is in the source code, so it protects nothing: the production server does not start
 * without MAIL_SECRET_KEY (scripts/lib/server-env.mjs), and `npm start` and `npm test` give their
 * processes a random key kept in .data/mail-secret-key (scripts/lib/mail-secret-key.mjs).
 */
export const INSECURE_DEVELOPMENT_MAIL_KEY = 'pawtrail-INSECURE-development-mail-secret-key-set-MAIL_SECRET_KEY';

/** MAIL_SECRET_KEY (or the development key) hashed to 256 bits: the same in every process that has the same setting. */
function key(): Buffer {
  const configured = env().MAIL_SECRET_KEY ?? INSECURE_DEVELOPMENT_MAIL_KEY;
  return createHash('sha256').update(`pawtrail mail secrets\n${configured}`).digest();
}

/** The mail's row and recipient are bound into the seal, so sealed links moved to another row (or address) do not open. */
const binding = (id: string, to: string) => Buffer.from(`${id}\n${to.toLowerCase()}`, 'utf8');

/** The forms a secret takes in a mail: as is, and URL-encoded in a link. */
function forms(secret: string): string[] {
  return [...new Set([secret, encodeURIComponent(secret)])];
}

function replaceAll(value: string, secrets: readonly string[]): string {
  // Longer first, so a secret that contains another is replaced whole.
  const order = secrets.map((s, n) => ({ s, n })).sort((a, b) => b.s.length - a.s.length);
  let out = value;
  for (const { s, n } of order) for (const form of forms(s)) out = out.split(form).join(placeholder(n));
  return out;
}

/** The body as the outbox stores it: every form of every secret replaced by its placeholder. */
export function redactBody<T extends MailBody>(body: T, secrets: readonly string[]): T {
  if (secrets.length === 0) return body;
  return {
    ...body,
    subject: replaceAll(body.subject, secrets),
    text: replaceAll(body.text, secrets),
    html: body.html == null ? body.html : replaceAll(body.html, secrets),
    headers: body.headers == null ? body.headers : Object.fromEntries(Object.entries(body.headers).map(([k, v]) => [k, replaceAll(v, secrets)])),
  };
}

/** The body as it is sent: the placeholders filled in again. */
export function revealBody<T extends MailBody>(body: T, secrets: readonly string[]): T {
  const fill = (value: string) => value.replace(PLACEHOLDER, (whole, n: string) => secrets[Number(n)] ?? whole);
  return {
    ...body,
    subject: fill(body.subject),
    text: fill(body.text),
    html: body.html == null ? body.html : fill(body.html),
    headers: body.headers == null ? body.headers : Object.fromEntries(Object.entries(body.headers).map(([k, v]) => [k, fill(v)])),
  };
}

/** `v1.<iv>.<ciphertext>.<tag>` (base64url) of the JSON list of secrets. */
export function sealSecrets(id: string, to: string, secrets: readonly string[]): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  cipher.setAAD(binding(id, to));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The secrets of a row, or null when they cannot be opened (another key, a tampered or moved value). */
export function openSecrets(id: string, to: string, sealed: string): string[] | null {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== VERSION || !iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
    decipher.setAAD(binding(id, to));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    const parsed: unknown = JSON.parse(plain);
    return Array.isArray(parsed) && parsed.every((s) => typeof s === 'string') ? parsed : null;
  } catch (error) {
    log.warn('mail secrets could not be opened', { id, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
