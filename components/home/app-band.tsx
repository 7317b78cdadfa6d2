import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import styles from './home.module.css';

export async function AppBand({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <section className={styles.appBand} aria-labelledby="home-app">
      <div className={`container ${styles.appBandInner}`}>
        <div>
          <h2 id="home-app">{t('app.heading')}</h2>
          <p>{t('app.text')}</p>
        </div>
        <Link href="/AppDownload" className={`button ${styles.appButton}`}>
          {t('app.cta')}
        </Link>
      </div>
    </section>
  );
}
