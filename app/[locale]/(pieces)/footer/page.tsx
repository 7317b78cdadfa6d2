import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Footer } from '@/components/layout/footer';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('footer', '/footer');

/** The footer layout piece alone, for previews and embedding. */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('Pages');
  return (
    <>
      <main id="main" className="container piece-preview">
        <h1>{t('footer.heading')}</h1>
        <p>{t('footer.description')}</p>
      </main>
      <Footer />
    </>
  );
}
