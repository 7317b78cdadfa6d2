import 'server-only';
import type { MetadataRoute } from 'next';
import { asc, desc, lte } from 'drizzle-orm';
import { locales } from '@/i18n/routing';
import { pathLocales } from '@/lib/legal-pages';
import { alternates, localizedUrl } from '@/lib/seo';
import { cached, TAGS } from './cache';
import { forSale } from './catalogue';
import { db, schema } from './db';

/** The public, indexable pages without items (account pages and search are left out; /openimg and /openvideo are listed as the galleries they are without a file). */
export const PUBLIC_PAGES = [
  '/index',
  '/brand',
  '/c4',
  '/products',
  '/productslist',
  '/newsCenter',
  '/contact',
  '/problems',
  '/downlish',
  '/AppDownload',
  '/OnlineMessage',
  '/investors',
  '/alerts',
  '/dealer',
  '/announcements',
  '/reports',
  '/events',
  '/openimg',
  '/openvideo',
  '/stores',
  '/terms',
  '/privacy',
  '/shipping',
  '/returns',
  // Issue 32's legal pages; /withdrawal only in the locales that have it (lib/legal-pages.ts).
  '/imprint',
  '/withdrawal',
] as const;

const listItemIds = cached(
  async () => {
    const [products, news] = await Promise.all([
      db()
        .select({ id: schema.products.id, updatedAt: schema.products.updatedAt })
        .from(schema.products)
        .where(forSale)
        .orderBy(asc(schema.products.position), asc(schema.products.id)),
      db()
        .select({ id: schema.news.id, publishedAt: schema.news.publishedAt })
        .from(schema.news)
        .where(lte(schema.news.publishedAt, new Date()))
        .orderBy(desc(schema.news.publishedAt), asc(schema.news.id)),
    ]);
    // Dates as strings: the data cache stores JSON.
    return {
      products: products.map((p) => ({ id: p.id, modified: p.updatedAt.toISOString() })),
      news: news.map((n) => ({ id: n.id, modified: n.publishedAt.toISOString() })),
    };
  },
  'sitemap-items',
  [TAGS.products, TAGS.news],
);

/** Every public URL in every locale that has it, each with hreflang alternates for those locales (all ten and x-default for most). */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const items = await listItemIds();
  const pages: { href: string; modified?: string }[] = [
    ...PUBLIC_PAGES.map((href) => ({ href })),
    ...items.products.map((p) => ({ href: `/productsShow?id=${encodeURIComponent(p.id)}`, modified: p.modified })),
    ...items.news.map((n) => ({ href: `/newsShow?id=${encodeURIComponent(n.id)}`, modified: n.modified })),
  ];
  return pages.flatMap(({ href, modified }) =>
    (pathLocales(href) ?? locales).map((locale) => ({
      url: localizedUrl(locale, href),
      ...(modified ? { lastModified: modified } : {}),
      alternates: { languages: alternates(locale, href).languages as Record<string, string> },
    })),
  );
}
