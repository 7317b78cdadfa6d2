import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The first image a visitor sees (the home slider's first slide, a product's main photo, the C4
 * hero, an article's illustration, the header's logo) sent inside the page when it is one of the site's own small SVG
 * files: on a phone's link, an image requested after the document costs one more round trip
 * (~0.6 s under Lighthouse's applied mobile throttling) before the largest paint. Anything else
 * (an uploaded photo, a larger file, a file that is not there) keeps its address.
 *
 * A data: URL in an `<img>` is only drawn, never run (an SVG's scripts do not execute as an image),
 * and the CSP allows `img-src data:`. React does not preload data: URLs. The cost: the bytes travel
 * with every page that shows the image (twice in the HTML, once in the markup and once in the RSC
 * payload; Brotli sends the second copy as a back-reference), instead of once in the cache.
 */
export const INLINE_IMAGE_MAX_BYTES = 8 * 1024;

const publicDir = path.join(process.cwd(), 'public');
const cache = new Map<string, Promise<string>>();

/** The image as a data: URL when it is a small SVG file under public/media, else its address unchanged. */
export function inlineImage(src: string): Promise<string> {
  let found = cache.get(src);
  if (!found) {
    found = read(src);
    cache.set(src, found);
  }
  return found;
}

async function read(src: string): Promise<string> {
  if (!/^\/media\/[\w/.-]+\.svg$/.test(src) || src.includes('..')) return src;
  const file = path.join(publicDir, src);
  try {
    const svg = await readFile(file, 'utf8');
    if (Buffer.byteLength(svg) > INLINE_IMAGE_MAX_BYTES) return src;
    return svgDataUrl(svg);
  } catch {
    return src;
  }
}

/** An SVG as a compact data: URL: whitespace collapsed, only the characters a URL cannot hold escaped. */
export function svgDataUrl(svg: string): string {
  const text = svg.replace(/\s+/g, ' ').trim();
  return `data:image/svg+xml,${text.replace(/[%#<>?[\\\]^`{|}"\u{0}-\u{1f}\u{7f}-\u{10ffff}]/gu, (c) => encodeURIComponent(c))}`;
}
