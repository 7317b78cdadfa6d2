import type { Locale } from '@/i18n/routing';

/** Open Graph card size: the 1.91:1 image Facebook, LinkedIn, Slack and X show in full. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The pages (by `Pages.<key>`) whose card shows their own title; the others have none (account, cart, pieces). */
export const OG_PAGE_KEYS = [
  'index',
  'brand',
  'c4',
  'products',
  'productslist',
  'productsShow',
  'newsCenter',
  'newsShow',
  'contact',
  'problems',
  'downlish',
  'AppDownload',
  'OnlineMessage',
  'investors',
  'searchlist',
  'gallery',
  'videos',
  'openimg',
  'openvideo',
  // Issue 17's pages, whose titles are in their own namespaces (lib/server/og/targets.ts).
  'announcements',
  'reports',
  'events',
  'alerts',
  'dealer',
  'stores',
  // Issue 16's policy pages, whose titles are in lib/server/policies (server-only texts).
  'terms',
  'privacy',
  'shipping',
  'returns',
  // Issue 32's legal pages (lib/legal-pages.ts), titled in lib/server/legal; /withdrawal only where it exists.
  'imprint',
  'withdrawal',
] as const;
export type OgPageKey = (typeof OG_PAGE_KEYS)[number];

/** What a card is of: a page by its key, or one product, article, product category or news category by id. */
export const OG_KINDS = ['page', 'product', 'news', 'category', 'news-category'] as const;
export type OgKind = (typeof OG_KINDS)[number];
export type OgTarget = { kind: OgKind; id: string };

export function isOgPageKey(key: string): key is OgPageKey {
  return (OG_PAGE_KEYS as readonly string[]).includes(key);
}

export function isOgKind(kind: string): kind is OgKind {
  return (OG_KINDS as readonly string[]).includes(kind);
}

/** FNV-1a of the title, base 36: a new title gives a new image URL, so caches never show the old card. */
function titleVersion(title: string): string {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(title)) hash = Math.imul(hash ^ unit, 0x01000193) >>> 0;
  return hash.toString(36);
}

/** Site-relative path of a card (app/og/[locale]/[kind]/[file]/route.tsx); the file extension keeps proxy.ts out of its way. */
export function ogImagePath(locale: Locale, target: OgTarget, title: string): string {
  return `/og/${locale}/${target.kind}/${encodeURIComponent(target.id)}.png?v=${titleVersion(title)}`;
}

/** The `openGraph.images` entry of a card; `alt` is already in the page's language. */
export function ogImage(locale: Locale, target: OgTarget, title: string, alt: string) {
  return { url: ogImagePath(locale, target, title), width: OG_SIZE.width, height: OG_SIZE.height, alt, type: 'image/png' };
}
