import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { NewsCenter, newsCenterMetadataParts } from '@/components/news/news-center';
import { isLocale, type Locale } from '@/i18n/routing';
import { getAllNews, getNewsCategories } from '@/lib/server/content/news';
import { pageMetadata } from '@/lib/seo';
import { NEWS_PAGE_SIZE } from '@/lib/validations/news';

type Params = { params: Promise<{ locale: string; category: string; page: string }> };

/** Reached through proxy.ts from /newsCenter?category=…&page=… (internal path, never linked). */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale: Locale = isLocale(params.locale) ? params.locale : 'en';
  const [all, categories] = await Promise.all([getAllNews(locale), getNewsCategories(locale)]);
  const counts = [{ id: 'all', n: all.length }, ...categories.map((c) => ({ id: c.id, n: all.filter((a) => a.categoryId === c.id).length }))];
  return counts.flatMap(({ id, n }) => Array.from({ length: Math.max(1, Math.ceil(n / NEWS_PAGE_SIZE)) }, (_, i) => ({ category: id, page: String(i + 1) })));
}

async function parse(params: Params['params']): Promise<{ locale: Locale; category: string; page: number }> {
  const { locale, category, page } = await params;
  if (!isLocale(locale) || !/^[1-9]\d{0,3}$/.test(page)) notFound();
  return { locale, category, page: Number(page) };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, category, page } = await parse(params);
  const { title, description, href, card } = await newsCenterMetadataParts(locale, category, page);
  return pageMetadata(locale, href, title, description, {}, card);
}

export default async function Page({ params }: Params) {
  const { locale, category, page } = await parse(params);
  setRequestLocale(locale);
  return <NewsCenter locale={locale} category={category} page={page} />;
}
