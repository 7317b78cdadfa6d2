// Two app instances behind nginx (deploy/nginx/pawtrail.conf.template), sharing PostgreSQL and
// Redis, as production runs them (issue 14). Run by `npm test` after Playwright, against the
// build and database it prepared (DATABASE_URL, REVALIDATE_TOKEN); `npm test -- --scale-only`
// runs it alone. Needs Redis (REDIS_URL, default redis://127.0.0.1:6379): without it the test
// says so and is skipped.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import Redis from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { ensureNginx, startNginx } from '../../scripts/lib/nginx.mjs';
import { sparePort } from '../../scripts/lib/bare-next.mjs';
import { log, redisUrl, revalidate, skipReason, startInstance, waitHealthy } from './instances.mjs';

const skip = await skipReason('multi-instance');

describe('two instances behind nginx', { skip: skip ?? false }, () => {
  const prefix = `scale-${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pawtrail-scale-'));
  const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const emails = [];
  const instances = [];
  let front;
  let nginx;
  let companyBefore;

  const instanceEnv = () => ({
    REDIS_PREFIX: prefix,
    XSRF_SECRET: xsrfSecret,
    MAIL_SECRET_KEY: mailKey,
    TRUST_PROXY: '1',
    SITE_URL: front,
    SHUTDOWN_READY_DELAY_MS: '1000',
  });
  const xsrfSecret = randomBytes(32).toString('base64url');
  const mailKey = process.env.MAIL_SECRET_KEY ?? randomBytes(32).toString('base64url');

  // Stopped from outside (npm test interrupted): take the servers along.
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      for (const child of [nginx, ...instances.map((i) => i.child)]) if (child && child.exitCode === null) child.kill('SIGTERM');
      process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
    });
  }

  before(async () => {
    ensureNginx(log);
    const [p0, p1, p2] = await Promise.all([sparePort(), sparePort(), sparePort()]);
    front = `http://127.0.0.1:${p0}`;
    instances.push(startInstance(p1, instanceEnv()), startInstance(p2, instanceEnv()));
    await Promise.all(instances.map(waitHealthy));
    nginx = await startNginx({ dir, port: p0, appServers: instances.map((i) => `127.0.0.1:${i.port}`) });
    const { rows } = await db.query(`select value from site_setting_texts where key = 'companyName' and locale = 'en'`);
    companyBefore = rows[0].value;
  });

  after(async () => {
    if (companyBefore !== undefined) {
      await db.query(`update site_setting_texts set value = $1 where key = 'companyName' and locale = 'en'`, [companyBefore]);
      const live = instances.find((i) => i.child.exitCode === null);
      if (live) await revalidate(live, ['settings']);
    }
    if (emails.length) await db.query('delete from users where email = any($1::text[])', [emails]);
    nginx?.kill('SIGTERM');
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      [nginx, ...instances.map((i) => i.child)].filter(Boolean).map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
    );
    await db.end();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The XSRF pair on this instance, for a visitor or for a session (it is bound to the session). */
  async function xsrf(base, authToken) {
    const res = await fetch(`${base}/api/xsrf`, { headers: authToken ? { 'x-auth-token': authToken } : {} });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    const token = cookie.split(';')[0].slice('XSRF-TOKEN='.length);
    return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
  }

  async function post(base, pathname, body, headers = {}) {
    const pair = await xsrf(base);
    return fetch(`${base}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...pair, ...headers },
      body: JSON.stringify(body),
    });
  }

  async function newUser(base) {
    const email = `scale-${randomUUID().slice(0, 8)}@example.test`;
    emails.push(email);
    const password = 'lantern meadow violet 27';
    const registered = await post(base, '/api/auth/register', { email, password, name: 'Scale', acceptTerms: true });
    assert.equal(registered.status, 202);
    const login = await post(base, '/api/auth/login', { email, password });
    assert.equal(login.status, 200);
    return { email, token: (await login.json()).token };
  }

  it('a session created on one instance works on the other', async () => {
    const [a, b] = instances;
    const { email, token } = await newUser(a.url);
    const me = await fetch(`${b.url}/api/me`, { headers: { 'x-auth-token': token } });
    assert.equal(me.status, 200);
    assert.equal((await me.json()).email, email);
  });

  it('a rate limit counts the attempts made on both', async () => {
    const [a, b] = instances;
    const { email } = await newUser(a.url);
    const statuses = [];
    // Five wrong passwords per account and address in 15 minutes; the sixth attempt is refused.
    for (let i = 0; i < 6; i += 1) {
      const res = await post((i % 2 ? b : a).url, '/api/auth/login', { email, password: 'wrong horse battery 99' });
      statuses.push(res.status);
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
  });

  it('an avatar uploaded through one instance is served by the other and through nginx', async () => {
    const [a, b] = instances;
    const { token } = await newUser(a.url);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f7d5b' } })
      .png()
      .toBuffer();
    const pair = await xsrf(a.url, token);
    const res = await fetch(`${a.url}/api/me/avatar`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', origin: a.url, 'x-auth-token': token, ...pair },
      body: png,
    });
    assert.equal(res.status, 200);
    const { avatarUrl } = await res.json();
    assert.match(avatarUrl, /^\/api\/avatars\/[a-f0-9]{32}$/);
    for (const base of [b.url, front]) {
      const image = await fetch(`${base}${avatarUrl}`);
      assert.equal(image.status, 200);
      assert.equal(image.headers.get('content-type'), 'image/webp');
      assert.equal(
        Buffer.from(await image.arrayBuffer())
          .subarray(8, 12)
          .toString('latin1'),
        'WEBP',
      );
    }
  });

  it('a content publish through one instance shows on the other and through nginx within 5 seconds', async () => {
    const [a, b] = instances;
    const page = async (base) => (await fetch(`${base}/index`)).text();
    // Both instances and the front cache hold the page.
    for (const base of [a.url, b.url, front]) assert.ok((await page(base)).includes(companyBefore.replace(/\.$/, '')));
    const company = `Pawtrail Scale ${randomBytes(3).toString('hex')} Ltd.`;
    await db.query(`update site_setting_texts set value = $1 where key = 'companyName' and locale = 'en'`, [company]);
    // Not published yet: the other instance still serves its cached page.
    assert.ok(!(await page(b.url)).includes(company.replace(/\.$/, '')), 'the instance served the change before it was published');
    const published = Date.now();
    await revalidate(a, ['settings']);
    for (const base of [b.url, front]) {
      for (;;) {
        if ((await page(base)).includes(company.replace(/\.$/, ''))) break;
        assert.ok(Date.now() - published < 5_000, `${base === front ? 'nginx' : 'the other instance'} still served the old page 5 s after the publish`);
        await sleep(100);
      }
    }
  });

  it('nginx keeps locales apart and caches only public pages', async () => {
    const en = await fetch(`${front}/index`);
    const de = await fetch(`${front}/de/index`);
    assert.match(await en.text(), /<html[^>]+lang="en"/);
    assert.match(await de.text(), /<html[^>]+lang="de"/);
    // A visitor who chose German is sent to /de/index, although /index is cached in English.
    const chosen = await fetch(`${front}/index`, { headers: { cookie: 'NEXT_LOCALE=de' }, redirect: 'manual' });
    assert.equal(chosen.status, 307);
    assert.match(chosen.headers.get('location'), /\/de\/index$/);
    const again = await fetch(`${front}/index`);
    assert.equal(again.headers.get('x-cache-status'), 'HIT');
    assert.equal(again.headers.get('set-cookie'), null);
    const api = await fetch(`${front}/api/health`);
    assert.equal(api.headers.get('x-cache-status'), null);
    const staff = await fetch(`${front}/index`, { headers: { cookie: 'pt_staff=x' } });
    assert.equal(staff.headers.get('x-cache-status'), 'BYPASS');
  });

  it('SIGTERM to one instance under load fails no request', async () => {
    const [a, b] = instances;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const get = (pathname) =>
      new Promise((resolve) => {
        const req = http.get(`${front}${pathname}`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
          res.on('error', () => resolve('reset'));
        });
        req.on('error', (error) => resolve(error.code ?? 'error'));
      });
    // Uncached paths, so that every request reaches an instance: the API.
    const paths = ['/api/health', '/api/products', '/api/search?q=collar'];
    const outcomes = new Map();
    let total = 0;
    const end = Date.now() + 10_000;
    const client = async (n) => {
      for (let i = n; Date.now() < end; i += 1) {
        const status = await get(paths[i % paths.length]);
        total += 1;
        if (status !== 200) outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
      }
    };
    const exited = new Promise((resolve) => a.child.once('exit', (code) => resolve(code)));
    const load = Promise.all(Array.from({ length: 10 }, (_, n) => client(n)));
    await sleep(3_000);
    a.child.kill('SIGTERM');
    await load;
    agent.destroy();
    assert.equal(await exited, 0, 'the drained instance exited with an error');
    assert.ok(total > 100, `only ${total} requests were made`);
    assert.deepEqual(Object.fromEntries(outcomes), {}, `failed requests out of ${total}`);
    assert.equal(b.child.exitCode, null);
  });
});
