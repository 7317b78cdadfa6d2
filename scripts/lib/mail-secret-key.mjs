// MAIL_SECRET_KEY for `npm start` and `npm test` when the environment has none: a random key made
// once and kept (mode 600) in .data/mail-secret-key, so that a mail queued before a restart still
// opens when the worker retries it. The production server refuses to start without the variable
// (scripts/lib/server-env.mjs); a deployment sets it, the same on every instance.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const keyFile = path.resolve(import.meta.dirname, '../..', '.data', 'mail-secret-key');

export function mailSecretKey() {
  if (process.env.MAIL_SECRET_KEY) return process.env.MAIL_SECRET_KEY;
  if (existsSync(keyFile)) return readFileSync(keyFile, 'utf8').trim();
  mkdirSync(path.dirname(keyFile), { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
  chmodSync(keyFile, 0o600);
  return key;
}
