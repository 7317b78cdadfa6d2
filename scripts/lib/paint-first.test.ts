import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { paintFirst } from './paint-first.mjs';
import { hashInlineScripts, inlineScriptHashes } from './script-hashes.mjs';

// The shape Next.js 16 writes (trimmed): chunks async in the head, the page's own chunk at the end
// of the body with a low-priority preload link, the legacy-browser polyfill as noModule.
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<link rel="preload" as="image" href="/media/banner/c4.svg" fetchPriority="high"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><img src="/media/banner/c4.svg" alt=""/></main>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

describe('paintFirst', () => {
  const out = paintFirst(PAGE);

  it('takes every async chunk script and its preload link out of the HTML', () => {
    expect(out).not.toMatch(/<script src="[^"]*" async=""/);
    expect(out).not.toContain('as="script"');
  });

  it('adds them back from one loader at the end of the head, in document order, after the first frame', () => {
    const loader = /<script>(requestAnimationFrame[^<]*)<\/script><\/head>/.exec(out)?.[1];
    expect(loader).toBeDefined();
    expect(loader).toContain('["/_next/static/chunks/framework.js","/_next/static/chunks/turbopack-x.js","/_next/static/chunks/page.js"]');
    // The loader itself, run with a fake DOM: nothing is added until a frame and then a task have passed.
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const document = {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (e: { src: string; async: boolean }) => added.push(`${e.src}${e.async ? ' async' : ''}`) },
    };
    new Function('requestAnimationFrame', 'setTimeout', 'document', loader!)(
      (f: () => void) => frames.push(f),
      (f: () => void) => tasks.push(f),
      document,
    );
    expect(added).toEqual([]);
    frames.forEach((f) => f());
    expect(added).toEqual([]);
    tasks.forEach((f) => f());
    expect(added).toEqual(['/_next/static/chunks/framework.js async', '/_next/static/chunks/turbopack-x.js async', '/_next/static/chunks/page.js async']);
  });

  it('keeps everything else: stylesheets, the image preload, the noModule script, the inline payload', () => {
    for (const kept of ['a.css', 'as="image"', 'polyfills.js" noModule=""', 'self.__next_f']) expect(out).toContain(kept);
  });

  it('leaves a document without chunk scripts as it is', () => {
    const plain = '<html><head><title>x</title></head><body><script src="https://example.com/x.js" async=""></script></body></html>';
    expect(paintFirst(plain)).toBe(plain);
    expect(paintFirst('not html')).toBe('not html');
  });
});

describe('paintFirst behind the script hashing', () => {
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hashInlineScripts(req, res);
      res.setHeader('Content-Security-Policy', "script-src 'self'");
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the rewritten page, its loader allowed by the policy and its length exact', async () => {
    const res = await fetch(`${base}/`);
    const body = await res.text();
    expect(body).toBe(paintFirst(PAGE));
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    const policy = res.headers.get('content-security-policy') ?? '';
    for (const hash of inlineScriptHashes(body)) expect(policy).toContain(hash);
    expect(inlineScriptHashes(body)).toHaveLength(2);
  });
});
