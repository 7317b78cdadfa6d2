import { localeTags, locales, ogLocales } from '@/i18n/routing';
import { pageMetadata } from './seo';

describe('locale plumbing (issue 15, item 16)', () => {
  it('tags Portuguese as Brazilian in lang and hreflang, and og:locale as language_TERRITORY', () => {
    expect(localeTags.pt).toBe('pt-BR');
    const meta = pageMetadata('pt', '/brand', 'Marca', 'Sobre a Pawtrail');
    expect(meta.openGraph).toMatchObject({ locale: 'pt_BR' });
    expect(Object.keys(meta.alternates!.languages!)).toContain('pt-BR');
    expect(Object.keys(meta.alternates!.languages!)).not.toContain('pt');
    for (const locale of locales) expect(ogLocales[locale]).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
  });
});

describe('Open Graph card in page metadata (issue 17)', () => {
  it('names the card as og:image with size, type and alt, and as the large Twitter/X card', () => {
    const card = { target: { kind: 'page' as const, id: 'brand' }, title: 'Marke', alt: 'Pawtrail-Logo und der Titel „Marke“' };
    const meta = pageMetadata('de', '/brand', 'Marke', 'Über Pawtrail', {}, card);
    const [image] = (meta.openGraph as { images: { url: string }[] }).images;
    expect(image).toEqual({
      url: expect.stringMatching(/^\/og\/de\/page\/brand\.png\?v=[0-9a-z]+$/),
      width: 1200,
      height: 630,
      alt: card.alt,
      type: 'image/png',
    });
    expect(meta.twitter).toEqual({ card: 'summary_large_image', images: [{ url: image!.url, alt: card.alt }], title: 'Marke', description: 'Über Pawtrail' });
    // Another title, another URL: caches never serve the old card for the new title.
    const renamed = pageMetadata('de', '/brand', 'Marke', '…', {}, { ...card, title: 'Unsere Marke' });
    expect((renamed.openGraph as { images: { url: string }[] }).images[0]!.url).not.toBe(image!.url);
  });

  it('gives pages without a card no image', () => {
    const meta = pageMetadata('de', '/login', 'Anmelden', '…');
    expect(meta.openGraph).not.toHaveProperty('images');
    expect(meta).not.toHaveProperty('twitter');
  });
});
