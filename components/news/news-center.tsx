import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import type { Locale } from '@/i18n/routing';
import { ogCard } from '@/lib/page-metadata';
import { getNewsCategories, getNewsPage } from '@/lib/server/content/news';
import { CategoryTabs } from './category-tabs';
import { newsCenterHref } from './hrefs';
import { NewsCard } from './news-card';
import { Pagination } from './pagination';
import styles from './news.module.css';

/** One page of the news center: category tabs, six articles, pagination. */
export async function NewsCenter({ locale, category, page }: { locale: Locale; category: string; page: number }) {
  const [list, categories, t, pagesT] = await Promise.all([
    getNewsPage(locale, category, page),
    getNewsCategories(locale),
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Pages' }),
  ]);
  if (!list) notFound();
  const categoryName = categories.find((c) => c.id === category)?.name;
  const trail = category === 'all' && page === 1 ? [] : [{ href: '/newsCenter', label: pagesT('newsCenter.heading') }];
  const title = categoryName ?? pagesT('newsCenter.heading');
  return (
    <>
      <PageHeader locale={locale} title={page > 1 ? t('listTitle', { category: title, page }) : title} intro={pagesT('newsCenter.description')} trail={trail} />
      <div className="container page-body">
        <CategoryTabs locale={locale} categories={categories} active={category} />
        <ul className={`grid ${styles.list}`} data-testid="news-list">
          {list.items.map((item) => (
            <li key={item.id}>
              <NewsCard locale={locale} item={item} />
            </li>
          ))}
        </ul>
        {list.items.length === 0 ? <p>{t('empty')}</p> : null}
        <Pagination locale={locale} category={category} page={page} pages={list.pages} />
      </div>
    </>
  );
}

/** Title, description, canonical (with its query) and Open Graph card (the category's, on every page of it) of a news center page. */
export async function newsCenterMetadataParts(locale: Locale, category: string, page: number) {
  const [categories, t, pagesT] = await Promise.all([
    getNewsCategories(locale),
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Pages' }),
  ]);
  const current = categories.find((c) => c.id === category);
  const name = current?.name ?? pagesT('newsCenter.title');
  const title = page > 1 ? t('listTitle', { category: name, page }) : name;
  const card = await ogCard(locale, current ? { kind: 'news-category', id: current.id } : { kind: 'page', id: 'newsCenter' }, name);
  return { title, description: pagesT('newsCenter.description'), href: newsCenterHref(category, page), card };
}
