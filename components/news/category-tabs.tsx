import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { NewsCategory } from '@/lib/server/content/news';
import { newsCenterHref } from './hrefs';
import styles from './news.module.css';

export async function CategoryTabs({ locale, categories, active }: { locale: Locale; categories: NewsCategory[]; active: string }) {
  const t = await getTranslations({ locale, namespace: 'News' });
  const tabs = [{ id: 'all', name: t('all') }, ...categories];
  return (
    <nav aria-label={t('categoriesLabel')} className={styles.tabs}>
      <ul>
        {tabs.map((c) => (
          <li key={c.id}>
            <Link href={newsCenterHref(c.id, 1)} aria-current={c.id === active ? 'page' : undefined} className={styles.tab}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
