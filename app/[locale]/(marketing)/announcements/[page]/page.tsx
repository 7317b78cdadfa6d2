import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { AnnouncementsList, announcementsHref } from '@/components/investors/announcements-list';
import { irMetadata } from '@/components/investors/ir-metadata';
import { isLocale, type Locale } from '@/i18n/routing';
import { announcementPageCount } from '@/lib/server/content/investor-relations';

type Params = { params: Promise<{ locale: string; page: string }> };

/** Reached through proxy.ts from /announcements?page=… (internal path, never linked); every page pre-rendered per locale. */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale: Locale = isLocale(params.locale) ? params.locale : 'en';
  const pages = await announcementPageCount(locale);
  return Array.from({ length: pages }, (_, i) => ({ page: String(i + 1) }));
}

async function parse(params: Params['params']): Promise<{ locale: Locale; page: number }> {
  const { locale, page } = await params;
  if (!isLocale(locale) || !/^[1-9]\d{0,3}$/.test(page)) notFound();
  return { locale, page: Number(page) };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, page } = await parse(params);
  return irMetadata(locale, 'announcements', announcementsHref(page), page);
}

export default async function Page({ params }: Params) {
  const { locale, page } = await parse(params);
  setRequestLocale(locale);
  return <AnnouncementsList locale={locale} page={page} />;
}
