import 'server-only';
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '../env';
import { log } from '../log';

/**
 * Staff second-factor secrets at rest, with a key that lives outside the database (STAFF_SECRET_KEY):
 * a copy of the database alone gives neither the TOTP secrets nor a way to test recovery-code guesses.
 */

/**
 * Used when STAFF_SECRET_KEY is unset, so `npm start` and `npm test` work with no configuration.
 * It is in the source code, so it protects nothing: every real deployment sets its own key.
 */
export const INSECURE_DEVELOPMENT_KEY = 'pawtrail-INSECURE-development-staff-secret-key-set-STAFF_SECRET_KEY';

let keys: { totp: Buffer; recovery: Buffer } | undefined;

function keyring() {
  if (!keys) {
    const configured = env().STAFF_SECRET_KEY;
    if (!configured && env().NODE_ENV === 'production') {
      log.warn('STAFF_SECRET_KEY is not set: staff TOTP secrets are sealed with the public development key');
    }
    const master = Buffer.from(configured ?? INSECURE_DEVELOPMENT_KEY, 'utf8');
    // One key per purpose (HKDF, RFC 5869), so the cipher key is never also used as a MAC key.
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, 'pawtrail-staff', info, 32));
    keys = { totp: derive('totp-secret/aes-256-gcm'), recovery: derive('recovery-code/hmac-sha256') };
  }
  return keys;
}

const SEALED = 'v1';

/** A base32 TOTP secret as stored: `v1.<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM. */
export function sealTotpSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyring().totp, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEALED, iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/**
 * The secret of a stored value, and whether it was stored in plain text (written before secrets
 * were sealed: the caller seals it on this read). A sealed value that does not open (another key,
 * altered bytes) throws: that is a configuration error, not a wrong code.
 */
export function openTotpSecret(stored: string): { secret: string; plain: boolean } {
  const parts = stored.split('.');
  if (parts[0] !== SEALED) return { secret: stored, plain: true };
  if (parts.length !== 4) throw new Error('staff TOTP secret: malformed sealed value');
  const [iv, tag, data] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyring().totp, iv!);
  decipher.setAuthTag(tag!);
  return { secret: Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8'), plain: false };
}

/** Codes are typed by hand: case, spaces and dashes do not matter. */
const normalize = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

const mac = (salt: Buffer, code: string) => createHmac('sha256', keyring().recovery).update(salt).update(normalize(code), 'utf8').digest();

/** A recovery code as stored: `r1.<salt>.<HMAC-SHA-256(key, salt ‖ code)>` (base64url). */
export function hashRecoveryCode(code: string): string {
  const salt = randomBytes(16);
  return ['r1', salt.toString('base64url'), mac(salt, code).toString('base64url')].join('.');
}

/** Whether `code` is the one stored as `stored`; the unsalted SHA-256 hex of older enrolments still counts. */
export function recoveryCodeMatches(code: string, stored: string): boolean {
  const parts = stored.split('.');
  if (parts[0] === 'r1' && parts.length === 3) {
    const expected = Buffer.from(parts[2]!, 'base64url');
    const actual = mac(Buffer.from(parts[1]!, 'base64url'), code);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
  if (!/^[0-9a-f]{64}$/.test(stored)) return false;
  return timingSafeEqual(Buffer.from(stored, 'hex'), createHash('sha256').update(normalize(code), 'utf8').digest());
}
