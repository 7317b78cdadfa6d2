import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StoresPage } from '@/components/stores/stores-page';
import { ogCard, paramsLocale, type LocaleParams } from '@/lib/page-metadata';
import { pageMetadata } from '@/lib/seo';
import { firstStorePage, storeCountries } from '@/lib/server/stores';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await paramsLocale(params);
  const t = await getTranslations({ locale, namespace: 'Stores' });
  return pageMetadata(locale, '/stores', t('meta.title'), t('meta.description'), {}, await ogCard(locale, { kind: 'page', id: 'stores' }, t('meta.title')));
}

/**
 * /stores without a query: pre-rendered per locale (the first page of every store and agent).
 * With one (`/stores?q=東京`) proxy.ts serves ./find instead (lib/routing/query-routes.ts).
 */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const [countries, result] = await Promise.all([storeCountries(), firstStorePage()]);
  return <StoresPage locale={locale} countries={countries} query={{ q: '', country: '', kind: '', page: 1 }} result={result} />;
}
