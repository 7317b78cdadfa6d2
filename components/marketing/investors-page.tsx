import { getTranslations } from 'next-intl/server';
import { AnnouncementItem } from '@/components/investors/announcement-item';
import { EventItem } from '@/components/investors/event-item';
import { IrContact, IrFacts } from '@/components/investors/ir-facts';
import { IrNav } from '@/components/investors/ir-nav';
import { ReportItem } from '@/components/investors/report-item';
import irStyles from '@/components/investors/investors.module.css';
import { RoutePage } from '@/components/layout/route-page';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { splitEvents } from '@/lib/investors/events';
import { latestReports } from '@/lib/investors/reports';
import { getBrandContent } from '@/lib/server/content/brand';
import { getAnnouncementsPage, getFinancialReports, getInvestorEvents, getInvestorFacts } from '@/lib/server/content/investor-relations';
import { getInvestorTexts, type InvestorTexts } from '@/lib/server/content/investors';
import { getSiteSettings } from '@/lib/server/content/settings';
import { CompanyStats } from './company-stats';
import styles from './marketing.module.css';

/**
 * The investor relations section's landing (/investors, issue 17): facts, statistics, the latest
 * announcements, the next event, the latest reports, the operating platform and the IR contact,
 * with the section navigation. `preview`: the page's own texts as a staff draft would make them
 * (app/[locale]/preview/previews.tsx).
 */
export async function InvestorsPage({ locale, preview }: { locale: Locale; preview?: InvestorTexts }) {
  const [t, ir, alerts, settings, facts, announcements, reports, events, brand, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Investors' }),
    getTranslations({ locale, namespace: 'InvestorRelations' }),
    getTranslations({ locale, namespace: 'Alerts' }),
    getSiteSettings(locale),
    getInvestorFacts(),
    getAnnouncementsPage(locale, 1),
    getFinancialReports(locale),
    getInvestorEvents(locale),
    getBrandContent(locale),
    preview ?? getInvestorTexts(locale),
  ]);
  const nextEvent = splitEvents(events, new Date()).upcoming[0];
  return (
    <RoutePage locale={locale} page="investors">
      <IrNav locale={locale} current="overview" />
      <IrFacts locale={locale} facts={facts} settings={settings} founded={brand.timeline[0]?.year} business={texts.business} />

      <div className={styles.section}>
        <CompanyStats locale={locale} headingId="investors-stats" />
      </div>

      <section id="announcements" className={`${styles.section} ${styles.anchorSection}`} aria-labelledby="investors-announcements">
        <h2 id="investors-announcements">{ir('landing.latestAnnouncements')}</h2>
        <ul className={styles.list}>
          {(announcements?.items ?? []).slice(0, 3).map((n) => (
            <AnnouncementItem key={n.id} locale={locale} item={n} />
          ))}
        </ul>
        <ul className={irStyles.links}>
          <li>
            <Link href="/announcements">{ir('landing.allAnnouncements')}</Link>
          </li>
          <li>
            <Link href="/alerts">{alerts('cta.link')}</Link>
          </li>
        </ul>
      </section>

      <section id="next-event" className={`${styles.section} ${styles.anchorSection}`} aria-labelledby="investors-next-event">
        <h2 id="investors-next-event">{ir('landing.nextEvent')}</h2>
        {nextEvent ? (
          <ul className={styles.list}>
            <EventItem locale={locale} event={nextEvent} />
          </ul>
        ) : (
          <p>{ir('landing.noEvent')}</p>
        )}
        <p className={irStyles.links}>
          <Link href="/events">{ir('landing.allEvents')}</Link>
        </p>
      </section>

      <section id="reports" className={`${styles.section} ${styles.anchorSection}`} aria-labelledby="investors-reports">
        <h2 id="investors-reports">{ir('landing.latestReports')}</h2>
        <ul className={styles.list}>
          {latestReports(reports, 3).map((r) => (
            <ReportItem key={r.id} locale={locale} report={r} />
          ))}
        </ul>
        <p className={irStyles.links}>
          <Link href="/reports">{ir('landing.allReports')}</Link>
        </p>
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

      <IrContact locale={locale} facts={facts} />
    </RoutePage>
  );
}
