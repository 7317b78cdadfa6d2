import { getTranslations } from 'next-intl/server';
import { localeTags, type Locale } from '@/i18n/routing';
import { formatBytes } from '@/lib/marketing/format';
import type { FinancialReport } from '@/lib/server/content/investor-relations';
import styles from './investors.module.css';

/** One financial report: kind, title, date, and its PDF as a plain link (works without JavaScript). */
export async function ReportItem({ locale, report, headingLevel = 3 }: { locale: Locale; report: FinancialReport; headingLevel?: 3 | 4 }) {
  const t = await getTranslations({ locale, namespace: 'InvestorRelations.reports' });
  const tag = localeTags[locale];
  const size = formatBytes(report.bytes, tag);
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${report.publishedAt}T00:00:00Z`));
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li className={styles.item} data-report={report.id}>
      <div className={styles.itemText}>
        <span className={styles.kind}>{t(`kind.${report.kind}`)}</span>
        <Heading>{report.title}</Heading>
        <p className={styles.meta}>
          <time dateTime={report.publishedAt}>{t('published', { date })}</time>
          {' · '}
          <span data-size={report.bytes}>{t('file', { size })}</span>
        </p>
      </div>
      <a href={report.file} download className="button" type="application/pdf">
        {t('download')}
        <span className="visually-hidden"> {t('downloadLabel', { title: report.title, size })}</span>
      </a>
    </li>
  );
}
