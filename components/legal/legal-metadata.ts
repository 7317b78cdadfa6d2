import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLegalPage, type LegalPage } from '@/lib/legal-pages';
import { ogCard, paramsLocale, type LocaleParams } from '@/lib/page-metadata';
import { policyHead } from '@/lib/server/policies';
import { pageMetadata } from '@/lib/seo';

/** `generateMetadata` of a legal page: title, description, canonical, the hreflang alternates of the locales that have it, and its card. */
export function legalMetadata(page: LegalPage) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const locale = await paramsLocale(params);
    const head = hasLegalPage(locale, page) ? await policyHead(page, locale) : null;
    if (!head) notFound();
    return pageMetadata(locale, `/${page}`, head.title, head.description, {}, await ogCard(locale, { kind: 'page', id: page }, head.title));
  };
}
