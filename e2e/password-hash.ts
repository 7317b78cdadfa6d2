import { randomBytes, scrypt } from 'node:crypto';

/**
 * The cost of the hashes written here: N=2^10, the cost jest hashes at (lib/server/auth/password.ts).
 * A stored hash names its parameters and the server verifies each at its own, so an account a spec
 * writes signs in through the same code as any other. On the 2-core CI machine (2026-12-02) one
 * check took 1.8 ms at this cost on an idle core, against 0.8 s at the production cost (N=2^17),
 * and a median 2.2 s (up to 3.3) for a sign-up or sign-in under the suite's load, which the other
 * worker's pages waited behind. Sign-up, password changes and resets still hash at the production
 * cost: they go through the server.
 */
const N = 2 ** 10;
const made = new Map<string, Promise<string>>();

/**
 * `password` as lib/server/auth/password.ts stores it (scrypt, r=8, p=1, NFC; N above): made
 * once per password and worker, so specs can write accounts straight into the database.
 */
export function passwordHash(password: string): Promise<string> {
  let hash = made.get(password);
  if (!hash) {
    hash = new Promise((resolve, reject) => {
      const salt = randomBytes(16);
      scrypt(password.normalize('NFC'), salt, 64, { N, r: 8, p: 1, maxmem: 128 * N * 8 * 2 }, (error, key) =>
        error ? reject(error) : resolve(['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')),
      );
    });
    made.set(password, hash);
  }
  return hash;
}
