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
