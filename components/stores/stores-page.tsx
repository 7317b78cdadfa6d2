import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageHeader } from '@/components/layout/page-header';
import { getPathname } from '@/i18n/navigation';
import { localeTags, type Locale } from '@/i18n/routing';
import { countryOptions } from '@/lib/stores/format';
import type { StorePage } from '@/lib/types/stores';
import type { FinderQuery } from '@/lib/stores/query';
import { StoreFinder } from './store-finder';

interface Props {
  locale: Locale;
  countries: string[];
  query: FinderQuery;
  result: StorePage | null;
  errors?: Record<string, string>;
}

/** /stores: the heading, then the finder, whose first results are in the HTML (pre-rendered bare, rendered per request with a query). */
export async function StoresPage({ locale, countries, query, result, errors = {} }: Props) {
  const t = await getTranslations({ locale, namespace: 'Stores' });
  return (
    <>
      <PageHeader locale={locale} title={t('heading')} intro={t('intro')} />
      <div className="container page-body">
        <WithMessages locale={locale} namespaces={['Stores']}>
          <StoreFinder
            locale={locale}
            localeTag={localeTags[locale]}
            action={getPathname({ locale, href: '/stores' })}
            countries={countryOptions(countries, localeTags[locale])}
            query={query}
            initial={result}
            errors={errors}
          />
        </WithMessages>
      </div>
    </>
  );
}
