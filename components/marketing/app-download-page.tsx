import { getTranslations } from 'next-intl/server';
import { QrCode } from '@/components/layout/qr-code';
import { RoutePage } from '@/components/layout/route-page';
import type { Locale } from '@/i18n/routing';
import type { Platform } from '@/lib/marketing/platform';
import { getSiteSettings } from '@/lib/server/content/settings';
import { PlatformOrder } from './platform-order';
import styles from './marketing.module.css';

export async function AppDownloadPage({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'AppDownload' }), getSiteSettings(locale)]);
  const platform = async (id: Platform) => (
    <>
      <h2 id={`${id}-heading`}>{t(`${id}.heading`)}</h2>
      <p>{t(`${id}.text`)}</p>
      <span className={styles.qr}>
        <QrCode value={settings.appStore[id]} label={t(`${id}.qr`)} size={160} />
      </span>
      <p className={styles.muted}>{t('scan')}</p>
      <a href={settings.appStore[id]} className="button button--primary" rel="noopener">
        {t(`${id}.store`)}
      </a>
    </>
  );
  const features = ['location', 'fence', 'reports', 'family'] as const;
  return (
    <RoutePage locale={locale} page="AppDownload">
      <PlatformOrder className={styles.platforms} recommended={t('recommended')} items={{ ios: await platform('ios'), android: await platform('android') }} />
      <section className={styles.section} aria-labelledby="app-features">
        <h2 id="app-features">{t('features.heading')}</h2>
        <ul className={styles.list}>
          {features.map((f) => (
            <li key={f} className={styles.listItem}>
              <h3>{t(`features.${f}.title`)}</h3>
              <p>{t(`features.${f}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </RoutePage>
  );
}
