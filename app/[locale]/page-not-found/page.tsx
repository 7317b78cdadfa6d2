import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { paramsLocale, type LocaleParams } from '@/lib/page-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await paramsLocale(params), namespace: 'NotFound' });
  // One robots rule: not indexed (it replaces the layout's "index, follow"). No canonical, no alternates.
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * The 404 page, pre-rendered per locale. It is never linked: scripts/lib/not-found-page.mjs serves
 * it, with status 404 and at the address that was asked for, in place of the empty shell Next.js
 * sends when a page calls `notFound()`. proxy.ts answers a direct request for it with a 404.
 */
export default async function Page({ params }: LocaleParams) {
  setRequestLocale(await paramsLocale(params));
  return <NotFoundView />;
}
