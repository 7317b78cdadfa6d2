import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/layout/page-header';
import { SearchResults } from '@/components/search/search-results';
import styles from '@/components/search/search.module.css';
import { getPathname } from '@/i18n/navigation';
import { paramsLocale, routeMetadata } from '@/lib/page-metadata';
import { search } from '@/lib/server/search';
import { resultExtras } from '@/lib/server/search/extras';
import { pageQuery, pageType } from '@/lib/validations/search';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Result pages are endless variations of one page: kept out of search engines' indexes.
  return routeMetadata(await paramsLocale(params), 'searchlist', '/searchlist', { robots: { index: false, follow: true } });
}

/**
 * /searchlist?q=…&type=…: results by type with counts and highlighted snippets, product photos and
 * prices, article images; `type` narrows to one type (an unknown one is ignored); invalid input →
 * empty page.
 */
export default async function Page({ params, searchParams }: Props) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const q = pageQuery(query.q);
  const type = pageType(query.type);
  const [t, ts, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'SearchPage' }),
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'Pages' }),
  ]);
  // Narrowed to one type, a second search counts every type for the filter links.
  const [response, everyType] = q
    ? await Promise.all([search(q, locale, { type: type ?? undefined, limit: 50 }), type ? search(q, locale, { limit: 1 }) : null])
    : [null, null];
  const extras = response ? await resultExtras(locale, response.results) : null;
  return (
    <>
      <PageHeader locale={locale} title={q ? t('resultsFor', { query: q }) : tp('searchlist.heading')} />
      <div className="container page-body">
        <form role="search" aria-label={t('searchAgain')} method="get" action={getPathname({ locale, href: '/searchlist' })} className={styles.form}>
          <div className="field">
            <label htmlFor="searchlist-q">{t('searchAgain')}</label>
            <input id="searchlist-q" name="q" type="search" defaultValue={q ?? ''} maxLength={200} placeholder={ts('placeholder')} />
          </div>
          <button type="submit" className="button button--primary">
            {ts('submit')}
          </button>
        </form>
        {response && extras ? (
          <SearchResults locale={locale} response={response} type={type} counts={(everyType ?? response).counts} extras={extras} />
        ) : (
          <p>{t('emptyQuery')}</p>
        )}
      </div>
    </>
  );
}
