import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INLINE_IMAGE_MAX_BYTES, inlineImage, svgDataUrl } from './inline-image';

jest.mock('server-only', () => ({}));

/** What a browser reads back from a data: URL. */
const decoded = (url: string) => decodeURIComponent(url.slice('data:image/svg+xml,'.length));

describe('the first image sent inside the page', () => {
  it('turns a small SVG of the site into a data: URL that decodes to the same drawing', async () => {
    const src = '/media/banner/c4.svg';
    const svg = readFileSync(path.join(process.cwd(), 'public', src), 'utf8');
    expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(INLINE_IMAGE_MAX_BYTES);
    const url = await inlineImage(src);
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    expect(decoded(url)).toBe(svg.replace(/\s+/g, ' ').trim());
    // No character that would end an attribute or the URL early (spaces are kept: browsers read them).
    expect(url).not.toMatch(/["#<>\n\t]|%(?![0-9A-F]{2})/);
  });

  it('keeps the address of anything else: uploads, other types, missing files, paths out of public/', async () => {
    for (const src of ['/media/uploads/abc.webp', '/media/none.svg', '/media/../package.json', '/favicon.svg', 'https://x.example/a.svg']) {
      expect(await inlineImage(src)).toBe(src);
    }
  });

  it('escapes characters outside ASCII whole, astral ones included', () => {
    const url = svgDataUrl('<svg><text>日本 🐕 100%</text></svg>');
    expect(decoded(url)).toBe('<svg><text>日本 🐕 100%</text></svg>');
  });
});
