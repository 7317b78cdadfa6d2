import { lte, notLike } from 'drizzle-orm';
import { locales } from '@/i18n/routing';
import { closeDb, db, schema } from '@/lib/server/db';
import { LEGAL_PAGE_LOCALES } from '@/lib/legal-pages';
import { localizedUrl } from '@/lib/seo';
import sitemap from '@/app/sitemap';
import { FIXTURE_PRODUCT_PREFIX } from '@/test/shop-fixtures';
import { PUBLIC_PAGES } from './sitemap';

const FIXTURE_PRODUCT_URL = new RegExp(`productsShow\\?id=${FIXTURE_PRODUCT_PREFIX}`);

// Next's data cache needs the Next server; here the readers run uncached.
jest.mock('next/cache', () => ({ ...jest.requireActual<object>('next/cache'), unstable_cache: <T>(fn: T) => fn }));

afterAll(closeDb);

const SPEC_PUBLIC_PAGES = [
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
  '/dealer',
  // The image gallery and the official videos (the viewers without a file, issue 15, item 8).
  '/openimg',
  '/openvideo',
  // Issue 17: investor email alerts (the sign-up; its confirm and unsubscribe links are not indexed).
  '/alerts',
  // The store finder (issue 17); its searches are not listed (noindex).
  '/stores',
  // The investor relations section's subpages (issue 17).
  '/announcements',
  '/reports',
  '/events',
  // The policies (issue 16).
  '/terms',
  '/privacy',
  '/shipping',
  '/returns',
  // The legal pages (issue 32); /withdrawal only in the languages that have it.
  '/imprint',
  '/withdrawal',
];

describe('sitemap.xml', () => {
  it('lists every public page, product and article in every locale with 11 alternates', async () => {
    const [products, news] = await Promise.all([
      db()
        .select({ id: schema.products.id })
        .from(schema.products)
        .where(notLike(schema.products.id, `${FIXTURE_PRODUCT_PREFIX}%`)),
      db().select({ id: schema.news.id }).from(schema.news).where(lte(schema.news.publishedAt, new Date())),
    ]);
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(news.length).toBeGreaterThanOrEqual(12);
    expect([...PUBLIC_PAGES].sort()).toEqual([...SPEC_PUBLIC_PAGES].sort());

    // Products of the shop suites' fixtures (ids starting "t-") are not demo content; a suite stopped before its cleanup may leave some in this worker's database.
    const entries = (await sitemap()).filter((e) => !FIXTURE_PRODUCT_URL.test(e.url));
    const byUrl = new Map(entries.map((e) => [e.url, e]));
    const hrefs = [...SPEC_PUBLIC_PAGES, ...products.map((p) => `/productsShow?id=${p.id}`), ...news.map((n) => `/newsShow?id=${n.id}`)];
    const withdrawal = LEGAL_PAGE_LOCALES.withdrawal;
    expect(entries).toHaveLength((hrefs.length - 1) * locales.length + withdrawal.length);

    for (const href of hrefs.filter((h) => h !== '/withdrawal')) {
      for (const locale of locales) {
        const entry = byUrl.get(localizedUrl(locale, href));
        expect({ href, locale, found: !!entry }).toEqual({ href, locale, found: true });
        const languages = entry!.alternates!.languages as Record<string, string>;
        expect(Object.keys(languages)).toHaveLength(11);
        expect(languages['x-default']).toBe(localizedUrl('en', href));
        expect(languages['zh-CN']).toBe(localizedUrl('zh', href));
        expect(Object.values(languages)).toContain(entry!.url);
      }
    }
  });

  it('lists /withdrawal only in the languages that have it, each naming the others and no x-default', async () => {
    const entries = (await sitemap()).filter((e) => /\/withdrawal$/.test(e.url));
    expect(entries.map((e) => e.url).sort()).toEqual(LEGAL_PAGE_LOCALES.withdrawal.map((l) => localizedUrl(l, '/withdrawal')).sort());
    for (const entry of entries) {
      const languages = entry.alternates!.languages as Record<string, string>;
      expect(Object.keys(languages).sort()).toEqual(['de', 'es', 'fr', 'it', 'pt-BR']);
      expect(languages['x-default']).toBeUndefined();
    }
    expect(entries.some((e) => e.url === localizedUrl('ja', '/withdrawal'))).toBe(false);
  });

  it('uses prefix-free English URLs and prefixed ones for the other locales', async () => {
    const urls = (await sitemap()).map((e) => e.url);
    expect(urls).toContain(localizedUrl('en', '/brand'));
    expect(localizedUrl('en', '/brand')).toMatch(/[^/]\/brand$/);
    expect(urls).toContain(localizedUrl('ja', '/newsCenter'));
    expect(localizedUrl('ja', '/newsCenter')).toMatch(/\/ja\/newsCenter$/);
    expect(urls.some((u) => /\/(login|user|shoppingcart|searchlist|api)\b/.test(u))).toBe(false);
  });
});
