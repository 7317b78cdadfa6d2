import { getTranslations } from 'next-intl/server';
import { RoutePage } from '@/components/layout/route-page';
import { Link } from '@/i18n/navigation';
import { localeTags, type Locale } from '@/i18n/routing';
import { formatPhone, hoursArgs } from '@/lib/marketing/format';
import { getSiteSettings } from '@/lib/server/content/settings';
import { CompanyText } from '@/components/ui/company-text';
import styles from './marketing.module.css';

/** Sections the footer links to (`/contact#legal` …), each with a heading and short text. */
const SECTIONS = ['cooperation', 'join', 'legal', 'privacy'] as const;

export async function ContactPage({ locale }: { locale: Locale }) {
  const [t, s] = await Promise.all([getTranslations({ locale, namespace: 'Contact' }), getSiteSettings(locale)]);
  const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
  return (
    <RoutePage locale={locale} page="contact">
      <section aria-labelledby="contact-details">
        <h2 id="contact-details">{t('details.heading')}</h2>
        <p className={styles.lead}>
          <CompanyText text={s.companyName} />
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('details.hotline')}</dt>
            <dd>
              <a href={`tel:${s.hotlineTel}`}>
                <strong>{s.hotline}</strong>
              </a>
              <br />
              {t('details.hours', hoursArgs(s.hoursOpen, s.hoursClose, locale, localeTags[locale]))}
            </dd>
          </div>
          <div>
            <dt>{t('details.address')}</dt>
            <dd>{s.address}</dd>
          </div>
          <div>
            <dt>{t('details.phone')}</dt>
            <dd>
              <a href={tel(s.phone)}>{formatPhone(s.phone)}</a>
            </dd>
          </div>
          <div>
            <dt>{t('details.fax')}</dt>
            <dd>{formatPhone(s.fax)}</dd>
          </div>
          <div>
            <dt>{t('details.email')}</dt>
            <dd>
              <a href={`mailto:${s.email}`}>{s.email}</a>
            </dd>
          </div>
        </dl>
        <ul className={styles.actions}>
          <li>
            <Link href="/OnlineMessage" className="button button--primary">
              {t('details.message')}
            </Link>
          </li>
          <li>
            <Link href="/problems" className="button">
              {t('details.faq')}
            </Link>
          </li>
        </ul>
      </section>

      {SECTIONS.map((id) => (
        <section key={id} id={id} className={`${styles.section} ${styles.anchorSection}`} aria-labelledby={`contact-${id}-heading`}>
          <div className={styles.prose}>
            <h2 id={`contact-${id}-heading`}>{t(`${id}.heading`)}</h2>
            <p>
              <CompanyText text={t(`${id}.text1`, { company: s.companyName, email: s.email })} />
            </p>
            <p>
              <CompanyText text={t(`${id}.text2`, { company: s.companyName, email: s.email })} />
            </p>
          </div>
        </section>
      ))}

      <section id="social" className={`${styles.section} ${styles.anchorSection}`} aria-labelledby="contact-social-heading">
        <div className={styles.prose}>
          <h2 id="contact-social-heading">{t('social.heading')}</h2>
          <p>{t('social.text', { name: s.social.name, handle: s.social.handle })}</p>
          <p>
            <strong>{s.social.handle}</strong>
          </p>
        </div>
      </section>
    </RoutePage>
  );
}
