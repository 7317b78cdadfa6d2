// What the scale tests share: Redis (REDIS_URL, default redis://127.0.0.1:6379) and app instances
// of this build started on their own ports, as production runs them beside each other.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Redis from 'ioredis';

const root = path.resolve(import.meta.dirname, '../..');
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const log = (msg) => console.log(`[scale] ${msg}`);

async function redisReachable() {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Why `test` cannot run here (no database from npm test, no Redis), said once; null when it can. */
export async function skipReason(test) {
  const reason = !process.env.DATABASE_URL
    ? 'DATABASE_URL is not set (run it through npm test)'
    : (await redisReachable())
      ? null
      : `no Redis answers at ${redisUrl}`;
  if (reason) log(`SKIPPED: ${reason}. Start Redis (or set REDIS_URL) to run the ${test} test.`);
  return reason;
}

/** An app instance on `port` with Redis, quiet logs and the test's own settings (`env`). */
export function startInstance(port, env) {
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), REDIS_URL: redisUrl, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { port, child, url: `http://127.0.0.1:${port}` };
}

export async function waitHealthy(instance) {
  for (let i = 0; i < 240; i += 1) {
    if (instance.child.exitCode !== null) throw new Error(`instance on ${instance.port} exited`);
    const ok = await fetch(`${instance.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`instance on ${instance.port} did not become healthy`);
}

/** Expires the pages of these cache tags on every instance (one of them is asked; Redis tells the others). */
export async function revalidate(instance, tags) {
  const res = await fetch(`${instance.url}/api/content/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.REVALIDATE_TOKEN}` },
    body: JSON.stringify({ tags }),
  });
  assert.equal(res.status, 200, `revalidate answered ${res.status}`);
}
