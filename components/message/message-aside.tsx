import { getTranslations } from 'next-intl/server';
import { localeTags, type Locale } from '@/i18n/routing';
import { hoursArgs } from '@/lib/marketing/format';
import { getSiteSettings } from '@/lib/server/content/settings';
import styles from './message.module.css';

/** Beside the form: the hotline with its hours, and what happens after sending. */
export async function MessageAside({ locale }: { locale: Locale }) {
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'OnlineMessage' }), getSiteSettings(locale)]);
  return (
    <aside className={styles.aside} aria-labelledby="om-hotline-title">
      <div>
        <h2 id="om-hotline-title">{t('hotlineTitle')}</h2>
        <p>{t('hotlineText')}</p>
        <a className={styles.hotline} href={`tel:${settings.hotlineTel}`}>
          {settings.hotline}
        </a>
        <p>{t('hours', hoursArgs(settings.hoursOpen, settings.hoursClose, locale, localeTags[locale]))}</p>
      </div>
      <div>
        <h2>{t('nextTitle')}</h2>
        <ol className={styles.steps}>
          <li>{t('next1')}</li>
          <li>{t('next2')}</li>
          <li>{t('next3')}</li>
        </ol>
      </div>
    </aside>
  );
}
