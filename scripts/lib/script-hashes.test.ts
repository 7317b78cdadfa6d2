import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hashInlineScripts, inlineScriptHashes, withScriptHashes } from './script-hashes.mjs';

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts exactly as the browser does (the CSP specification example)', () => {
    expect(inlineScriptHashes("<p>x</p><script>alert('Hello, world.');</script>")).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
  });

  it('skips external scripts and data blocks, and lists a repeated script once', () => {
    const html = [
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>alert('Hello, world.');</script>",
      '<script type="text/javascript">alert(\'Hello, world.\');</script>',
      '<script id="x">self.__next_f.push([1,"é"])</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toHaveLength(2);
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
        res.write("<!DOCTYPE html><html><body><script>alert('Hello, ");
        res.write(Buffer.from("world.');</script><p>Grüße</p>"));
        res.end('</body></html>');
      } else if (req.url === '/cached') {
        res.writeHead(304, { ETag: '"v1"' });
        res.end();
      } else if (req.url === '/implicit') {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html');
        res.end("<script>alert('Hello, world.');</script>");
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
    expect(body).toBe("<!DOCTYPE html><html><body><script>alert('Hello, world.');</script><p>Grüße</p></body></html>");
    expect(res.headers.get('content-security-policy')).toBe(`${POLICY} 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='`);
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(body));
  });

  it('keeps the status of a page written without writeHead', async () => {
    const res = await fetch(`${base}/implicit`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toContain("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
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
