import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ogCard } from '@/lib/page-metadata';
import { pageMetadata } from '@/lib/seo';

/** Title, description, canonical and hreflang alternates of an IR subpage, from `InvestorRelations.pages.<page>`. */
export async function irMetadata(locale: Locale, page: 'announcements' | 'reports' | 'events', href: string, pageNumber = 1): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'InvestorRelations.pages' });
  const title = page === 'announcements' && pageNumber > 1 ? t('announcements.pageTitle', { page: pageNumber }) : t(`${page}.title`);
  // The card shows the section page's title (page 2 and on share the first page's card).
  const card = await ogCard(locale, { kind: 'page', id: page }, t(`${page}.title`));
  return pageMetadata(locale, href, title, t(`${page}.description`), {}, card);
}
