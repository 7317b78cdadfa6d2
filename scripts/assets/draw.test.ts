import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORAL, INK, logoSvg } from './draw.mjs';

/** The fills of the logo's filled paths (the wordmark's two halves), in drawing order. */
const fills = (svg: string) => [...svg.matchAll(/<path d="[^"]*" fill="(?!none")([^"]+)"/g)].map((m) => m[1]);

describe('the logo', () => {
  it('draws its wordmark from outlines, not from the viewer’s fonts', () => {
    // As <text>, the wordmark took whichever of Helvetica Neue, Helvetica or Arial a device had, and
    // the browser looked them up inside the logo's own SVG document before the first paint.
    const svg = logoSvg();
    expect(svg).not.toMatch(/<text|<tspan|font-family/);
    expect(fills(svg)).toEqual([INK, CORAL]);
  });

  it('is the file the header shows (public/media/brand/logo.svg)', () => {
    const file = readFileSync(path.join(process.cwd(), 'public/media/brand/logo.svg'), 'utf8');
    expect(file).toBe(logoSvg());
  });

  it('takes the press kit’s single colours for both halves of the wordmark', () => {
    expect(fills(logoSvg({ ink: '#ffffff', accent: '#ffffff' }))).toEqual(['#ffffff', '#ffffff']);
  });
});
