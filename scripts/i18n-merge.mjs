// Merges a fragment `{ "<locale>": { "<Namespace>": {...} }, ... }` into messages/<locale>.json,
// replacing those namespaces whole. A lock file serialises concurrent writers.
// Usage: node scripts/i18n-merge.mjs fragment.json
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const lock = path.join(root, 'messages', '.lock');

for (let i = 0; ; i += 1) {
  try {
    closeSync(openSync(lock, 'wx'));
    break;
  } catch {
    if (i > 200) throw new Error('messages/.lock is held; remove it if no merge is running');
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  for (const [locale, namespaces] of Object.entries(fragment)) {
    const file = path.join(root, 'messages', `${locale}.json`);
    const messages = JSON.parse(readFileSync(file, 'utf8'));
    Object.assign(messages, namespaces);
    writeFileSync(`${file}.tmp`, `${JSON.stringify(messages, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  }
} finally {
  rmSync(lock, { force: true });
}
console.log(`merged ${Object.keys(fragment).join(', ')}`);
