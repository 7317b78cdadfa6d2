import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ArticleView } from '@/components/news/article-view';
import { isLocale } from '@/i18n/routing';
import { getAllNews, neighbours } from '@/lib/server/content/news';
import { previewArticle } from '@/lib/server/staff/content';
import { isPreviewer, PreviewBanner } from '../../preview-banner';

type Params = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/** The article as it will look once this locale's draft is published, for signed-in editors and admins only. */
export default async function ArticlePreviewPage({ params }: Params) {
  const { locale, id } = await params;
  if (!isLocale(locale) || !(await isPreviewer())) notFound();
  const preview = await previewArticle(id, locale);
  if (!preview) notFound();
  setRequestLocale(locale);
  const around = neighbours(await getAllNews(locale), id, preview.article.relatedIds);
  return (
    <>
      <PreviewBanner draft={preview.draft} editor={`/admin/content?kind=news&item=${encodeURIComponent(id)}&locale=${locale}`} />
      <ArticleView locale={locale} article={preview.article} around={around} />
    </>
  );
}
