import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { z } from 'zod';
import { StoresPage } from '@/components/stores/stores-page';
import { paramsLocale } from '@/lib/page-metadata';
import { pageMetadata } from '@/lib/seo';
import { translator } from '@/lib/server/i18n';
import { findStores, storeCountries } from '@/lib/server/stores';
import { fieldErrors, localizedErrorMap } from '@/lib/validations/error-map';
import { storeQuery } from '@/lib/validations/stores';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await paramsLocale(params);
  const t = await getTranslations({ locale, namespace: 'Stores' });
  // Searches are endless variations of /stores: kept out of search engines' indexes, canonical /stores.
  return pageMetadata(locale, '/stores', t('meta.title'), t('meta.description'), { robots: { index: false, follow: true } });
}

/**
 * `/stores?country=&q=&kind=&page=` (proxy.ts rewrites those here; this path itself is a 404):
 * the search rendered on the server, so the GET form works without JavaScript. Refused input
 * shows the fields' messages, as the API's 422 would.
 */
export default async function Page({ params, searchParams }: Props) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const t = translator(locale, 'Errors') as unknown as (key: string, values?: Record<string, string | number>) => string;
  const parsed = z.safeParse(storeQuery, raw, { error: localizedErrorMap(t) });
  const countries = await storeCountries();
  const query = {
    q: typeof raw.q === 'string' ? raw.q.slice(0, 100) : '',
    country: typeof raw.country === 'string' ? raw.country.toUpperCase() : '',
    kind: typeof raw.kind === 'string' ? raw.kind : '',
    page: parsed.success ? parsed.data.page : 1,
  };
  if (!parsed.success) return <StoresPage locale={locale} countries={countries} query={query} result={null} errors={fieldErrors(parsed.error, t)} />;
  return <StoresPage locale={locale} countries={countries} query={query} result={await findStores(parsed.data)} />;
}
