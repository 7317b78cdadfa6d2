import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { HONEYPOT_FIELD } from '@/lib/validations/limits';
import { idempotencyKey } from '@/lib/validations/order';
import { db, schema } from './db';
import { badRequest, tooManyRequests } from './http/errors';
import { handler, json } from './http/handler';
import { rateLimit } from './rate-limit';

/**
 * The front door shared by the site's public forms (the online message, the dealer application):
 * a per-address rate limit, the honeypot, the salted address hash kept instead of the address,
 * and an optional `Idempotency-Key`.
 */

/** Per client address and form: 5 submissions in 10 minutes, then 429 with Retry-After. */
export const PUBLIC_FORM_RATE = { max: 5, windowMs: 10 * 60_000 } as const;
/** The site_settings row of the salt: the server's own, not a setting staff edit (lib/server/staff/settings.ts leaves it out). */
export const IP_HASH_SALT_KEY = 'ipHashSalt';

const globalForSalt = globalThis as unknown as { pawtrailIpSalt?: Promise<string> };

/**
 * One random salt per database, created on first use and shared by every app instance, so
 * stored hashes can still be compared (abuse reports) but not reversed with a precomputed
 * table of all IPv4 addresses.
 */
function ipSalt(): Promise<string> {
  globalForSalt.pawtrailIpSalt ??= (async () => {
    await db()
      .insert(schema.siteSettings)
      .values({ key: IP_HASH_SALT_KEY, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db().select().from(schema.siteSettings).where(eq(schema.siteSettings.key, IP_HASH_SALT_KEY));
    return String(row!.value);
  })().catch((error: unknown) => {
    globalForSalt.pawtrailIpSalt = undefined;
    throw error;
  });
  return globalForSalt.pawtrailIpSalt;
}

export async function hashIp(ip: string): Promise<string> {
  return createHash('sha256')
    .update(`${await ipSalt()}:${ip}`, 'utf8')
    .digest('hex');
}

/** SHA-256 of a parsed submission, to tell a repeat from a different one under the same Idempotency-Key. */
export function submissionHash(data: unknown): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

type Schema = z.core.$ZodType<{ [HONEYPOT_FIELD]?: string }>;
export interface Submission {
  locale: Locale;
  ip: string;
  /** The client's `Idempotency-Key` header (8–100 visible ASCII characters), when the form honours it and the client sent one. */
  idempotencyKey?: string;
}

/**
 * POST handler of a public form: XSRF (the wrapper), the form's rate limit (`form` names its
 * bucket), then a filled honeypot gets 201 with a made-up id and nothing is stored (the bot sees
 * success). Otherwise `store` commits the submission: 201 `{id}`, or 200 `{id}` when it answers a
 * repeat of an earlier submission under the same Idempotency-Key.
 */
export function publicFormHandler<S extends Schema>(
  options: { body: S; form: string; /** Honour `Idempotency-Key` (400 when malformed). */ idempotent?: boolean },
  store: (data: z.output<S>, submission: Submission) => Promise<{ id: string; repeated?: boolean }>,
) {
  return handler({ body: options.body }, async ({ req, body, locale, ip }) => {
    const rawKey = options.idempotent ? req.headers.get('idempotency-key') : null;
    const key = rawKey === null ? undefined : idempotencyKey.safeParse(rawKey);
    if (key && !key.success) throw badRequest('invalid_idempotency_key');
    const limit = await rateLimit(`${options.form}:ip:${ip}`, PUBLIC_FORM_RATE.max, PUBLIC_FORM_RATE.windowMs);
    if (!limit.ok) throw tooManyRequests(limit.retryAfter);
    if (body[HONEYPOT_FIELD]) return json({ id: randomUUID() }, { status: 201, private: true });
    const { id, repeated } = await store(body, { locale, ip, idempotencyKey: key?.data });
    return json({ id }, { status: repeated ? 200 : 201, private: true });
  });
}
