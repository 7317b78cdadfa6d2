// Decides whether `.next` is current: a hash of every input of `next build`.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const inputs = [
  'app',
  'components',
  'i18n',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'global.d.ts',
  'instrumentation.ts',
  'scripts/lib/next-cache-handler.mjs',
  'scripts/lib/next-seam.mjs',
];
const stampFile = path.join(root, '.next', 'pawtrail-source-hash');

function walk(p, hash) {
  if (!existsSync(p)) return;
  const st = statSync(p);
  if (st.isDirectory()) {
    for (const name of readdirSync(p).sort()) walk(path.join(p, name), hash);
  } else {
    hash.update(path.relative(root, p));
    hash.update(readFileSync(p));
  }
}

/** `siteUrl` is part of the build: canonical URLs, hreflang links and the sitemap are baked in. */
export function sourceHash(siteUrl = '') {
  const hash = createHash('sha256');
  hash.update(`SITE_URL=${siteUrl}\n`);
  for (const input of inputs) walk(path.join(root, input), hash);
  return hash.digest('hex');
}

export function buildIsCurrent(hash) {
  return existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
}

export function markBuilt(hash) {
  writeFileSync(stampFile, hash);
}
