import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { LegalPage } from '@/lib/legal-pages';
import { ogCard, paramsLocale, type LocaleParams } from '@/lib/page-metadata';
import { getSiteSettings } from '@/lib/server/content/settings';
import { legalDocument, renderedLegalTexts } from '@/lib/server/legal';
import { getMarketView } from '@/lib/server/shop/shipping';
import { pageMetadata } from '@/lib/seo';
import { marketOf } from '@/lib/shop/markets';

/** `generateMetadata` of a legal page: title, description, canonical, the hreflang alternates of the locales that have it, and its card. */
export function legalMetadata(page: LegalPage) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const locale = await paramsLocale(params);
    const [settings, market] = await Promise.all([getSiteSettings(locale), getMarketView(marketOf(locale))]);
    const doc = legalDocument(renderedLegalTexts(locale, settings, market), locale, page);
    if (!doc) notFound();
    return pageMetadata(locale, `/${page}`, doc.title, doc.description, {}, await ogCard(locale, { kind: 'page', id: page }, doc.title));
  };
}
