import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random token, url-safe; only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export function isTokenShaped(value: string | null | undefined): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}
