// Content publishing: the site's pages are pre-rendered from the database, so when the content
// in the database changes (scripts/seed-data → seed), the running server must be told which
// cached content to expire. Shared by `npm start` and `npm run content:publish`.
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const tokenFile = path.join(root, '.data', 'revalidate-token');
const stampFile = path.join(root, '.next', 'pawtrail-content-hash');

/** REVALIDATE_TOKEN, or a random one kept (mode 600) in .data/revalidate-token for local runs. */
export function revalidateToken() {
  if (process.env.REVALIDATE_TOKEN) return process.env.REVALIDATE_TOKEN;
  if (existsSync(tokenFile)) return readFileSync(tokenFile, 'utf8').trim();
  mkdirSync(path.dirname(tokenFile), { recursive: true });
  const token = randomBytes(32).toString('hex');
  writeFileSync(tokenFile, `${token}\n`, { mode: 0o600 });
  chmodSync(tokenFile, 0o600);
  return token;
}

/** A hash of the content files the seed loads. */
export function contentHash() {
  const hash = createHash('sha256');
  const dir = path.join(root, 'scripts', 'seed-data');
  // The policies and legal pages are files of their own, one per language (seed-data/policies).
  for (const name of [...readdirSync(dir), ...readdirSync(path.join(dir, 'policies')).map((n) => `policies/${n}`)].sort()) {
    if (!name.endsWith('.json')) continue;
    hash.update(name);
    hash.update(readFileSync(path.join(dir, name)));
  }
  return hash.digest('hex');
}

/** Whether the pages in .next were rendered from (or last revalidated for) this content. */
export function contentIsCurrent(hash) {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
}

export function markContent(hash) {
  if (existsSync(path.dirname(stampFile))) writeFileSync(stampFile, hash);
}

/** Waits until the server at `base` answers /api/health (or gives up after `timeoutMs`). */
export async function waitForServer(base, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(new URL('/api/health', base));
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** POST /api/content/revalidate; resolves to the tags the server expired. */
export async function revalidateContent(base, token, tags) {
  const res = await fetch(new URL('/api/content/revalidate', base), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(tags ? { tags } : {}),
  });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`revalidate answered ${res.status}: ${JSON.stringify(body)}`);
  return body.revalidated;
}
