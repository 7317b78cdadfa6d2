import { getTranslations } from 'next-intl/server';
import { RoutePage } from '@/components/layout/route-page';
import { Link } from '@/i18n/navigation';
import { localeTags, type Locale } from '@/i18n/routing';
import { fileTypeLabel, formatBytes } from '@/lib/marketing/format';
import { getLatestNews } from '@/lib/server/content/home';
import { getBrandContent } from '@/lib/server/content/brand';
import { getInvestorReports, getInvestorTexts, type InvestorTexts } from '@/lib/server/content/investors';
import { getSiteSettings } from '@/lib/server/content/settings';
import { CompanyStats } from './company-stats';
import styles from './marketing.module.css';

/** `preview`: the page's own texts as a staff draft would make them (app/[locale]/preview/investors). */
export async function InvestorsPage({ locale, preview }: { locale: Locale; preview?: InvestorTexts }) {
  const [t, settings, announcements, reports, brand, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Investors' }),
    getSiteSettings(locale),
    getLatestNews(locale, 5, 'corporate'),
    getInvestorReports(locale),
    getBrandContent(locale),
    preview ?? getInvestorTexts(locale),
  ]);
  // The company history starts with the founding year; it is content, not a constant here.
  const founded = brand.timeline[0]?.year;
  const tag = localeTags[locale];
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <RoutePage locale={locale} page="investors">
      <section aria-labelledby="investors-facts">
        <h2 id="investors-facts">{t('facts.heading')}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('facts.company')}</dt>
            <dd>{settings.companyName}</dd>
          </div>
          {founded ? (
            <div>
              <dt>{t('facts.founded')}</dt>
              <dd>{founded}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('facts.headquarters')}</dt>
            <dd>{settings.address}</dd>
          </div>
          {texts.business ? (
            <div>
              <dt>{t('facts.business')}</dt>
              <dd>{texts.business}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('facts.contact')}</dt>
            <dd>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </dd>
          </div>
        </dl>
      </section>

      <div className={styles.section}>
        <CompanyStats locale={locale} headingId="investors-stats" />
      </div>

      <section id="announcements" className={`${styles.section} ${styles.anchorSection}`} aria-labelledby="investors-announcements">
        <h2 id="investors-announcements">{t('announcements.heading')}</h2>
        <ul className={styles.list}>
          {announcements.map((n) => (
            <li key={n.id} className={styles.listItem}>
              <h3>
                <Link href={`/newsShow?id=${encodeURIComponent(n.id)}`}>{n.title}</Link>
              </h3>
              <p className={styles.meta}>
                <time dateTime={n.publishedAt}>{date.format(new Date(n.publishedAt))}</time>
              </p>
              <p>{n.summary}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link href="/newsCenter?category=corporate">{t('announcements.all')}</Link>
        </p>
      </section>

      <section id="reports" className={`${styles.section} ${styles.anchorSection}`} aria-labelledby="investors-reports">
        <h2 id="investors-reports">{t('reports.heading')}</h2>
        <ul className={styles.list}>
          {reports.map((r) => (
            <li key={r.id} className={styles.listItem}>
              <h3>{r.title}</h3>
              <p>{r.description}</p>
              <p className={styles.meta}>
                <span>{t('reports.published', { date: date.format(new Date(r.publishedAt)) })}</span>
                <span>{t('reports.type', { type: fileTypeLabel(r.mime) })}</span>
                <span>{t('reports.size', { size: formatBytes(r.bytes, tag) })}</span>
              </p>
              <p>
                <a href={r.file} download className="button">
                  {t('reports.download')}
                  <span className="visually-hidden">
                    {' '}
                    {t('reports.downloadFile', { title: r.title, type: fileTypeLabel(r.mime), size: formatBytes(r.bytes, tag) })}
                  </span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      </section>

      {texts.platform.length ? (
        <section id="platform" className={`${styles.section} ${styles.anchorSection}`} aria-labelledby="investors-platform">
          <div className={styles.prose}>
            <h2 id="investors-platform">{t('platform.heading')}</h2>
            {texts.platform.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </section>
      ) : null}
    </RoutePage>
  );
}
