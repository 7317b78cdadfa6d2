import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localeTags, type Locale } from '@/i18n/routing';
import { integerFormatOf } from '@/lib/integer-format';
import { getSiteSettings } from '@/lib/server/content/settings';
import { STAT_IDS } from '@/lib/validations/settings';
import { CountUp } from './count-up';
import styles from './marketing.module.css';

/** The six company statistics of spec §9 as staff set them (site settings); each figure counts up on the client. The stores figure leads to the store finder. */
export async function CompanyStats({ locale, headingId, headingLevel = 2 }: { locale: Locale; headingId: string; headingLevel?: 2 | 3 }) {
  const [t, { stats }] = await Promise.all([getTranslations({ locale, namespace: 'Home' }), getSiteSettings(locale)]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const statText = (id: (typeof STAT_IDS)[number]) =>
    t.rich(`stats.${id}`, {
      count: stats[id].value,
      num: () => <CountUp value={stats[id].value} plus={stats[id].plus} format={integerFormatOf(localeTags[locale])} className={styles.statValue} />,
    });
  return (
    <section className={styles.stats} aria-labelledby={headingId}>
      <Heading id={headingId}>{t('stats.heading')}</Heading>
      <ul className={styles.statsList}>
        {STAT_IDS.map((id) => (
          <li key={id} className={styles.stat} data-stat={id}>
            {id === 'stores' ? <Link href="/stores">{statText(id)}</Link> : statText(id)}
          </li>
        ))}
      </ul>
    </section>
  );
}
