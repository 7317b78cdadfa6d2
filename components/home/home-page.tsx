import { getTranslations } from 'next-intl/server';
import { Banner } from '@/components/layout/banner';
import type { Locale } from '@/i18n/routing';

/** Home: hero slider and the company statistics (spec §9). */
export async function HomePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <>
      <h1 className="visually-hidden">{t('index.heading')}</h1>
      <Banner />
    </>
  );
}
