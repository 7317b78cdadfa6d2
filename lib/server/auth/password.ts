import 'server-only';
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's scrypt recommendation: N=2^17, r=8, p=1 (128 MiB per hash): what every server uses. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
/**
 * Inside jest only (NODE_ENV=test and a JEST_WORKER_ID, which jest sets in each worker), hashes are
 * made at a cost of N=2^10, as Rails' `has_secure_password` uses bcrypt's minimum cost in tests: a
 * hash at N=2^17 took 1–2 s of CPU on the 2-core CI machine, and the sign-in, limit and account
 * suites make hundreds. The stored hash names its parameters, so verifying is the same code at
 * either cost; password.test.ts checks that hashes outside jest use SCRYPT_PARAMS. A test that
 * compares the time of two answers (that each pays for a hash) sets SCRYPT_FULL_COST=1 while it
 * runs: at N=2^10 a hash is too cheap for the difference to show. Read at each hash for that reason.
 */
const TEST_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;
const params = () => (process.env.NODE_ENV === 'test' && process.env.JEST_WORKER_ID && process.env.SCRYPT_FULL_COST !== '1' ? TEST_PARAMS : SCRYPT_PARAMS);
const SALT_BYTES = 16;
const KEY_BYTES = 64;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Node refuses a cost above `maxmem` (default 32 MiB); allow exactly what the parameters need, with headroom. */
const maxmem = (N: number, r: number) => 128 * N * r * 2;

/** The same password typed on different keyboards may compose characters differently. */
const normalize = (password: string) => password.normalize('NFC');

/** Encoded as `scrypt$N$r$p$salt$hash` (base64url), so the parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const cost = params();
  const key = await scrypt(normalize(password), salt, KEY_BYTES, { ...cost, maxmem: maxmem(cost.N, cost.r) });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [alg, n, r, p, saltText, hashText] = encoded.split('$');
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (alg !== 'scrypt' || !saltText || !hashText || ![N, R, P].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length < 32) return false;
  const key = await scrypt(normalize(password), Buffer.from(saltText, 'base64url'), expected.length, { N, r: R, p: P, maxmem: maxmem(N, R) });
  return timingSafeEqual(key, expected);
}

/** One dummy hash per cost (one in production; jest may ask at both). */
const dummies = new Map<number, Promise<string>>();

/**
 * Spends the same time as checking a real password, for unknown emails: login answers
 * "unknown email" and "wrong password" equally fast, so timing does not reveal accounts.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  const { N } = params();
  if (!dummies.has(N)) dummies.set(N, hashPassword(randomBytes(18).toString('base64url')));
  await verifyPassword(password, await dummies.get(N)!);
  return false;
}

let common: Set<string> | undefined;

/**
 * The most common passwords (lower-case), refused at registration, reset and change: the 49,233
 * of zxcvbn-ts's maintained list (`@zxcvbn-ts/language-common`, built from leaked-password
 * frequency data), plus `common-passwords.txt` for the repeats, years and digit runs that list
 * leaves to zxcvbn's pattern matchers. Loaded once into a Set.
 */
export function commonPasswords(): Set<string> {
  if (!common) {
    const file = path.join(process.cwd(), 'lib/server/auth/common-passwords.txt');
    const extra = readFileSync(file, 'utf8').split('\n');
    common = new Set([...dictionary['passwords-common'], ...extra].map((l) => l.trim().toLowerCase()).filter(Boolean));
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(normalize(password).trim().toLowerCase());
}

/** Length in Unicode code points, so a passphrase in any script counts what the user typed. */
export const passwordLength = (password: string) => [...password].length;
