import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FixedBar } from '@/components/layout/fixed-bar';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('fixed', '/fixed');

/** The fixed layout piece alone, for previews and embedding. */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('Pages');
  return (
    <>
      <main id="main" className="container piece-preview">
        <h1>{t('fixed.heading')}</h1>
        <p>{t('fixed.description')}</p>
      </main>
      <FixedBar />
    </>
  );
}
