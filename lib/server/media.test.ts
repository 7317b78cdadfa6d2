import { readdirSync } from 'node:fs';
import path from 'node:path';
import { imageSize, resolveViewerSrc } from './media';

/** The first generated product image, so the test follows whatever the asset script made. */
function someSiteImage(): string {
  const dir = path.join(process.cwd(), 'public/media/products');
  const file = readdirSync(dir, { recursive: true, encoding: 'utf8' }).find((f) => f.endsWith('.svg'));
  if (!file) throw new Error('no generated product image under public/media/products');
  return `/media/products/${file.split(path.sep).join('/')}`;
}

describe('resolveViewerSrc (files under public/)', () => {
  it('accepts an existing media image of this site', async () => {
    const src = someSiteImage();
    await expect(resolveViewerSrc('image', src)).resolves.toBe(src);
  });

  it('refuses a file outside /media/ and /downloads/ even when it exists', async () => {
    await expect(resolveViewerSrc('image', '/favicon.svg')).resolves.toBeNull();
  });

  it('refuses a well-shaped path whose file does not exist', async () => {
    await expect(resolveViewerSrc('image', '/media/no-such-file-ever.png')).resolves.toBeNull();
    await expect(resolveViewerSrc('video', '/media/videos/no-such-clip.mp4')).resolves.toBeNull();
  });

  it('refuses traversal and remote sources', async () => {
    for (const src of ['//evil', 'https://x', '/media/../package.json', '/media/x.exe', '/media/products/../../package.json']) {
      await expect(resolveViewerSrc('image', src)).resolves.toBeNull();
    }
  });

  it('reads the intrinsic size of an SVG', async () => {
    const size = await imageSize(someSiteImage());
    expect(size.width).toBeGreaterThan(0);
    expect(size.height).toBeGreaterThan(0);
  });
});
