import { getTranslations } from 'next-intl/server';
import { localeTags, type Locale } from '@/i18n/routing';
import type { InvestorFacts } from '@/lib/server/content/investor-relations';
import type { SiteSettings } from '@/lib/server/content/settings';
import { CompanyText } from '@/components/ui/company-text';
import marketing from '../marketing/marketing.module.css';
import styles from './investors.module.css';

/** "31 December" / "12月31日": the month and day of a `MM-DD` in the locale's words. */
function monthDay(mmdd: string, tag: string): string {
  const [month = 12, day = 31] = mmdd.split('-').map(Number);
  return new Intl.DateTimeFormat(tag, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2001, month - 1, day)));
}

/** Share and company facts (site settings, one place), numbers and dates in the locale's format. */
export async function IrFacts({
  locale,
  facts,
  settings,
  founded,
  business,
}: {
  locale: Locale;
  facts: InvestorFacts;
  settings: SiteSettings;
  founded?: number;
  business?: string;
}) {
  const [t, old] = await Promise.all([
    getTranslations({ locale, namespace: 'InvestorRelations.facts' }),
    getTranslations({ locale, namespace: 'Investors.facts' }),
  ]);
  const tag = localeTags[locale];
  const rows: [string, string, string][] = [
    ['company', old('company'), settings.companyName],
    ['ticker', t('ticker'), facts.ticker],
    ['exchange', t('exchange'), facts.exchange],
    ['segment', t('segment'), facts.segment],
    ['shares', t('shares'), facts.sharesOutstanding ? new Intl.NumberFormat(tag).format(facts.sharesOutstanding) : ''],
    ['fiscalYearEnd', t('fiscalYearEnd'), monthDay(facts.fiscalYearEnd, tag)],
    ['auditor', t('auditor'), facts.auditor],
    // The founding year is the first event of the brand page's history (content, not a constant).
    ['founded', old('founded'), founded ? String(founded) : ''],
    ['headquarters', old('headquarters'), settings.address],
    ['business', old('business'), business ?? ''],
  ];
  return (
    <section aria-labelledby="ir-facts" id="facts" className={marketing.anchorSection}>
      <h2 id="ir-facts">{t('heading')}</h2>
      <dl className={marketing.facts} data-testid="ir-facts">
        {rows
          .filter(([, , value]) => value)
          .map(([key, label, value]) => (
            <div key={key} data-fact={key}>
              <dt>{label}</dt>
              <dd>{key === 'company' ? <CompanyText text={value} /> : value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** The IR contact block: name, role, email and phone as links. */
export async function IrContact({ locale, facts }: { locale: Locale; facts: InvestorFacts }) {
  const t = await getTranslations({ locale, namespace: 'InvestorRelations.contact' });
  const { name, email, phone, phoneTel } = facts.contact;
  return (
    <section aria-labelledby="ir-contact" id="contact" className={`${marketing.section} ${marketing.anchorSection}`}>
      <h2 id="ir-contact">{t('heading')}</h2>
      <address className={styles.contact}>
        {name ? (
          <p>
            <strong>{name}</strong>, {t('role')}
          </p>
        ) : null}
        <dl className={styles.details}>
          <dt>{t('email')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
          {phone ? (
            <>
              <dt>{t('phone')}</dt>
              <dd>
                <a href={`tel:${phoneTel || phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
              </dd>
            </>
          ) : null}
        </dl>
      </address>
    </section>
  );
}
