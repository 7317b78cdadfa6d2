import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The architecture's fences are enforced by `npm run lint` (eslint.config.mjs): each probe below is
 * linted as if it were the named file, and must be refused with the fence's message.
 */
const root = path.resolve(__dirname, '..');

const PROBES = {
  clientType: [
    'components/account/login-form.tsx',
    "'use client';\nimport type { ProductSummary } from '@/lib/server/catalogue';\nexport type P = ProductSummary;\n",
  ],
  apiLayer: ['lib/api/shop.ts', "import { db } from '@/lib/server/db';\nexport const x = db;\n"],
  serverComponentDb: ['components/layout/footer.tsx', "import { db } from '@/lib/server/db';\nexport const x = db;\n"],
  serverImportsUi: ['lib/server/catalogue.ts', "import { Header } from '@/components/layout/header';\nexport const x = Header;\n"],
  routeImportsUi: ['app/api/health/route.ts', "import { Header } from '@/components/layout/header';\nexport const x = Header;\n"],
  allowed: ['components/layout/footer.tsx', "import { getSiteSettings } from '@/lib/server/content/settings';\nexport const x = getSiteSettings;\n"],
} as const;

/** Lints every probe in one ESLint process (the config is loaded once) and returns the messages per probe. */
function lintProbes(): Record<keyof typeof PROBES, string[]> {
  const script = `
    import { ESLint } from 'eslint';
    const probes = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = {};
    for (const [name, [filePath, text]] of Object.entries(probes)) {
      const [result] = await eslint.lintText(text, { filePath });
      out[name] = result.messages.map((m) => m.message);
    }
    console.log(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(PROBES)], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

describe('import fences', () => {
  let messages: Record<keyof typeof PROBES, string[]>;
  beforeAll(() => {
    messages = lintProbes();
  }, 120_000);

  it('a client component cannot import lib/server, not even a type', () => {
    expect(messages.clientType).toEqual([expect.stringContaining('Browser and shared code must not import lib/server')]);
  });

  it('the browser API layer cannot import server code', () => {
    expect(messages.apiLayer).toEqual([expect.stringContaining('Browser and shared code must not import lib/server')]);
  });

  it('a server component reads data through lib/server, not the database', () => {
    expect(messages.serverComponentDb).toEqual([expect.stringContaining('Pages read data through lib/server, not the database')]);
  });

  it('lib/server cannot import UI modules', () => {
    expect(messages.serverImportsUi).toEqual([expect.stringContaining('lib/server must not import UI or route modules')]);
  });

  it('route handlers cannot import components', () => {
    expect(messages.routeImportsUi).toEqual([expect.stringContaining('app/api must not import components')]);
  });

  it('code inside the fences passes', () => {
    expect(messages.allowed).toEqual([]);
  });
});
