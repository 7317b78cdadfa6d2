import 'server-only';
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
export const ISSUER = 'Pawtrail';

const totp = (secret: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** A fresh 160-bit secret, base32 (RFC 4226 recommends at least 128 bits). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an app scans, and the same as a QR code (SVG data URL) for the enrolment page. */
export async function enrolment(secret: string, label: string): Promise<{ uri: string; qr: string }> {
  const uri = totp(secret, label).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The 30-second step `code` is valid for (one step of clock drift either way), or null. The caller
 * accepts a step only once (staff.totp_last_step), so a code seen over a shoulder is no use later.
 */
export function totpStep(secret: string, label: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret, label).validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** The current code of a secret (tests and the command line's check). */
export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret, 'check').generate({ timestamp: now });
}

// Recovery codes: 10 of them, 10 characters from an alphabet without look-alikes (about 50 bits each).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
