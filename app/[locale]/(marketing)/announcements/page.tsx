import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AnnouncementsList } from '@/components/investors/announcements-list';
import { irMetadata } from '@/components/investors/ir-metadata';
import { paramsLocale, type LocaleParams } from '@/lib/page-metadata';

// Normally proxy.ts rewrites /announcements to /announcements/1; this answers the same if it is bypassed.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return irMetadata(await paramsLocale(params), 'announcements', '/announcements');
}

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return <AnnouncementsList locale={locale} page={1} />;
}
