import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every lib/server module starts with `import 'server-only'`, so a client module that imports one
 * fails the build (the lint fences catch it earlier). The exceptions are the pieces that the
 * seed and bench scripts run under plain Node, where 'server-only' throws: they hold no secrets
 * and no request handling.
 */
const SHARED_WITH_SCRIPTS = ['db/schema.ts', 'search/engine.ts', 'search/indexer.ts'];

it('every lib/server module imports server-only, except the ones the scripts share', () => {
  const dir = __dirname;
  const modules = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .map((f) => f.split(path.sep).join('/'));
  const without = modules.filter((f) => !/^import 'server-only';$/m.test(readFileSync(path.join(dir, f), 'utf8')));
  expect(without.sort()).toEqual([...SHARED_WITH_SCRIPTS].sort());
});
