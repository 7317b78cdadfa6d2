import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Metadata } from 'next';
import sharp from 'sharp';
import { locales, type Locale } from '@/i18n/routing';
import { OG_SIZE } from '@/lib/og';
import { internalPath } from '@/lib/routing/query-routes';
import { closeDb } from '@/lib/server/db';
import { translator } from '@/lib/server/i18n';
import { sitemapEntries } from '@/lib/server/sitemap';
import { siteUrl } from '@/lib/seo';
import { FIXTURE_PRODUCT_PREFIX } from '@/test/shop-fixtures';
import { builtCards } from '@/lib/server/og/targets';
import { GET } from './[locale]/[kind]/[file]/route';

// Pages translate with getTranslations, which needs Next's request config: here the same messages
// through the translator route handlers use.
jest.mock('next-intl/server', () => {
  const { translator: t } = jest.requireActual<typeof import('@/lib/server/i18n')>('@/lib/server/i18n');
  return { getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'Pages' }) => t(locale, namespace), setRequestLocale: () => {} };
});

// The route keeps the cards it draws (lib/server/og/card-cache.ts): here in a directory of this test's own.
const cardDir = mkdtempSync(path.join(os.tmpdir(), 'og-cards-'));
process.env.OG_CACHE_DIR = cardDir;
const keptCards = () => readdirSync(cardDir).filter((name) => name.endsWith('.png'));

afterAll(async () => {
  rmSync(cardDir, { recursive: true, force: true });
  await closeDb();
});

type PageProps = { params: Promise<Record<string, string>>; searchParams: Promise<Record<string, string>> };
// Each page types its own params; a wrong one would fail below, when the page reads it.
type MetadataModule = { generateMetadata: (props: never) => Promise<Metadata> };

/** The page module behind each sitemap path, after proxy.ts's mapping of query routes (lib/routing/query-routes.ts). */
const PAGES: Record<string, { segments: string[]; load: () => Promise<MetadataModule> }> = {
  '/index': { segments: [], load: () => import('@/app/[locale]/(marketing)/index/page') },
  '/brand': { segments: [], load: () => import('@/app/[locale]/(marketing)/brand/page') },
  '/c4': { segments: [], load: () => import('@/app/[locale]/(marketing)/c4/page') },
  '/contact': { segments: [], load: () => import('@/app/[locale]/(marketing)/contact/page') },
  '/problems': { segments: [], load: () => import('@/app/[locale]/(marketing)/problems/page') },
  '/downlish': { segments: [], load: () => import('@/app/[locale]/(marketing)/downlish/page') },
  '/AppDownload': { segments: [], load: () => import('@/app/[locale]/(marketing)/AppDownload/page') },
  '/OnlineMessage': { segments: [], load: () => import('@/app/[locale]/(marketing)/OnlineMessage/page') },
  '/investors': { segments: [], load: () => import('@/app/[locale]/(marketing)/investors/page') },
  '/openimg': { segments: [], load: () => import('@/app/[locale]/(marketing)/openimg/page') },
  '/openvideo': { segments: [], load: () => import('@/app/[locale]/(marketing)/openvideo/page') },
  '/announcements': { segments: ['page'], load: () => import('@/app/[locale]/(marketing)/announcements/[page]/page') },
  '/reports': { segments: [], load: () => import('@/app/[locale]/(marketing)/reports/page') },
  '/events': { segments: [], load: () => import('@/app/[locale]/(marketing)/events/page') },
  '/dealer': { segments: [], load: () => import('@/app/[locale]/(marketing)/dealer/page') },
  '/stores': { segments: [], load: () => import('@/app/[locale]/(marketing)/stores/page') },
  '/alerts': { segments: [], load: () => import('@/app/[locale]/(marketing)/alerts/page') },
  '/terms': { segments: [], load: () => import('@/app/[locale]/(marketing)/terms/page') },
  '/privacy': { segments: [], load: () => import('@/app/[locale]/(marketing)/privacy/page') },
  '/shipping': { segments: [], load: () => import('@/app/[locale]/(marketing)/shipping/page') },
  '/returns': { segments: [], load: () => import('@/app/[locale]/(marketing)/returns/page') },
  '/imprint': { segments: [], load: () => import('@/app/[locale]/(marketing)/imprint/page') },
  '/withdrawal': { segments: [], load: () => import('@/app/[locale]/(marketing)/withdrawal/page') },
  '/products': { segments: [], load: () => import('@/app/[locale]/(shop)/products/page') },
  '/productslist': { segments: ['category', 'sort', 'page'], load: () => import('@/app/[locale]/(shop)/productslist/[category]/[sort]/[page]/page') },
  '/productsShow': { segments: ['id'], load: () => import('@/app/[locale]/(shop)/productsShow/[id]/page') },
  '/newsCenter': { segments: ['category', 'page'], load: () => import('@/app/[locale]/(marketing)/newsCenter/[category]/[page]/page') },
  '/newsShow': { segments: ['id'], load: () => import('@/app/[locale]/(marketing)/newsShow/[id]/page') },
};

/** A sitemap URL's page metadata, as Next would build it for that URL. */
async function metadataOf(url: string): Promise<{ locale: Locale; metadata: Metadata }> {
  const { pathname, searchParams } = new URL(url);
  const [, first = '', ...rest] = pathname.split('/');
  const locale = (locales as readonly string[]).includes(first) ? (first as Locale) : 'en';
  const path = `/${(locale === first ? rest : [first, ...rest]).join('/')}`;
  const page = PAGES[path];
  if (!page) throw new Error(`no page module for ${url}`);
  const internal = internalPath(path, searchParams);
  const values = typeof internal === 'string' ? internal.split('/').slice(2) : [];
  const params = Object.fromEntries([['locale', locale], ...page.segments.map((name, i) => [name, values[i]])]);
  const generate = (await page.load()).generateMetadata as unknown as (props: PageProps) => Promise<Metadata>;
  const metadata = await generate({ params: Promise.resolve(params), searchParams: Promise.resolve({}) });
  return { locale, metadata };
}

type Image = { url: string; width: number; height: number; alt: string; type: string };

describe('Open Graph cards of the sitemap (issue 17)', () => {
  let byLocale: Map<Locale, string[]>;
  let built: Set<string>;

  beforeAll(async () => {
    // Products of the shop suites' fixtures (ids starting "t-") are not demo content; a suite stopped before its cleanup may leave some in this worker's database.
    const urls = (await sitemapEntries()).map((e) => e.url).filter((u) => !u.includes(`id=${FIXTURE_PRODUCT_PREFIX}`));
    byLocale = new Map(
      locales.map((l) => [
        l,
        urls.filter(
          (u) =>
            u.startsWith(`${siteUrl()}/${l === 'en' ? '' : `${l}/`}`) && (l !== 'en' || !locales.some((o) => o !== 'en' && u.startsWith(`${siteUrl()}/${o}/`))),
        ),
      ]),
    );
    built = new Set((await builtCards()).map((p) => `/og/${p.locale}/${p.kind}/${p.id}.png`));
  });

  it.each(locales)(
    'every %s page in the sitemap names its built card, which answers with a 1200×630 PNG',
    async (locale) => {
      const urls = byLocale.get(locale)!;
      expect(urls.length).toBeGreaterThanOrEqual(14 + 12 + 12);
      for (const url of urls) {
        const { metadata } = await metadataOf(url);
        const og = metadata.openGraph as { title: string; images: Image[] };
        expect({ url, hasImage: (og.images?.length ?? 0) > 0 }).toEqual({ url, hasImage: true });
        const card = og.images[0]!;
        const alt = translator(locale, 'OgImage')('alt', { title: og.title });
        expect({ url, width: card.width, height: card.height, alt: card.alt, type: card.type }).toEqual({ url, ...OG_SIZE, alt, type: 'image/png' });
        expect({ url, twitter: metadata.twitter }).toMatchObject({ url, twitter: { card: 'summary_large_image', images: [{ url: card.url, alt }] } });

        const match = /^\/og\/([a-z]{2})\/([a-z-]+)\/([^/?]+)\?v=[0-9a-z]+$/.exec(card.url);
        expect({ url, card: card.url, matches: !!match }).toEqual({ url, card: card.url, matches: true });
        const [, cardLocale = '', kind = '', file = ''] = match!;
        const path = card.url.split('?')[0]!;
        expect({ url, cardLocale, built: built.has(path) }).toEqual({ url, cardLocale: locale, built: true });

        const response = await GET(new Request(`${siteUrl()}${card.url}`), { params: Promise.resolve({ locale, kind, file }) });
        expect({ url, status: response.status, type: response.headers.get('content-type') }).toEqual({ url, status: 200, type: 'image/png' });
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect({ url, format: meta.format, width: meta.width, height: meta.height }).toEqual({ url, format: 'png', ...OG_SIZE });
      }
    },
    120_000,
  );

  it('changes the card URL with the title, so no cache keeps the old card', async () => {
    const { metadata: de } = await metadataOf(`${siteUrl()}/de/productsShow?id=c4`);
    const { metadata: en } = await metadataOf(`${siteUrl()}/productsShow?id=c4`);
    const url = (m: Metadata) => (m.openGraph as { images: Image[] }).images[0]!.url;
    expect(url(de)).toMatch(/^\/og\/de\/product\/c4\.png\?v=/);
    expect(url(en)).toMatch(/^\/og\/en\/product\/c4\.png\?v=/);
    expect(url(de).split('?v=')[1]).not.toBe(url(en).split('?v=')[1]);
  });

  it('answers 404 for a card of nothing', async () => {
    for (const params of [
      { locale: 'de', kind: 'product', file: 'no-such-product.png' },
      { locale: 'de', kind: 'page', file: 'login.png' },
      { locale: 'xx', kind: 'page', file: 'brand.png' },
      { locale: 'de', kind: 'nothing', file: 'brand.png' },
      { locale: 'de', kind: 'page', file: 'brand.jpg' },
    ]) {
      const response = await GET(new Request(`${siteUrl()}/og`), { params: Promise.resolve(params) });
      expect({ params, status: response.status }).toEqual({ params, status: 404 });
    }
  });

  it('keeps no file for an invented id, and one for a card that exists', async () => {
    for (const name of keptCards()) rmSync(path.join(cardDir, name));
    const before = keptCards();
    for (const [kind, file] of [
      ['product', 'invented-product-4711.png'],
      ['news', 'invented-article-4711.png'],
      ['category', 'invented-category.png'],
      ['news-category', 'invented-news-category.png'],
      ['page', 'invented-page.png'],
      ['product', '%zz.png'],
      ['news', `${'x'.repeat(300)}.png`],
    ]) {
      const response = await GET(new Request(`${siteUrl()}/og`), { params: Promise.resolve({ locale: 'fr', kind: kind!, file: file! }) });
      expect({ file, status: response.status }).toEqual({ file, status: 404 });
    }
    expect(keptCards()).toEqual(before);

    const draw = () => GET(new Request(`${siteUrl()}/og`), { params: Promise.resolve({ locale: 'fr', kind: 'product', file: 'c4.png' }) });
    const first = await draw();
    expect(first.status).toBe(200);
    expect(keptCards()).toHaveLength(before.length + 1);
    const again = await draw();
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    expect(keptCards()).toHaveLength(before.length + 1);
  });
});
