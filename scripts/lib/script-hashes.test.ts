import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { hashInlineScripts, inlineScriptHashes, withScriptHashes } from './script-hashes.mjs';

/** An RSC payload row as Next.js writes it, and its SHA-256 (computed apart, with openssl). */
const FLIGHT = 'self.__next_f.push([1,"Hello, world."])';
const FLIGHT_HASH = "'sha256-elq5xe0XIW2i1b2NBzRv7wXQF7D+NO/pZptoDK1PYQA='";

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts Next.js writes exactly as the browser does', () => {
    expect(inlineScriptHashes(`<p>x</p><script>${FLIGHT}</script>`)).toEqual([FLIGHT_HASH]);
  });

  it('skips external scripts and data blocks, and lists a repeated script once', () => {
    const html = [
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      `<script>${FLIGHT}</script>`,
      `<script type="text/javascript">${FLIGHT}</script>`,
      '<script id="x">self.__next_f.push([1,"é"])</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toHaveLength(3);
  });

  it('gives no hash to a script that came with content, even one dressed as a framework script', () => {
    const injected = [
      "<script>alert('Hello, world.');</script>",
      '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
      '<script>self.__next_f.push([1,"x"],alert(1))</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0]);alert(1)</script>',
      '<script>$RC("B:0","S:0");alert(1)</script>',
      '<script>$RC("B:0",alert(1))</script>',
      '<script type="module">import("/x.js")</script>',
    ];
    const html = `<html><head><script>${FLIGHT}</script></head><body><article>${injected.join('')}</article></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([FLIGHT_HASH]);
  });

  it('adds the hashes to script-src only', () => {
    const policy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";
    expect(withScriptHashes(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'",
    );
    expect(withScriptHashes(policy, [])).toBe(policy);
  });
});

describe('hashInlineScripts on a response', () => {
  const POLICY = "default-src 'self'; script-src 'self'";
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hashInlineScripts(req, res);
      res.setHeader('Content-Security-Policy', POLICY);
      if (req.url === '/page') {
        // Streamed the way Next.js streams a page: head first, then chunks, a script split across two of them.
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.write('<!DOCTYPE html><html><body><script>self.__next_f.push([1,"Hello, ');
        res.write(Buffer.from('world."])</script><p>Grüße</p>'));
        res.end('</body></html>');
      } else if (req.url === '/cached') {
        res.writeHead(304, { ETag: '"v1"' });
        res.end();
      } else if (req.url === '/implicit') {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html');
        res.end(`<script>${FLIGHT}</script>`);
      } else {
        res.setHeader('Content-Type', 'application/json');
        res.write('{"ok":');
        res.end('true}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends an HTML body whole, with its scripts' hashes in the policy and an exact length", async () => {
    const res = await fetch(`${base}/page`);
    const body = await res.text();
    expect(body).toBe(`<!DOCTYPE html><html><body><script>${FLIGHT}</script><p>Grüße</p></body></html>`);
    expect(res.headers.get('content-security-policy')).toBe(`${POLICY} ${FLIGHT_HASH}`);
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(body));
  });

  it('keeps the status of a page written without writeHead', async () => {
    const res = await fetch(`${base}/implicit`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toContain(FLIGHT_HASH);
  });

  it('sends no policy with a 304, so the browser keeps the one stored with the cached page and its hashes', async () => {
    const res = await fetch(`${base}/cached`);
    expect(res.status).toBe(304);
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('passes other responses through, streamed and untouched', async () => {
    const res = await fetch(`${base}/api`);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('content-security-policy')).toBe(POLICY);
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
  });
});

describe('hashInlineScripts behind the compression middleware, as scripts/server.mjs runs it', () => {
  const PAGE = `<!DOCTYPE html><html><body><script>${FLIGHT}</script><p>${'Grüße '.repeat(400)}</p></body></html>`;
  let server: http.Server;
  let base = '';
  let bodies: Buffer[] = [];
  beforeAll(async () => {
    const compress = compression();
    server = http.createServer((req, res) => {
      // onBody hands back a stored Brotli copy of exactly this body when the request asks for one (the page memo's refresh).
      const stored = (body: Buffer) => (req.headers['x-stored'] ? { encoding: 'br', body: brotliCompressSync(body) } : undefined);
      compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
        hashInlineScripts(req, res, {
          onBody: (_status, body) => {
            bodies.push(body);
            return stored(body);
          },
        });
        res.setHeader('Content-Security-Policy', "script-src 'self'");
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(PAGE);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    bodies = [];
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The raw answer (fetch would decode it). */
  const raw = (headers: Record<string, string>) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}/`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('sends the stored compression onBody returns, untouched by the middleware, with the policy of the page it decodes to', async () => {
    const { headers, body } = await raw({ 'accept-encoding': 'br', 'x-stored': '1' });
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
    expect(body.equals(brotliCompressSync(bodies[0]!))).toBe(true);
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(headers['content-security-policy']).toBe(`script-src 'self' ${FLIGHT_HASH}`);
    expect(headers.vary).toContain('Accept-Encoding');
  });

  it('lets the middleware compress when onBody returns nothing', async () => {
    const { headers, body } = await raw({ 'accept-encoding': 'gzip' });
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(PAGE);
  });
});
