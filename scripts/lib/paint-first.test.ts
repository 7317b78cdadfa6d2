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

  type Entry = { name?: string; element?: unknown };
  /** Runs the loader against a fake browser whose paint reports, frames and timers the test drives. */
  function runLoader({ types = ['paint', 'largest-contentful-paint'] }: { types?: string[] }) {
    const loader = /<script>(\(function\(\)\{[^<]*)<\/script><\/head>/.exec(out)?.[1];
    expect(loader).toBeDefined();
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const observers: { type: string; report: (entries: Entry[]) => void }[] = [];
    class FakeObserver {
      static supportedEntryTypes = types;
      constructor(private readonly callback: (list: { getEntries: () => Entry[]; getEntriesByName: (n: string) => Entry[] }) => void) {}
      observe({ type }: { type: string }) {
        observers.push({
          type,
          report: (entries) => this.callback({ getEntries: () => entries, getEntriesByName: (n) => entries.filter((e) => e.name === n) }),
        });
      }
    }
    const document = {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (e: { src: string; async: boolean }) => added.push(`${e.src}${e.async ? ' async' : ''}`) },
    };
    new Function('window', 'requestAnimationFrame', 'setTimeout', 'document', loader!)(
      { PerformanceObserver: FakeObserver },
      (f: () => void) => frames.push(f),
      (f: () => void, ms = 0) => timers.push({ run: f, ms }),
      document,
    );
    const report = (type: string, entries: Entry[]) => observers.filter((o) => o.type === type).forEach((o) => o.report(entries));
    const frame = () => frames.splice(0).forEach((f) => f());
    const elapse = (ms: number) => timers.splice(0).forEach((t) => (t.ms <= ms ? t.run() : timers.push(t)));
    return { added, report, frame, elapse };
  }
  const ALL = ['/_next/static/chunks/framework.js async', '/_next/static/chunks/turbopack-x.js async', '/_next/static/chunks/page.js async'];

  it('adds them back from one loader at the end of the head, in document order, once a largest paint is reported', () => {
    const { added, report, frame, elapse } = runLoader({});
    frame();
    elapse(0);
    expect(added).toEqual([]);
    report('largest-contentful-paint', [{ element: {} }]);
    expect(added).toEqual(ALL);
    report('largest-contentful-paint', [{ element: {} }]);
    expect(added).toEqual(ALL);
  });

  it('where only the first contentful paint is reported, waits for that; with no reports at all, for the first frame', () => {
    const safari = runLoader({ types: ['paint'] });
    safari.report('paint', [{ name: 'first-paint' }]);
    expect(safari.added).toEqual([]);
    safari.report('paint', [{ name: 'first-contentful-paint' }]);
    expect(safari.added).toEqual(ALL);
    const old = runLoader({ types: [] });
    old.elapse(0);
    expect(old.added).toEqual([]);
    old.frame();
    old.elapse(0);
    expect(old.added).toEqual(ALL);
  });

  it('does not wait beyond 3 s for a paint that is not reported (a page loaded in a background tab)', () => {
    const { added, elapse } = runLoader({});
    elapse(2999);
    expect(added).toEqual([]);
    elapse(3000);
    expect(added).toEqual(ALL);
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
