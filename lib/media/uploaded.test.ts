import { focalStyle, mediaSrc, mediaSrcAtLeast, mediaSrcSet, objectPosition, parseMediaSrc, variantWidths } from './uploaded';

const ID = 'a'.repeat(32);

describe('uploaded image addresses', () => {
  it('lists every standard width below the largest, and the largest', () => {
    expect(variantWidths(1920)).toEqual([480, 960, 1440, 1920]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('offers the browser a srcset for uploaded images only', () => {
    expect(mediaSrcSet(mediaSrc(ID, 1200))).toBe(`/api/media/${ID}/480.webp 480w, /api/media/${ID}/960.webp 960w, /api/media/${ID}/1200.webp 1200w`);
    expect(mediaSrcSet('/media/slides/c4.svg')).toBeUndefined();
    expect(parseMediaSrc(`/api/media/${ID}/1200.webp?x`)).toBeNull();
    expect(parseMediaSrc(`https://evil.example/api/media/${ID}/1200.webp`)).toBeNull();
  });

  it('picks the narrowest width that still covers a slot', () => {
    expect(mediaSrcAtLeast(mediaSrc(ID, 1920), 800)).toBe(mediaSrc(ID, 960));
    expect(mediaSrcAtLeast(mediaSrc(ID, 700), 800)).toBe(mediaSrc(ID, 700));
    expect(mediaSrcAtLeast('/media/news/a.svg', 800)).toBe('/media/news/a.svg');
  });

  it('writes a focal point as the object-position of a crop, and nothing at the centre (the default)', () => {
    expect(objectPosition({ x: 0.25, y: 0.8 })).toBe('25% 80%');
    expect(objectPosition({ x: 0, y: 1 })).toBe('0% 100%');
    expect(objectPosition({ x: 0.3333, y: 0.5 })).toBe('33.3% 50%');
    expect(objectPosition({ x: 0.5, y: 0.5 })).toBeUndefined();
    expect(focalStyle('25% 80%')).toEqual({ '--focal': '25% 80%' });
    expect(focalStyle(undefined)).toBeUndefined();
  });
});
