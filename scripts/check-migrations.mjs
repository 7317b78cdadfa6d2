// `npm run lint` step: the schema (lib/server/db/schema.ts) and the migrations' last snapshot
// (drizzle/meta) must agree, so that the next `npm run db:generate` writes exactly the change its
// author made. drizzle-kit generates into a scratch copy of drizzle/; any file it adds there means
// schema.ts changed without a migration (or a hand-written migration left no snapshot): the check
// fails and prints what drizzle-kit would have written.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// drizzle-kit resolves --out against the working directory and wants it relative.
const scratch = '.data/migrations-check';
const scratchDir = path.join(root, scratch);

rmSync(scratchDir, { recursive: true, force: true });
mkdirSync(path.dirname(scratchDir), { recursive: true });
cpSync(path.join(root, 'drizzle'), scratchDir, { recursive: true });
const before = new Set(readdirSync(scratchDir));

const kit = spawnSync(
  process.execPath,
  ['node_modules/drizzle-kit/bin.cjs', 'generate', '--dialect', 'postgresql', '--schema', './lib/server/db/schema.ts', '--out', `./${scratch}`],
  { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
);
if (kit.status !== 0) {
  console.error(kit.stdout, kit.stderr);
  console.error('check-migrations: drizzle-kit generate failed');
  process.exit(1);
}
const added = readdirSync(scratchDir).filter((f) => !before.has(f) && f.endsWith('.sql'));
const written = added.map((f) => readFileSync(path.join(scratchDir, f), 'utf8')).join('\n');
rmSync(scratchDir, { recursive: true, force: true });
if (added.length > 0) {
  console.error(written);
  console.error(
    `check-migrations: lib/server/db/schema.ts and drizzle/ disagree; drizzle-kit generate would write ${added.join(', ')}.\n` +
      'Write the migration (npm run db:generate, or by hand in drizzle/ with its journal entry) and commit the snapshot drizzle/meta/NNNN_snapshot.json of the schema as it is now.',
  );
  process.exit(1);
}
const journal = JSON.parse(readFileSync(path.join(root, 'drizzle/meta/_journal.json'), 'utf8'));
console.log(`check-migrations: schema.ts agrees with drizzle/ (${journal.entries.length} migrations)`);
