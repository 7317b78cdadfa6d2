import { viewerHref, viewerSrcShape } from './viewer-src';

describe('viewerSrcShape', () => {
  it.each([
    ['image', '/media/news/c4-launch.svg'],
    ['image', '/media/brand/cert-iso9001.png'],
    ['image', '/downloads/preview.JPG'],
    ['image', '/media/products/c4/midnight-1.webp'],
    ['video', '/media/videos/c4.mp4'],
    ['video', '/media/videos/c4.webm'],
  ] as const)('accepts %s %s', (kind, src) => {
    expect(viewerSrcShape(kind, src)).toBe(src);
  });

  it.each([
    ['image', '//evil.example/x.png'],
    ['image', 'https://x/media/a.png'],
    ['image', 'https://x'],
    ['image', 'javascript:alert(1)//.png'],
    ['image', '/media/../package.json'],
    ['image', '/media/../../etc/passwd.png'],
    ['image', '/media/./a.png'],
    ['image', '/media/x.exe'],
    ['image', '/media/x.svg.exe'],
    ['image', '/media/x'],
    ['image', '/media//x.png'],
    ['image', '/media/%2e%2e/secret.png'],
    ['image', '/media\\..\\x.png'],
    ['image', '/public/media/a.png'],
    ['image', 'media/a.png'],
    ['image', '/media/a.png?x=1'],
    ['image', '/media/a b.png'],
    ['image', '/media/a.mp4'],
    ['video', '/downloads/clip.mp4'],
    ['video', '/media/videos/c4.svg'],
    ['image', ''],
    ['image', undefined],
    ['image', `/media/${'a'.repeat(400)}.png`],
  ] as const)('refuses %s %s', (kind, src) => {
    expect(viewerSrcShape(kind, src)).toBeNull();
  });

  it('builds viewer links with the src encoded', () => {
    expect(viewerHref('video', '/media/videos/c4.mp4')).toBe('/openvideo?src=%2Fmedia%2Fvideos%2Fc4.mp4');
    expect(viewerHref('image', '/media/a.svg')).toBe('/openimg?src=%2Fmedia%2Fa.svg');
  });
});
