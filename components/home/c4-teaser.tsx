import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getProductTeaser } from '@/lib/server/content/home';
import styles from './home.module.css';

export async function C4Teaser({ locale }: { locale: Locale }) {
  const [t, c4] = await Promise.all([getTranslations({ locale, namespace: 'Home' }), getProductTeaser(locale, 'c4')]);
  const points = ['location', 'fence', 'waterproof', 'battery'] as const;
  return (
    <section className={`section section--mist ${styles.teaser}`} aria-labelledby="home-c4">
      <div className={`container ${styles.teaserGrid}`}>
        {c4?.image ? (
          <img
            src={c4.image.src}
            alt={t('c4.imageAlt')}
            width={c4.image.width}
            height={c4.image.height}
            loading="lazy"
            decoding="async"
            className={styles.teaserImage}
          />
        ) : null}
        <div>
          <p className={styles.kicker}>{t('c4.kicker')}</p>
          <h2 id="home-c4">{t('c4.heading')}</h2>
          <p>{t('c4.text')}</p>
          <ul className={styles.checks}>
            {points.map((p) => (
              <li key={p}>{t(`c4.points.${p}`)}</li>
            ))}
          </ul>
          <p className={styles.actions}>
            <Link href="/c4" className="button button--primary">
              {t('c4.cta')}
            </Link>
            <Link href="/productsShow?id=c4" className="button">
              {t('c4.buy')}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
