import { locales, type Locale } from '@/i18n/routing';

/**
 * The legal pages each market requires (issue 32), and the locales that have them. `/imprint` is
 * the provider's legal notice and exists in every language, each stating what its market's law
 * asks for (Impressum, mentions légales, aviso legal, note legali, 特定商取引法に基づく表記,
 * 사업자 정보, informações legais). `/withdrawal`, the statutory right of withdrawal with its model
 * form, exists in the languages of the markets whose law gives one and whose text we publish (the
 * EU markets and Brazil); elsewhere it answers 404, and neither its hreflang alternates nor the
 * sitemap name it there. Client-safe: the footer and the checkout link by it.
 */
export const LEGAL_PAGES = ['imprint', 'withdrawal'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export const LEGAL_PAGE_LOCALES: Record<LegalPage, readonly Locale[]> = {
  imprint: locales,
  withdrawal: ['de', 'fr', 'es', 'it', 'pt'],
};

export function hasLegalPage(locale: Locale, page: LegalPage): boolean {
  return LEGAL_PAGE_LOCALES[page].includes(locale);
}

/** The locales a path exists in, when it is not all of them (for hreflang alternates and the sitemap). */
export function pathLocales(href: string): readonly Locale[] | null {
  const path = href.split(/[?#]/)[0];
  return path === '/withdrawal' ? LEGAL_PAGE_LOCALES.withdrawal : null;
}

/**
 * The legal pages the checkout links beside the policies: the withdrawal right where there is one,
 * and the Japanese and Korean mandatory disclosures (特商法 wants its notice at the final order screen).
 */
export function checkoutLegalPages(locale: Locale): LegalPage[] {
  const pages: LegalPage[] = [];
  if (hasLegalPage(locale, 'withdrawal')) pages.push('withdrawal');
  if (locale === 'ja' || locale === 'ko') pages.push('imprint');
  return pages;
}
