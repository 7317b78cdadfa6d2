import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { log } from '../log';

/** Headers scripts/server.mjs sets on every request after removing whatever the client sent. */
export const ADDRESS_HEADER = 'x-pawtrail-ip';
export const SIGNATURE_HEADER = 'x-pawtrail-ip-sig';
/** A random secret scripts/server.mjs creates at start for its own process (never configured, never sent out). */
export const SECRET_VARIABLE = 'PAWTRAIL_ADDRESS_SECRET';
/** The bucket of requests whose address nobody vouched for (another server in front, e.g. `next start`). */
export const UNKNOWN_ADDRESS = 'unverified';

export function signAddress(address: string, secret: string): string {
  return createHmac('sha256', secret).update(address).digest('base64url');
}

let warned = false;

/**
 * The client address, in one place that a client cannot spoof: scripts/server.mjs derives it
 * from the socket (or X-Forwarded-For with TRUST_PROXY=1), removes any incoming copy, and signs
 * it with a per-process secret. A request without a valid signature did not come through our
 * server (e.g. `next start`, where a client could send any x-pawtrail-ip): its claim is ignored
 * and all such requests share one rate-limit bucket.
 */
export function clientAddress(headers: Headers): string {
  const secret = process.env[SECRET_VARIABLE];
  const address = headers.get(ADDRESS_HEADER);
  const signature = headers.get(SIGNATURE_HEADER);
  if (secret && address && signature) {
    const expected = Buffer.from(signAddress(address, secret));
    const given = Buffer.from(signature);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return address;
  }
  if (!warned) {
    warned = true;
    log.warn('client address not vouched for by scripts/server.mjs: rate limits share one bucket', { hasSecret: Boolean(secret) });
  }
  return UNKNOWN_ADDRESS;
}
