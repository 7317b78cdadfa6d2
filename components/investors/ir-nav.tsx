import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import styles from './investors.module.css';

/** The IR section's pages, in the order of the section navigation. */
export const IR_SECTION = [
  { href: '/investors', key: 'overview' },
  { href: '/announcements', key: 'announcements' },
  { href: '/reports', key: 'reports' },
  { href: '/events', key: 'events' },
] as const;
export type IrPage = (typeof IR_SECTION)[number]['key'];

/** The navigation shared by the investor relations pages; the current one is marked. */
export async function IrNav({ locale, current }: { locale: Locale; current: IrPage }) {
  const t = await getTranslations({ locale, namespace: 'InvestorRelations.nav' });
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      <ul>
        {IR_SECTION.map((item) => (
          <li key={item.key}>
            <Link href={item.href} aria-current={item.key === current ? 'page' : undefined} className={styles.navLink}>
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
