import { randomBytes, scrypt } from 'node:crypto';

const made = new Map<string, Promise<string>>();

/**
 * `password` as lib/server/auth/password.ts stores it (scrypt N=2^17, r=8, p=1, NFC): made once
 * per password and worker, so specs can write accounts straight into the database.
 */
export function passwordHash(password: string): Promise<string> {
  let hash = made.get(password);
  if (!hash) {
    hash = new Promise((resolve, reject) => {
      const salt = randomBytes(16);
      scrypt(password.normalize('NFC'), salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 128 * 2 ** 17 * 8 * 2 }, (error, key) =>
        error ? reject(error) : resolve(['scrypt', 2 ** 17, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')),
      );
    });
    made.set(password, hash);
  }
  return hash;
}
