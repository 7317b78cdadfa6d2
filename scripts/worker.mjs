// `npm run worker`: the site's background work in a process of its own (scripts/worker.ts) — mail
// delivery and retries, scheduled publishing, the sweep of expired rows — for a site whose app
// instances run with WORKERS=off (docs/deploy.md). Uses DATABASE_URL, or the embedded database of a
// running `npm start`; MAIL_SECRET_KEY and REVALIDATE_TOKEN as `npm start` keeps them in .data
// when unset. SIGTERM/SIGINT are passed on; it exits with the worker's code.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { revalidateToken } from './lib/content.mjs';
import { openDatabase } from './lib/database.mjs';
import { mailSecretKey } from './lib/mail-secret-key.mjs';

const root = path.resolve(import.meta.dirname, '..');
const db = await openDatabase({ reuseRunning: true });
// react-server: the server modules it runs import 'server-only', which is empty under that condition.
const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/worker.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: db.url,
    MAIL_SECRET_KEY: mailSecretKey(),
    REVALIDATE_TOKEN: revalidateToken(),
    WORKER_APP_URL: process.env.WORKER_APP_URL || process.env.SITE_URL || `http://localhost:${process.env.PORT ?? 3000}`,
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
const code = await new Promise((resolve) => child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
await db.stop();
process.exit(code);
