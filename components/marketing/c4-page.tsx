import { getTranslations } from 'next-intl/server';
import { FirstScreenEnd } from '@/components/layout/first-screen-end';
import { PageHeader } from '@/components/layout/page-header';
import { Link } from '@/i18n/navigation';
import { localeTags, type Locale } from '@/i18n/routing';
import { formatPrice } from '@/lib/marketing/format';
import { getProductTeaser } from '@/lib/server/content/home';
import { inlineImage } from '@/lib/server/media/inline-image';
import styles from './marketing.module.css';

/** The twelve C4 highlights of spec §2/§9, in page order; each has /media/c4/<id>.svg. */
export const C4_HIGHLIGHTS = [
  'app-control',
  'virtual-fence',
  'positioning',
  'activity-report',
  'sleep-report',
  'goals',
  'activity-states',
  'rgb-light',
  'waterproof',
  'wireless-charging',
  'battery',
  'latest-location',
] as const;

const ACTIVITY_STATES = ['active', 'strenuous', 'lazy', 'sleeping'] as const;
const LIGHT_MODES = ['constant', 'flashing', 'breathing'] as const;

export async function C4Page({ locale }: { locale: Locale }) {
  const [t, pages, c4] = await Promise.all([
    getTranslations({ locale, namespace: 'C4' }),
    getTranslations({ locale, namespace: 'Pages' }),
    getProductTeaser(locale, 'c4'),
  ]);
  // The page's largest paint: sent inside the page when it is small.
  const hero = c4?.image ? await inlineImage(c4.image.src) : null;
  return (
    <>
      <PageHeader locale={locale} title={pages('c4.heading')} trail={[{ href: '/products', label: t('breadcrumb') }]} />
      <div className="container page-body">
        <section className={styles.hero} aria-labelledby="c4-intro">
          <div>
            <h2 id="c4-intro">{t('hero.heading')}</h2>
            <p className={styles.lead}>{t('hero.text')}</p>
            {c4 ? (
              <p className={styles.price}>
                <span className="visually-hidden">{t('price')} </span>
                <span data-price={c4.id}>{formatPrice(c4.priceCents, c4.currency, localeTags[locale])}</span>
              </p>
            ) : null}
            <ul className={styles.actions}>
              <li>
                <Link href="/productsShow?id=c4" className="button button--primary">
                  {t('buy')}
                </Link>
              </li>
              <li>
                <Link href="/AppDownload" className="button">
                  {t('getApp')}
                </Link>
              </li>
            </ul>
          </div>
          {c4?.image && hero ? (
            <img src={hero} alt={t('hero.imageAlt')} width={c4.image.width} height={c4.image.height} className={styles.heroImage} fetchPriority="high" />
          ) : null}
        </section>
        <FirstScreenEnd />

        <section className={styles.section} aria-labelledby="c4-highlights">
          <h2 id="c4-highlights">{t('highlights.heading')}</h2>
          <ol className={styles.highlights}>
            {C4_HIGHLIGHTS.map((id) => (
              <li key={id} className={styles.highlight} id={id} data-highlight={id}>
                <img src={`/media/c4/${id}.svg`} alt="" width={480} height={360} loading="lazy" decoding="async" />
                <div className={styles.highlightBody}>
                  <h3>{t(`highlights.${id}.title`)}</h3>
                  <p>{t(`highlights.${id}.text`)}</p>
                  {id === 'activity-states' ? (
                    <ul className={styles.states} aria-label={t('states.label')}>
                      {ACTIVITY_STATES.map((s) => (
                        <li key={s}>{t(`states.${s}`)}</li>
                      ))}
                    </ul>
                  ) : null}
                  {id === 'rgb-light' ? (
                    <ul className={styles.states} aria-label={t('light.label')}>
                      {LIGHT_MODES.map((m) => (
                        <li key={m}>{t(`light.${m}`)}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section id="platform" className={`${styles.section} ${styles.anchorSection}`} aria-labelledby="c4-platform">
          <div className={styles.prose}>
            <h2 id="c4-platform">{t('platform.heading')}</h2>
            <p>{t('platform.text1')}</p>
            <p>{t('platform.text2')}</p>
          </div>
        </section>

        <section className={`${styles.band}`} aria-labelledby="c4-cta">
          <h2 id="c4-cta">{t('cta.heading')}</h2>
          <p>{t('cta.text')}</p>
          <ul className={styles.actions}>
            <li>
              <Link href="/productsShow?id=c4" className="button button--primary">
                {t('buy')}
              </Link>
            </li>
            <li>
              <Link href="/AppDownload" className={`button ${styles.bandButton}`}>
                {t('getApp')}
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
