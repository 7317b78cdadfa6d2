import { getTranslations } from 'next-intl/server';
import { localeTags, type Locale } from '@/i18n/routing';
import { integerFormatOf } from '@/lib/integer-format';
import { COMPANY_STATS } from '@/lib/marketing/stats';
import { CountUp } from './count-up';
import styles from './marketing.module.css';

/** The six company statistics of spec §9 as a list; each figure counts up on the client. */
export async function CompanyStats({ locale, headingId, headingLevel = 2 }: { locale: Locale; headingId: string; headingLevel?: 2 | 3 }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.stats} aria-labelledby={headingId}>
      <Heading id={headingId}>{t('stats.heading')}</Heading>
      <ul className={styles.statsList}>
        {COMPANY_STATS.map((stat) => (
          <li key={stat.id} className={styles.stat} data-stat={stat.id}>
            {t.rich(`stats.${stat.id}`, {
              count: stat.value,
              num: () => <CountUp value={stat.value} plus={stat.plus} format={integerFormatOf(localeTags[locale])} className={styles.statValue} />,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
