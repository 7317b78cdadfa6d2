import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from './fixtures';
import pg from 'pg';

/**
 * The production server (scripts/server.mjs) as a load balancer and an attacker meet it: graceful
 * shutdown under load (issue 11, item 16) and request bodies limited before they are read (item 10).
 * Each test starts a server of its own (the build exists by the time Playwright runs).
 */
const root = path.resolve(__dirname, '..');
// One server at a time: each is a whole Next.js instance, and the machine has two cores.
test.describe.configure({ mode: 'serial' });

/** A port nobody listens on now (the system picks it), so parallel workers never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** Servers a test started; one that fails half-way must not leave its server running. */
const started: ChildProcess[] = [];
test.afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** A server process on a free port, its output collected; `startServer` waits until it listens. */
async function spawnServer(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SHUTDOWN_READY_DELAY_MS: '1500',
      MAIL_SECRET_KEY: process.env.MAIL_SECRET_KEY ?? 'e2e-mail-secret-key-of-the-test-servers-0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return { child, port, output: () => out, exited };
}

async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const server = await spawnServer(env);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${server.output()}`)), 30_000);
    server.child.stdout!.on('data', () => {
      if (server.output().includes('"msg":"listening"')) {
        clearTimeout(timer);
        resolve(server);
      }
    });
  });
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

function get(port: number, pathname: string, agent?: http.Agent): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent: agent ?? false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** A valid anti-forgery pair from this server (its own per-process secret). */
async function xsrfPair(port: number) {
  const res = await get(port, '/api/xsrf');
  const token = /XSRF-TOKEN=([^;]+)/.exec(String(res.headers['set-cookie']))![1]!;
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}

/** Writes raw bytes and resolves with the raw answer once the server has sent a whole status line and closed or answered. */
function raw(port: number, head: string, bodyPart: string): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head + bodyPart));
    let text = '';
    socket.on('data', (c: Buffer) => {
      text += c.toString();
      if (
        /\r\n\r\n/.test(text) &&
        (/content-length: (\d+)/i.test(text) ? text.split('\r\n\r\n')[1]!.length >= Number(/content-length: (\d+)/i.exec(text)![1]) : true)
      ) {
        resolve({ text, ms: Date.now() - started });
        socket.destroy();
      }
    });
    socket.on('end', () => resolve({ text, ms: Date.now() - started }));
    socket.on('error', reject);
  });
}

test('an instance with an invalid setting stops before it listens, naming the setting, instead of answering 500', async () => {
  const server = await spawnServer({ METRICS_TOKEN: 'too-short' });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('METRICS_TOKEN: must be at least 32 characters');
  expect(server.output()).not.toContain('"msg":"listening"');
  expect(await refused(server.port)).toBe(true);
});

test('SIGTERM: not ready at once, the request in flight completes, then new connections are refused; one JSON log line per request', async () => {
  const server = await startServer();
  const pair = await xsrfPair(server.port);
  const body = JSON.stringify({ name: 'Shutdown test', message: 'Sent while the server was stopping.' });
  const half = Math.floor(body.length / 2);
  let finish!: () => void;
  const response = new Promise<{ status: number; json: { id?: string } }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/api/messages',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...pair },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as { id?: string } }));
      },
    );
    req.on('error', reject);
    // The rest of the body is sent only after SIGTERM: the request is in flight while the server stops.
    req.write(body.slice(0, half), () => {
      finish = () => req.end(body.slice(half));
      server.child.kill('SIGTERM');
    });
  });
  await expect.poll(async () => (await get(server.port, '/api/ready')).status).toBe(503);
  expect((await get(server.port, '/index')).status).toBe(200);
  await expect.poll(() => refused(server.port), { timeout: 10_000 }).toBe(true);
  finish();

  const { status, json } = await response;
  expect(status).toBe(201);
  expect(json.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(await server.exited).toBe(0);

  const lines = server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', method: 'POST', path: '/api/messages', status: 201 }));
  expect(lines).toContainEqual(expect.objectContaining({ msg: 'stopped', inFlight: 0 }));

  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  await db.query('delete from outbox where kind = $1 and text like $2', ['message-notification', '%Shutdown test%']);
  const deleted = await db.query('delete from messages where id = $1', [json.id]);
  await db.end();
  expect(deleted.rowCount).toBe(1);
});

test('SIGTERM under load: 10 keep-alive clients see no failed request while the instance leaves', async () => {
  test.setTimeout(60_000);
  const server = await startServer({ SHUTDOWN_READY_DELAY_MS: '2000' });
  const paths = ['/index', '/api/health', '/api/products?limit=2', '/de/c4', '/api/news?limit=2'];
  let notReadySince = 0;
  const failures: string[] = [];
  let served = 0;
  let servedAfterSignal = 0;
  let signalled = false;
  // A load balancer stops sending once readiness has failed for a while (here 1 s, inside the 2 s delay).
  const keepSending = () => !notReadySince || Date.now() - notReadySince < 1_000;

  async function client(n: number) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; keepSending(); i += 1) {
      const pathname = paths[(n + i) % paths.length]!;
      try {
        const res = await get(server.port, pathname, agent);
        if (res.status >= 500) failures.push(`${pathname} → ${res.status}`);
        served += 1;
        if (signalled) servedAfterSignal += 1;
      } catch (error) {
        failures.push(`${pathname} → ${(error as Error).message}`);
      }
    }
    agent.destroy();
  }

  const clients = Array.from({ length: 10 }, (_, n) => client(n));
  await expect.poll(() => served, { timeout: 20_000 }).toBeGreaterThan(50);
  signalled = true;
  server.child.kill('SIGTERM');
  await expect.poll(async () => (await get(server.port, '/api/ready')).status).toBe(503);
  notReadySince = Date.now();
  await Promise.all(clients);
  expect(await server.exited).toBe(0);
  expect(failures).toEqual([]);
  expect(servedAfterSignal).toBeGreaterThan(10);
});

test('SIGTERM with keep-alive clients sending through the end: no connection is reset, each request is answered or refused at connect once the listener has closed', async () => {
  test.setTimeout(60_000);
  const server = await startServer({ SHUTDOWN_READY_DELAY_MS: '1500' });
  const paths = ['/api/health', '/index', '/api/products?limit=2', '/de/c4', '/api/news?limit=2'];
  const failures: string[] = [];
  let signalled = false;
  let answeredAfterSignal = 0;
  let closedByServer = 0;
  let refusedClients = 0;
  let served = 0;

  // Each client sends its next request as soon as it has the answer, until it cannot connect any more.
  async function client(n: number) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; ; i += 1) {
      const pathname = paths[(n + i) % paths.length]!;
      try {
        const res = await get(server.port, pathname, agent);
        if (res.status >= 500) failures.push(`${pathname} → ${res.status}`);
        served += 1;
        if (signalled) answeredAfterSignal += 1;
        if (res.headers.connection === 'close') closedByServer += 1;
      } catch (error) {
        const { code, message } = error as NodeJS.ErrnoException;
        // Refused at connect: nothing listens any more. Anything else (ECONNRESET, "socket hang up") is a failure.
        if (code === 'ECONNREFUSED' && signalled) refusedClients += 1;
        else failures.push(`${pathname} → ${code ?? ''} ${message}`);
        break;
      }
    }
    agent.destroy();
  }

  const clients = Array.from({ length: 8 }, (_, n) => client(n));
  await expect.poll(() => served, { timeout: 20_000 }).toBeGreaterThan(40);
  signalled = true;
  server.child.kill('SIGTERM');
  await Promise.all(clients);
  expect(await server.exited).toBe(0);
  expect(failures).toEqual([]);
  expect(refusedClients).toBe(8);
  // The clients kept sending on their open connections after the signal and were told to close them.
  expect(answeredAfterSignal).toBeGreaterThan(8);
  expect(closedByServer).toBeGreaterThanOrEqual(8);
  const lines = server.output().split('\n');
  expect(lines.some((l) => l.includes('"msg":"not accepting"'))).toBe(true);
});

test('a body declared over 1 MB is refused at once (413, localized), before it is read', async () => {
  const server = await startServer();
  const head = 'POST /api/messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nx-lang: de\r\nContent-Length: 5000000\r\n\r\n';
  const answer = await raw(server.port, head, '{"message":"x"');
  expect(answer.text).toMatch(/^HTTP\/1\.1 413/);
  expect(answer.ms).toBeLessThan(3_000);
  expect(JSON.parse(answer.text.split('\r\n\r\n')[1]!)).toEqual({ error: { code: 'payload_too_large', message: 'Die Anfrage ist zu groß.' } });
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
});

test('the upload routes take files up to their own limits, not the 1 MB of other bodies', async () => {
  const server = await startServer();
  const post = (path: string, bytes: number) =>
    raw(server.port, `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/png\r\nContent-Length: ${bytes}\r\n\r\n`, '\x89PNG');
  const status = (answer: { text: string }) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.text)?.[1]);
  const MB = 1024 * 1024;
  // Let through to the route, which refuses it for its own reason (no anti-forgery pair here), not for its size.
  expect(status(await post('/api/me/avatar', 1.5 * MB))).toBe(403);
  expect(status(await post('/api/admin/media', 8 * MB))).toBe(403);
  expect(status(await post('/api/admin/downloads/files', 20 * MB))).toBe(403);
  expect(status(await post('/api/me/avatar', 3 * MB))).toBe(413);
  expect(status(await post('/api/admin/media', 11 * MB))).toBe(413);
  expect(status(await post('/api/admin/downloads/files', 26 * MB))).toBe(413);
  expect(status(await post('/api/messages', 1.5 * MB))).toBe(413);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
});

test('a slow body times out with 408 instead of holding the connection', async () => {
  const server = await startServer({ REQUEST_TIMEOUT_MS: '1500' });
  // A valid anti-forgery pair, so the handler gets as far as reading the body.
  const pair = await xsrfPair(server.port);
  const head = `POST /api/messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nCookie: ${pair.cookie}\r\nX-XSRF-Token: ${pair['x-xsrf-token']}\r\nContent-Length: 100\r\n\r\n`;
  const answer = await raw(server.port, head, '{"message"');
  expect(answer.text).toMatch(/^HTTP\/1\.1 408/);
  expect(answer.ms).toBeGreaterThanOrEqual(1_400);
  expect(answer.ms).toBeLessThan(5_000);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
});

test('a pre-rendered page is shared between plain requests for a second, never across languages, and a revalidation ends that at once', async () => {
  const token = 'page-memo-test-token-'.padEnd(48, '0');
  const server = await startServer({ REVALIDATE_TOKEN: token });
  const origin = `http://127.0.0.1:${server.port}`;
  const page = async (pathname: string, headers: Record<string, string> = {}, redirect: RequestRedirect = 'manual') => {
    const res = await fetch(`${origin}${pathname}`, { headers, redirect });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };

  const first = await page('/de/index');
  const second = await page('/de/index');
  expect(first.status).toBe(200);
  expect(first.headers.get('x-page-memo')).toBe('MISS');
  expect(second.headers.get('x-page-memo')).toBe('HIT');
  expect(second.text).toBe(first.text);
  expect(second.text).toContain('<html lang="de"');
  // The page's own script hashes travel with it.
  expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  expect(second.headers.get('content-security-policy')).toMatch(/script-src 'self' 'report-sample' 'sha256-/);

  // An unprefixed path is English, or a redirect for a visitor who chose another language.
  await page('/index');
  const english = await page('/index');
  expect(english.headers.get('x-page-memo')).toBe('HIT');
  expect(english.text).toContain('<html lang="en"');
  const chosen = await page('/index', { cookie: 'NEXT_LOCALE=de' });
  expect(chosen.status).toBe(307);
  expect(chosen.headers.get('location')).toMatch(/\/de\/index$/);

  // Client navigation asks for the RSC payload: Next.js answers it, not the memo.
  const rsc = await page('/de/index', { rsc: '1' }, 'follow');
  expect(rsc.headers.get('content-type')).toContain('text/x-component');
  expect(rsc.headers.get('x-page-memo')).toBeNull();

  // Content published: the next request renders again instead of getting the copy.
  const revalidated = await fetch(`${origin}/api/content/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: ['faq'] }),
  });
  expect(revalidated.status).toBe(200);
  const afterPublish = await page('/de/index');
  expect(afterPublish.status).toBe(200);
  expect(afterPublish.headers.get('x-page-memo')).toBe('MISS');

  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  // Every request is logged, the ones answered from the memo too: two, the RSC request and the
  // address Next.js redirects it to (its cache-busting `_rsc`), and the one after the publish.
  const logged = server
    .output()
    .split('\n')
    .filter((l) => l.includes('"msg":"request"') && l.includes('"path":"/de/index"'));
  expect(logged).toHaveLength(5);
});

test('each answer carries its own request id, the one in its log line; a sent id is kept only from a trusted proxy', async () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const sent = 'nginx-0123456789abcdef';
  const withId = (port: number, pathname: string) =>
    new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: pathname, agent: false, headers: { 'x-request-id': sent } }, (res) => {
          res.resume();
          res.on('end', () => resolve(String(res.headers['x-request-id'])));
        })
        .on('error', reject);
    });

  const direct = await startServer();
  // The second /index is the page memo's copy: it must not repeat the first answer's id.
  const ids = [
    (await get(direct.port, '/index')).headers['x-request-id'],
    (await get(direct.port, '/index')).headers['x-request-id'],
    (await get(direct.port, '/api/health')).headers['x-request-id'],
  ];
  for (const id of ids) expect(id).toMatch(uuid);
  expect(new Set(ids).size).toBe(3);
  // Not behind a trusted proxy, a client's own id is replaced.
  expect(await withId(direct.port, '/api/health')).toMatch(uuid);
  direct.child.kill('SIGTERM');
  expect(await direct.exited).toBe(0);
  const logged = direct
    .output()
    .split('\n')
    .filter((l) => l.includes('"msg":"request"'))
    .map((l) => (JSON.parse(l) as { id: string }).id);
  for (const id of ids) expect(logged).toContain(id);

  const proxied = await startServer({ TRUST_PROXY: '1' });
  expect(await withId(proxied.port, '/api/health')).toBe(sent);
  proxied.child.kill('SIGTERM');
  expect(await proxied.exited).toBe(0);
  expect(proxied.output()).toContain(`"id":"${sent}"`);
});
