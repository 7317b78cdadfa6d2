import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { until } from '@/test/until';
import { createPageMemo, memoKey, negotiateEncoding, shareableFor, type MemoTicket } from './page-memo.mjs';

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 's-maxage=31536000',
  'Content-Security-Policy': "script-src 'self' 'sha256-abc'",
  Vary: 'rsc, next-router-state-tree, Accept-Encoding',
};

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A stand-in for scripts/server.mjs in front of Next.js: the memo answers what it can; the "app"
 * answers the rest (counting its calls), and its body is recorded the way hashInlineScripts hands
 * it over: complete, with the head not yet written.
 */
function harness(options: { ttlMs?: number; maxBytes?: number } = {}) {
  const state = {
    clock: 0,
    generation: 0,
    appCalls: 0,
    /** The app's answer per request; by default a shareable page naming the path and chosen locale. */
    reply: (req: http.IncomingMessage): Reply => ({
      status: 200,
      headers: PAGE_HEADERS,
      body: `<html><body>${req.url} ${/NEXT_LOCALE=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'en'} ${'x'.repeat(2000)}</body></html>`,
    }),
    /** When set, the app waits for it before answering (a slow render). */
    gate: null as Promise<void> | null,
  };
  const memo = createPageMemo({ ttlMs: options.ttlMs ?? 1000, maxBytes: options.maxBytes, now: () => state.clock, generation: () => state.generation });
  const server = http.createServer(async (req, res) => {
    const ticket = memo.serve(req, res);
    if (ticket === true) return;
    if (ticket) res.on('close', () => memo.settle(ticket as MemoTicket));
    state.appCalls += 1;
    if (state.gate) await state.gate;
    const { status, headers, body } = state.reply(req);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const bytes = Buffer.from(body);
    // A stored compression of the same body is sent as it is (scripts/lib/script-hashes.mjs).
    const stored = ticket ? memo.record(ticket as MemoTicket, res, status, bytes) : undefined;
    if (stored) res.setHeader('Content-Encoding', stored.encoding);
    const sent = stored?.body ?? bytes;
    res.setHeader('Content-Length', sent.length);
    res.writeHead(status);
    res.end(sent);
  });
  return { state, memo, server };
}

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('negotiateEncoding', () => {
  it('prefers Brotli, falls back to gzip, honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.5, br;q=0.2')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });
});

describe('memoKey', () => {
  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers: { host: 'site', ...headers } }) as never;

  it('keys a prefixed path by its path, and an unprefixed one by the language the visitor chose', () => {
    expect(memoKey(req('/de/index'))).toBe('|site/de/index|path');
    expect(memoKey(req('/de/index', { cookie: 'NEXT_LOCALE=ja' }))).toBe('|site/de/index|path');
    expect(memoKey(req('/index'))).toBe('|site/index|');
    expect(memoKey(req('/index', { cookie: 'a=1; NEXT_LOCALE=ja' }))).toBe('|site/index|ja');
    // English and an unknown value are the same as no choice: the app answers them alike.
    expect(memoKey(req('/index', { cookie: 'NEXT_LOCALE=en' }))).toBe('|site/index|');
    expect(memoKey(req('/index', { cookie: 'NEXT_LOCALE=xx' }))).toBe('|site/index|');
    expect(memoKey(req('/productsShow?id=c4'))).toBe('|site/productsShow?id=c4|');
  });

  it('keeps https answers (with HSTS) apart from plain ones', () => {
    expect(memoKey(req('/index', { 'x-forwarded-proto': 'https' }))).toBe('https|site/index|');
    expect(memoKey(req('/index', { 'x-forwarded-proto': 'https' }))).not.toBe(memoKey(req('/index')));
  });

  it('passes by client navigation, conditional requests, signed-in and staff traffic, other methods, the API and the back office', () => {
    const passing: Record<string, string>[] = [
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { 'next-router-state-tree': '%5B%5D' },
      { 'if-none-match': '"x"' },
      { range: 'bytes=0-10' },
      { authorization: 'Bearer t' },
      { cookie: 'pt_staff=abc' },
      { cookie: 'NEXT_LOCALE=de; pt_preview=abc' },
      { 'x-pawtrail-not-found': 'token' },
    ];
    for (const headers of passing) expect(memoKey(req('/index', headers))).toBeNull();
    expect(memoKey(req('/index', {}, 'HEAD'))).toBeNull();
    expect(memoKey(req('/index', {}, 'POST'))).toBeNull();
    expect(memoKey(req('/api/health'))).toBeNull();
    expect(memoKey(req('/admin/login'))).toBeNull();
    expect(memoKey(req('/_next/static/chunks/a.js'))).toBeNull();
  });
});

describe('shareableFor', () => {
  const page = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000' };
  it('shares a pre-rendered page for the memo time, and for less when the page says so', () => {
    expect(shareableFor(200, page, 1000)).toBe(1000);
    expect(shareableFor(200, { ...page, 'cache-control': 's-maxage=0, stale-while-revalidate' }, 1000)).toBe(0);
  });
  it('shares nothing personal, failed, stale or not HTML', () => {
    expect(shareableFor(404, page, 1000)).toBe(0);
    expect(shareableFor(200, { ...page, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, 1000)).toBe(0);
    expect(shareableFor(200, { ...page, 'cache-control': 'no-store' }, 1000)).toBe(0);
    expect(shareableFor(200, { ...page, 'set-cookie': ['a=1'] }, 1000)).toBe(0);
    expect(shareableFor(200, { ...page, 'x-nextjs-cache': 'STALE' }, 1000)).toBe(0);
    expect(shareableFor(200, { ...page, 'content-type': 'application/json' }, 1000)).toBe(0);
    expect(shareableFor(200, { 'content-type': 'text/html' }, 1000)).toBe(0);
  });
});

describe('the page memo in front of an app', () => {
  let h: ReturnType<typeof harness>;
  let base = '';
  const start = async (options?: Parameters<typeof harness>[0]) => {
    h = harness(options);
    await new Promise<void>((resolve) => h.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(h.server.address() as AddressInfo).port}`;
  };
  afterEach(() => new Promise<void>((resolve) => h.server.close(() => resolve())));

  it('answers a page the app has just rendered without asking it again, with the same bytes and headers', async () => {
    await start();
    const first = await get(base, '/de/index');
    const second = await get(base, '/de/index');
    expect(h.state.appCalls).toBe(1);
    expect(first.headers['x-page-memo']).toBe('MISS');
    expect(second.headers['x-page-memo']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-security-policy']).toBe(PAGE_HEADERS['Content-Security-Policy']);
    expect(second.headers['content-length']).toBe(String(first.body.length));
    expect(second.headers.vary).toContain('Accept-Encoding');
  });

  it('never gives one language the page of another', async () => {
    await start();
    const english = await get(base, '/index');
    const japanese = await get(base, '/index', { cookie: 'NEXT_LOCALE=ja' });
    const englishAgain = await get(base, '/index');
    const japaneseAgain = await get(base, '/index', { cookie: 'NEXT_LOCALE=ja' });
    expect(english.body.toString()).toContain('/index en');
    expect(japanese.body.toString()).toContain('/index ja');
    expect(englishAgain.body.toString()).toContain('/index en');
    expect(japaneseAgain.body.toString()).toContain('/index ja');
    expect(h.state.appCalls).toBe(2);
  });

  it('sends each encoding a client asks for, compressed once, decoding to the same page', async () => {
    await start();
    const plain = await get(base, '/index');
    const br = await get(base, '/index', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(base, '/index', { 'accept-encoding': 'gzip' });
    const brAgain = await get(base, '/index', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotliDecompressSync(brAgain.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(h.state.appCalls).toBe(1);
  });

  it('answers at once with a quick compression, then sends the page compressed well while it stays the same', async () => {
    // A list page: varied text, where a high compression level finds more to share than a quick one.
    const list = `<html><body><ul>${Array.from({ length: 400 }, (_, i) => `<li class="card"><a href="/productsShow?id=p${(i * 7919) % 1013}">Collar ${(i * 104729) % 9973}</a><span>${(i * 37) % 100}.99 €</span></li>`).join('')}</ul></body></html>`;
    await start();
    h.state.reply = () => ({ status: 200, headers: PAGE_HEADERS, body: list });
    const br = { 'accept-encoding': 'br' };
    await get(base, '/products');
    const quick = await get(base, '/products', br);
    await h.memo.whenRefined();
    const well = await get(base, '/products', br);
    expect(brotliDecompressSync(quick.body).toString()).toBe(list);
    expect(brotliDecompressSync(well.body).toString()).toBe(list);
    expect(well.body.length).toBeLessThan(quick.body.length * 0.8);
    expect(well.headers['content-length']).toBe(String(well.body.length));
    const gzipped = await get(base, '/products', { 'accept-encoding': 'gzip' });
    await h.memo.whenRefined();
    expect(gunzipSync((await get(base, '/products', { 'accept-encoding': 'gzip' })).body).toString()).toBe(list);
    expect(gunzipSync(gzipped.body).toString()).toBe(list);

    // A refresh with the same page keeps the good copy; a changed page starts again from a quick one.
    h.state.clock += 1001;
    await get(base, '/products');
    expect((await get(base, '/products', br)).body.equals(well.body)).toBe(true);
    h.state.clock += 1001;
    h.state.reply = () => ({ status: 200, headers: PAGE_HEADERS, body: list.replace('Collar', 'Harness') });
    await get(base, '/products');
    const changed = await get(base, '/products', br);
    expect(brotliDecompressSync(changed.body).toString()).toContain('Harness');
    expect(h.state.appCalls).toBe(3);
  });

  it('sends a page asked for less than once a memo time compressed well from its third request, while it stays the same', async () => {
    const list = `<html><body><ol>${Array.from({ length: 300 }, (_, i) => `<li><a href="/newsShow?id=n${(i * 7919) % 1013}">Article ${(i * 104729) % 9973}</a></li>`).join('')}</ol></body></html>`;
    await start();
    h.state.reply = () => ({ status: 200, headers: PAGE_HEADERS, body: list });
    const br = { 'accept-encoding': 'br' };
    // Every request comes after the memo time: each one is a refresh the app answers.
    const visit = async () => {
      h.state.clock += 1001;
      const got = await get(base, '/news', br);
      await h.memo.whenRefined();
      return got;
    };
    // The first two are the app's own answers (the stand-in app compresses nothing; the server's
    // compression middleware would, quickly); the second showed the page unchanged.
    const first = await visit();
    const second = await visit();
    expect([first.headers['content-encoding'], second.headers['content-encoding']]).toEqual([undefined, undefined]);
    const third = await visit();
    expect(h.state.appCalls).toBe(3);
    expect(third.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(third.body).toString()).toBe(list);
    const quick = brotliCompressSync(list, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(third.body.length).toBeLessThan(quick.length * 0.8);
    expect(third.headers['content-length']).toBe(String(third.body.length));
    // A client that takes no compression gets the page itself.
    h.state.clock += 1001;
    expect((await get(base, '/news')).body.toString()).toBe(list);
  });

  it('keeps nothing of a good compression that ends after a revalidation', async () => {
    await start();
    await get(base, '/index');
    await get(base, '/index', { 'accept-encoding': 'br' });
    h.state.generation += 1;
    await h.memo.whenRefined();
    expect(h.memo.size).toBe(0);
    expect(h.memo.bytes).toBe(0);
    expect((await get(base, '/index', { 'accept-encoding': 'br' })).headers['x-page-memo']).toBe('MISS');
  });

  it('leaves to the app what it must answer itself', async () => {
    await start();
    await get(base, '/index');
    const passing: Record<string, string>[] = [{ rsc: '1' }, { authorization: 'Bearer t' }, { 'if-none-match': '"x"' }, { cookie: 'pt_staff=s' }];
    for (const headers of passing) await get(base, '/index', headers);
    await get(base, '/index', {}, 'HEAD');
    expect(h.state.appCalls).toBe(6);
  });

  it('does not keep personal, failed or stale answers', async () => {
    await start();
    const replies: Reply[] = [
      { status: 200, headers: { ...PAGE_HEADERS, 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, body: 'mine' },
      { status: 404, headers: PAGE_HEADERS, body: 'gone' },
      { status: 200, headers: { ...PAGE_HEADERS, 'x-nextjs-cache': 'STALE' }, body: 'old' },
    ];
    for (const reply of replies) {
      h.state.reply = () => reply;
      await get(base, '/page');
      const again = await get(base, '/page');
      expect(again.body.toString()).toBe(reply.body);
      expect(again.headers['x-page-memo']).toBeUndefined();
    }
    expect(h.state.appCalls).toBe(6);
  });

  it('forgets everything at a revalidation, so a publish shows at once', async () => {
    await start();
    h.state.reply = () => ({ status: 200, headers: PAGE_HEADERS, body: 'before' });
    await get(base, '/de/index');
    h.state.reply = () => ({ status: 200, headers: PAGE_HEADERS, body: 'after' });
    expect((await get(base, '/de/index')).body.toString()).toBe('before');
    h.state.generation += 1;
    expect((await get(base, '/de/index')).body.toString()).toBe('after');
    expect(h.memo.size).toBe(1);
  });

  it('does not keep a page rendered across a revalidation', async () => {
    await start();
    let release = () => {};
    h.state.gate = new Promise<void>((resolve) => (release = resolve));
    const pending = get(base, '/de/index');
    await until(() => h.state.appCalls === 1);
    h.state.generation += 1;
    h.state.gate = null;
    release();
    await pending;
    expect(h.memo.size).toBe(0);
  });

  it('after the memo time, lets one request refresh the page while the others get the previous copy', async () => {
    await start({ ttlMs: 1000 });
    h.state.reply = () => ({ status: 200, headers: PAGE_HEADERS, body: 'v1' });
    await get(base, '/de/index');
    h.state.clock = 1500;
    h.state.reply = () => ({ status: 200, headers: PAGE_HEADERS, body: 'v2' });
    let release = () => {};
    h.state.gate = new Promise<void>((resolve) => (release = resolve));
    const refresher = get(base, '/de/index');
    await until(() => h.state.appCalls === 2);
    const during = await get(base, '/de/index');
    expect(during.body.toString()).toBe('v1');
    expect(during.headers['x-page-memo']).toBe('STALE');
    h.state.gate = null;
    release();
    expect((await refresher).body.toString()).toBe('v2');
    const after = await get(base, '/de/index');
    expect(after.body.toString()).toBe('v2');
    expect(after.headers['x-page-memo']).toBe('HIT');
    expect(h.state.appCalls).toBe(2);
  });

  it('drops a page whose refresh is no longer shareable (it was deleted, or became personal)', async () => {
    await start({ ttlMs: 1000 });
    await get(base, '/productsShow?id=c4');
    h.state.clock = 1500;
    h.state.reply = () => ({ status: 404, headers: PAGE_HEADERS, body: 'not found' });
    expect((await get(base, '/productsShow?id=c4')).status).toBe(404);
    expect((await get(base, '/productsShow?id=c4')).status).toBe(404);
    expect(h.state.appCalls).toBe(3);
  });

  it('keeps within its byte limit by letting the oldest pages go', async () => {
    await start({ maxBytes: 5000 });
    for (const path of ['/a', '/b', '/c', '/d']) await get(base, path);
    expect(h.memo.bytes).toBeLessThanOrEqual(5000);
    expect(h.memo.size).toBe(2);
    await get(base, '/d');
    await get(base, '/a');
    expect(h.state.appCalls).toBe(5);
  });

  it('is off with a memo time of 0', async () => {
    await start({ ttlMs: 0 });
    await get(base, '/index');
    await get(base, '/index');
    expect(h.state.appCalls).toBe(2);
  });
});
