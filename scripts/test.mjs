// `npm test`: the whole suite. Database (embedded test cluster unless DATABASE_URL is set) →
// jest (units + integration, each worker on its own database cloned from a migrated, seeded
// template on that server: test/databases.mjs) → migrations → seed → production build →
// test SMTP mailbox (scripts/lib/mail-sink.mjs) → server on a spare port, mailing through it →
// Playwright in Chromium, reading the mailbox (e2e/mailbox.ts). `--unit-only` stops after jest; `--e2e-only`
// skips jest. Other arguments go to jest, or to Playwright with --e2e-only (`-- --e2e-only e2e/x.spec.ts`).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureChromium } from './lib/chromium.mjs';
import { buildIsCurrent, markBuilt, sourceHash } from './lib/build-stamp.mjs';
import { contentHash, contentIsCurrent, markContent } from './lib/content.mjs';
import { precompressStatic } from './lib/static-brotli.mjs';
import { openDatabase, runMigrations } from './lib/database.mjs';
import { startMailSink } from './lib/mail-sink.mjs';
import { mailSecretKey } from './lib/mail-secret-key.mjs';
import { run, stopRunning } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const unitOnly = process.argv.includes('--unit-only');
const scaleOnly = process.argv.includes('--scale-only');
const e2eOnly = process.argv.includes('--e2e-only') || scaleOnly;
const passThrough = process.argv.slice(2).filter((a) => !['--unit-only', '--e2e-only', '--scale-only'].includes(a));
const log = (msg) => console.log(`[test] ${msg}`);
const port = process.env.TEST_PORT ?? '3100';
const node = process.execPath;

const db = await openDatabase({
  dir: path.join(root, '.data/pg-test'),
  port: Number(process.env.EMBEDDED_PG_TEST_PORT ?? 54339),
  database: 'pawtrail_test',
  log,
});
// The e2e suite publishes content changes through POST /api/content/revalidate with this token.
const env = {
  ...process.env,
  DATABASE_URL: db.url,
  SITE_URL: `http://localhost:${port}`,
  NEXT_TELEMETRY_DISABLED: '1',
  REVALIDATE_TOKEN: process.env.REVALIDATE_TOKEN ?? randomBytes(32).toString('hex'),
  // The e2e suite reads the test server's Prometheus metrics (GET /api/metrics) with this token.
  METRICS_TOKEN: process.env.METRICS_TOKEN ?? randomBytes(32).toString('hex'),
  // Seals the links of queued mails; one key for jest, the server and its restarts (a retry opens them).
  MAIL_SECRET_KEY: mailSecretKey(),
};
let server;
let mailSink;
let code = 0;
// Stopped (Ctrl-C, SIGTERM from CI): end the running step, the test server and the database
// instead of leaving a build, jest workers or Playwright behind.
let interrupted = null;
const checkStopped = () => {
  if (interrupted) throw new Error(`stopped by ${interrupted}`);
};
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = signal;
    stopRunning();
    if (server && server.exitCode === null) server.kill('SIGTERM');
  });
}
try {
  // The Node that runs the suite, and every process it starts (process.execPath): Node 24 from
  // node_modules/.bin when started through npm (the `node` dependency of package.json).
  log(`Node ${process.version} (${process.execPath})`);
  log(`database: ${db.embedded ? 'embedded (.data/pg-test)' : 'external DATABASE_URL'}`);
  // Jest makes its own databases on this server, one per worker, from a freshly migrated and seeded
  // template (test/databases.mjs): this database is the server and Playwright's.
  if (!e2eOnly) await run(node, ['node_modules/jest/bin/jest.js', '--maxWorkers=2', ...passThrough], { cwd: root, env: { ...env, NODE_ENV: 'test' } });
  if (!unitOnly) {
    checkStopped();
    await runMigrations(db.url);
    checkStopped();
    // The demo content is the suite's fixture: reset it, back-office edits of an earlier run included.
    await run(node, ['--import', 'tsx', 'scripts/seed.ts', '--force'], { cwd: root, env });
    checkStopped();
    ensureChromium(log);
    const hash = sourceHash(env.SITE_URL);
    const content = contentHash();
    // The pages are pre-rendered from the seeded database, but a build and the server read Next's
    // caches first: data in .next/cache/fetch-cache and pages rendered again after a revalidation
    // in .next/server/route-cache, which an earlier build or test server left (other demo content,
    // back-office edits of an earlier run's specs), would be served instead of the content just
    // seeded. Start afresh, with or without a new build: a second run on a current build served
    // the German terms as an earlier run's policy-editing spec had left them.
    for (const dir of ['.next/cache/fetch-cache', '.next/server/route-cache']) rmSync(path.join(root, dir), { recursive: true, force: true });
    if (!buildIsCurrent(hash) || !contentIsCurrent(content)) {
      await run(node, ['node_modules/next/dist/bin/next', 'build'], { cwd: root, env: { ...env, NODE_ENV: 'production' } });
      markBuilt(hash);
      markContent(content);
    }
    checkStopped();
    await precompressStatic(path.join(root, '.next'));
    // Real SMTP for the test server: every mail lands in a fresh mailbox directory that the specs
    // read (only the test server and Playwright get these variables; jest keeps to the outbox).
    const mailboxDir = path.join(root, '.data/mailbox-test');
    rmSync(mailboxDir, { recursive: true, force: true });
    mailSink = await startMailSink({ dir: mailboxDir });
    log(`test SMTP mailbox: ${mailSink.url} → .data/mailbox-test`);
    server = spawn(node, ['scripts/server.mjs'], {
      cwd: root,
      env: { ...env, NODE_ENV: 'production', PORT: port, SMTP_URL: mailSink.url },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 120; i += 1) {
      const ok = await fetch(`http://localhost:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (server.exitCode !== null) throw new Error('the test server exited during start-up');
      await sleep(500);
    }
    checkStopped();
    if (!scaleOnly) {
      // A selection of specs runs just those: without --no-deps, the project of the specs that
      // must run alone (playwright.config.ts) would bring all the others it waits for.
      await run(node, ['node_modules/@playwright/test/cli.js', 'test', ...(e2eOnly && passThrough.length ? ['--no-deps', ...passThrough] : [])], {
        cwd: root,
        env: { ...env, PLAYWRIGHT_BASE_URL: `http://localhost:${port}`, TEST_MAILBOX_DIR: mailSink.dir },
      });
    }
    // Two instances behind nginx (its own servers on spare ports): after the single test server
    // has stopped, so that three servers never share the build's cache at once. Not when
    // Playwright was given a selection of specs.
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (scaleOnly || !e2eOnly || passThrough.length === 0) {
      checkStopped();
      // One after the other: two instances at a time on the build's cache.
      for (const file of [
        'test/scale/multi-instance.test.mjs',
        'test/scale/scheduled-publishing.test.mjs',
        'test/scale/alert-fanout.test.mjs',
        'test/scale/tracing.test.mjs',
      ]) {
        await run(node, ['--test', '--test-reporter=spec', file], { cwd: root, env: { ...env, NODE_ENV: 'production' } });
      }
    }
  }
} catch (error) {
  console.error(`[test] ${interrupted ? `stopped by ${interrupted}` : error instanceof Error ? error.message : error}`);
  code = interrupted ? 128 + (interrupted === 'SIGINT' ? 2 : 15) : 1;
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await mailSink?.close();
  await db.stop();
}
process.exit(code);
