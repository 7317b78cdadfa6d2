import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NewsCenter, newsCenterMetadataParts } from '@/components/news/news-center';
import { paramsLocale, type LocaleParams } from '@/lib/page-metadata';
import { pageMetadata } from '@/lib/seo';

// Normally proxy.ts rewrites /newsCenter to /newsCenter/all/1; this answers the same if it is bypassed.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await paramsLocale(params);
  const { title, description, href, card } = await newsCenterMetadataParts(locale, 'all', 1);
  return pageMetadata(locale, href, title, description, {}, card);
}

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return <NewsCenter locale={locale} category="all" page={1} />;
}
