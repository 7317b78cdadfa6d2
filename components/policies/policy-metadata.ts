import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ogCard, paramsLocale, type LocaleParams } from '@/lib/page-metadata';
import { policyHead, type PolicyPage } from '@/lib/server/policies';
import { pageMetadata } from '@/lib/seo';

/** `generateMetadata` of a policy page: its title and description, canonical, hreflang alternates and Open Graph card. */
export function policyMetadata(page: PolicyPage) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const locale = await paramsLocale(params);
    const head = await policyHead(page, locale);
    if (!head) notFound();
    return pageMetadata(locale, `/${page}`, head.title, head.description, {}, await ogCard(locale, { kind: 'page', id: page }, head.title));
  };
}
