import type { Metadata } from 'next';
import { ogCard, paramsLocale, type LocaleParams } from '@/lib/page-metadata';
import { renderedPolicyTexts, type PolicyPage } from '@/lib/server/policies';
import { getMarketView } from '@/lib/server/shop/shipping';
import { marketOf } from '@/lib/shop/markets';
import { pageMetadata } from '@/lib/seo';

/** `generateMetadata` of a policy page: its title and description, canonical, hreflang alternates and Open Graph card. */
export function policyMetadata(page: PolicyPage) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const locale = await paramsLocale(params);
    const market = marketOf(locale);
    const { rule, facts } = await getMarketView(market);
    const { title, description } = renderedPolicyTexts(locale, market, rule, facts)[page];
    return pageMetadata(locale, `/${page}`, title, description, {}, await ogCard(locale, { kind: 'page', id: page }, title));
  };
}
