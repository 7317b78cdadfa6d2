import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IrPage } from '@/components/investors/ir-page';
import { irMetadata } from '@/components/investors/ir-metadata';
import { ReportItem } from '@/components/investors/report-item';
import styles from '@/components/investors/investors.module.css';
import marketing from '@/components/marketing/marketing.module.css';
import { groupReportsByYear } from '@/lib/investors/reports';
import { paramsLocale, type LocaleParams } from '@/lib/page-metadata';
import { getFinancialReports } from '@/lib/server/content/investor-relations';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return irMetadata(await paramsLocale(params), 'reports', '/reports');
}

/** /reports: the financial reports by financial year (newest first), then period; each a PDF download with its size. */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const [reports, t] = await Promise.all([getFinancialReports(locale), getTranslations({ locale, namespace: 'InvestorRelations.reports' })]);
  const years = groupReportsByYear(reports);
  return (
    <IrPage locale={locale} page="reports">
      {years.length === 0 ? <p>{t('empty')}</p> : null}
      {years.map((group) => (
        <section key={group.year} className={styles.year} aria-labelledby={`reports-${group.year}`} data-year={group.year}>
          <h2 id={`reports-${group.year}`}>{t('year', { year: String(group.year) })}</h2>
          <ul className={marketing.list}>
            {group.reports.map((r) => (
              <ReportItem key={r.id} locale={locale} report={r} />
            ))}
          </ul>
        </section>
      ))}
    </IrPage>
  );
}
