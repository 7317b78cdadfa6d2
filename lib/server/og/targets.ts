import 'server-only';
import { locales, type Locale } from '@/i18n/routing';
import { isOgPageKey, type OgKind, type OgPageKey } from '@/lib/og';
import { getProduct, listCategories, listProductIds } from '@/lib/server/catalogue';
import { getArticle, getNewsCategories, getNewsIds } from '@/lib/server/content/news';
import { translator } from '@/lib/server/i18n';
import { hasLegalPage, pathLocales } from '@/lib/legal-pages';
import { policyHead } from '@/lib/server/policies';
import { PUBLIC_PAGES } from '@/lib/server/sitemap';
import type { CardText } from './render';

/**
 * The title a card shows: what the page's own metadata calls it, in that language, read through the
 * same cached readers as the page (same cache tags: a publish that expires the page expires its card).
 * Null when there is no such page.
 */
export async function cardTitle(locale: Locale, kind: OgKind, id: string): Promise<string | null> {
  switch (kind) {
    case 'page': {
      if (!isOgPageKey(id)) return null;
      switch (id) {
        case 'announcements':
        case 'reports':
        case 'events':
          return translator(locale, 'InvestorRelations')(`pages.${id}.title`);
        case 'dealer':
          return translator(locale, 'Dealer')('title');
        case 'stores':
          return translator(locale, 'Stores')('meta.title');
        case 'terms':
        case 'privacy':
        case 'shipping':
        case 'returns':
          return (await policyHead(id, locale))?.title ?? null;
        case 'imprint':
        case 'withdrawal':
          return hasLegalPage(locale, id) ? ((await policyHead(id, locale))?.title ?? null) : null;
        default:
          return translator(locale, 'Pages')(`${id}.title`);
      }
    }
    // The per-id readers cache what they read, a miss included: asked only for ids that exist, so
    // an invented id leaves no cache entry behind.
    case 'product':
      return (await listProductIds()).includes(id) ? ((await getProduct(locale, id))?.name ?? null) : null;
    case 'news':
      return (await getNewsIds()).includes(id) ? ((await getArticle(locale, id))?.title ?? null) : null;
    case 'category':
      return (await listCategories(locale)).find((c) => c.id === id)?.name ?? null;
    case 'news-category':
      return (await getNewsCategories(locale)).find((c) => c.id === id)?.name ?? null;
  }
}

export async function cardText(locale: Locale, kind: OgKind, id: string): Promise<CardText | null> {
  const title = await cardTitle(locale, kind, id);
  return title === null ? null : { title, tagline: translator(locale, 'Metadata')('tagline') };
}

/** The sitemap's pages (PUBLIC_PAGES) by their `Pages` key; /openimg and /openvideo are listed as the galleries they are. */
const GALLERY_KEYS: Partial<Record<string, OgPageKey>> = { '/openimg': 'gallery', '/openvideo': 'videos' };
export const SITEMAP_PAGE_CARDS: OgPageKey[] = PUBLIC_PAGES.map((path) => GALLERY_KEYS[path] ?? path.slice(1)).filter(isOgPageKey);

/**
 * The cards the sitemap's pages name: those of every sitemap page, product and article in every
 * locale (app/og/og.test.ts follows each page's metadata to one of them). Like the rest (category
 * lists, search, the viewers of one file), each is drawn at its first request and kept.
 */
export async function builtCards(): Promise<{ locale: Locale; kind: OgKind; id: string }[]> {
  const [products, news] = await Promise.all([listProductIds(), getNewsIds()]);
  const targets: { kind: OgKind; id: string }[] = [
    ...SITEMAP_PAGE_CARDS.map((id) => ({ kind: 'page' as const, id })),
    ...products.map((id) => ({ kind: 'product' as const, id })),
    ...news.map((id) => ({ kind: 'news' as const, id })),
  ];
  // A page that exists in some locales only (/withdrawal) has cards in those.
  const exists = (locale: Locale, target: { kind: OgKind; id: string }) => target.kind !== 'page' || (pathLocales(`/${target.id}`)?.includes(locale) ?? true);
  return locales.flatMap((locale) => targets.filter((target) => exists(locale, target)).map((target) => ({ locale, ...target })));
}
