import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineStylesheets, stylesheetText, withoutInlinedPreloads } from './inline-styles.mjs';

const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;

describe('stylesheets sent inside the HTML', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'));
    mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
    const files: Record<string, string> = {
      'a.css': 'body{margin:0}\n/*# sourceMappingURL=a.css.map*/',
      'relative.css': '.x{background:url(../media/x.png)}',
      'absolute.css': '.x{background:url("/media/x.png")}.y{background:url(data:image/png;base64,AA)}',
      'closing.css': '.x::after{content:"</style><script>alert(1)</script>"}',
    };
    for (const [name, css] of Object.entries(files)) writeFileSync(path.join(dist, 'static/chunks', name), css);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('replaces each link with a <style> and keeps the link, disabled, for React to adopt', () => {
    const html = `<html><head>${link('/_next/static/chunks/a.css')}<title>t</title></head><body></body></html>`;
    const out = inlineStylesheets(html, (href) => stylesheetText(dist, href));
    expect(out).toBe(
      '<html><head><style data-href="/_next/static/chunks/a.css" data-precedence="next">body{margin:0}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/><title>t</title></head><body></body></html>',
    );
  });

  it('leaves a stylesheet as a link when inlining would change it or the page', () => {
    for (const name of ['relative.css', 'closing.css', 'missing.css']) {
      const html = link(`/_next/static/chunks/${name}`);
      expect(inlineStylesheets(html, (href) => stylesheetText(dist, href))).toBe(html);
    }
    // Addresses outside the build's static files are never read.
    expect(stylesheetText(dist, '/_next/static/../../etc/passwd.css')).toBeNull();
    expect(stylesheetText(dist, '/media/x.css')).toBeNull();
  });

  it('inlines stylesheets whose urls are absolute or data', () => {
    expect(stylesheetText(dist, '/_next/static/chunks/absolute.css')).toContain('url("/media/x.png")');
  });

  it('leaves links it does not know alone', () => {
    const other = '<link rel="stylesheet" href="https://cdn.example/x.css"/>';
    expect(inlineStylesheets(other, () => 'x')).toBe(other);
  });

  it('drops the Link header preloads of stylesheets the HTML carries, and keeps the rest', () => {
    const html = '<style data-href="/_next/static/chunks/a.css" data-precedence="next">x</style>';
    expect(withoutInlinedPreloads('</_next/static/chunks/a.css>; rel=preload; as="style"', html)).toBeNull();
    expect(
      withoutInlinedPreloads(
        '</_next/static/chunks/a.css>; rel=preload; as="style", </_next/static/chunks/b.css>; rel=preload; as="style", </f.woff2>; rel=preload; as="font"',
        html,
      ),
    ).toBe('</_next/static/chunks/b.css>; rel=preload; as="style", </f.woff2>; rel=preload; as="font"');
  });
});
