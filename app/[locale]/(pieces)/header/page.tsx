import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('header', '/header');

/** The header layout piece alone, for previews and embedding. */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('Pages');
  return (
    <>
      <Header />
      <main id="main" className="container piece-preview">
        <h1>{t('header.heading')}</h1>
        <p>{t('header.description')}</p>
      </main>
    </>
  );
}
