import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Banner } from '@/components/layout/banner';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('banner', '/banner');

/** The banner layout piece alone, for previews and embedding. */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('Pages');
  return (
    <>
      <main id="main">
        <h1 className="container">{t('banner.heading')}</h1>
        <Banner />
      </main>
    </>
  );
}
