// The bare Next.js page every budget is measured against: `app/layout.tsx` + `app/page.tsx` with
// <h1>Hello</h1>, a route handler `app/api/health/route.ts` answering {"status":"ok"}, and an empty
// next.config.mjs, built from this repository's node_modules (so the same Next.js and React
// versions) into .data/bench/bare-next, once per Next.js version and revision of this app, and
// started with `next start` on a spare port. Shared by `npm run bench` and `npm run lighthouse`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '../..');
const node = process.execPath;
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const nextVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')).version;
const bareDir = path.join(root, '.data/bench/bare-next');
const bareStamp = path.join(bareDir, '.next', 'bench-next-version');
/** Bumped when the files below change, so that a build of the older app is not reused. */
const BARE_APP_REVISION = 3;
const stampText = `${nextVersion} r${BARE_APP_REVISION}`;

export async function sparePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function waitFor200(url, { child, timeoutMs }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    const ok = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

export async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  await exited;
  clearTimeout(timer);
}

export async function runChild(cmd, argv, opts) {
  const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const code = await new Promise((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`${path.basename(argv[0] ?? cmd)} ${argv.slice(1).join(' ')} failed (${code}):\n${out.slice(-4000)}`);
  return out;
}

function writeBareApp() {
  mkdirSync(path.join(bareDir, 'app'), { recursive: true });
  writeFileSync(
    path.join(bareDir, 'package.json'),
    `${JSON.stringify({ name: 'bare-next', private: true, scripts: { build: 'next build', start: 'next start' } }, null, 2)}\n`,
  );
  writeFileSync(path.join(bareDir, 'next.config.mjs'), 'export default {};\n');
  // Turbopack resolves the instrumentation hook from the workspace root it detects (this
  // repository, by its lockfile): without one of its own, the bare app would run the site's.
  writeFileSync(path.join(bareDir, 'instrumentation.ts'), 'export function register() {}\n');
  writeFileSync(
    path.join(bareDir, 'app/layout.tsx'),
    [
      "import type { ReactNode } from 'react';",
      '',
      'export default function RootLayout({ children }: { children: ReactNode }) {',
      '  return (',
      '    <html lang="en">',
      '      <body>{children}</body>',
      '    </html>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(bareDir, 'app/page.tsx'), 'export default function Page() {\n  return <h1>Hello</h1>;\n}\n');
  // The bare counterpart of the site's /api/health (a dynamic route handler), for the req/s ratio.
  mkdirSync(path.join(bareDir, 'app/api/health'), { recursive: true });
  writeFileSync(
    path.join(bareDir, 'app/api/health/route.ts'),
    "export const dynamic = 'force-dynamic';\n\nexport function GET() {\n  return Response.json({ status: 'ok' });\n}\n",
  );
  const link = path.join(bareDir, 'node_modules');
  if (!existsSync(link)) symlinkSync('../../../node_modules', link, 'dir');
}

/** Builds the bare app when its build is missing or from another Next.js, starts it, and answers its origin and a stop. */
export async function startBareNext(log) {
  writeBareApp();
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const cached = existsSync(path.join(bareDir, '.next/BUILD_ID')) && existsSync(bareStamp) && readFileSync(bareStamp, 'utf8') === stampText;
  if (cached) {
    log(`bare Next.js ${nextVersion}: build cached in .data/bench/bare-next`);
  } else {
    log(`building the bare Next.js ${nextVersion} app (once; ~30 s) …`);
    const t0 = Date.now();
    await runChild(node, [nextBin, 'build'], { cwd: bareDir, env });
    writeFileSync(bareStamp, stampText);
    log(`bare build done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  const port = await sparePort();
  // Default host on purpose, as scripts/server.mjs binds it; the bare app has no i18n but stays comparable.
  const child = spawn(node, [nextBin, 'start', '-p', String(port)], { cwd: bareDir, env, stdio: 'ignore' });
  const origin = `http://localhost:${port}`;
  try {
    await waitFor200(`${origin}/`, { child, timeoutMs: 180_000 });
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { origin, nextVersion, stop: () => stop(child) };
}
