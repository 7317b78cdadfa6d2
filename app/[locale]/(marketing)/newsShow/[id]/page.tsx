import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ArticleView } from '@/components/news/article-view';
import { newsShowHref } from '@/components/news/hrefs';
import { isLocale, ogLocales, type Locale } from '@/i18n/routing';
import { getAllNews, getArticle, getNewsIds, neighbours } from '@/lib/server/content/news';
import { ogCard } from '@/lib/page-metadata';
import { cardMetadata, pageMetadata } from '@/lib/seo';

type Params = { params: Promise<{ locale: string; id: string }> };

/** Reached through proxy.ts from /newsShow?id=… (internal path, never linked). */
export async function generateStaticParams() {
  return (await getNewsIds()).map((id) => ({ id }));
}

async function load(params: Params['params']) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  const article = await getArticle(locale, id);
  if (!article) notFound();
  return { locale: locale as Locale, article };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, article } = await load(params);
  const card = await ogCard(locale, { kind: 'news', id: article.id }, article.title);
  const base = pageMetadata(locale, newsShowHref(article.id), article.title, article.summary, {}, card);
  // The card first (what link previews show), then the article's picture.
  const images = [...cardMetadata(locale, card).images, { url: article.image }];
  return {
    ...base,
    openGraph: { ...base.openGraph, type: 'article', publishedTime: article.publishedAt, images, locale: ogLocales[locale] },
  };
}

export default async function Page({ params }: Params) {
  const { locale, article } = await load(params);
  setRequestLocale(locale);
  const around = neighbours(await getAllNews(locale), article.id, article.relatedIds);
  return <ArticleView locale={locale} article={article} around={around} />;
}
