import path from 'node:path';
import { isLocale } from '@/i18n/routing';
import { isOgKind } from '@/lib/og';
import { env } from '@/lib/server/env';
import { cardKey, createCardCache, OG_CACHE_MAX_FILES, type CardCache } from '@/lib/server/og/card-cache';
import { renderCard } from '@/lib/server/og/render';
import { cardText } from '@/lib/server/og/targets';

type Params = { params: Promise<{ locale: string; kind: string; file: string }> };

// Rendered at the first request of each card and kept in a bounded cache on disk
// (lib/server/og/card-cache.ts), not in Next's route cache: that one keeps whatever a route answers
// for any address, the 404s of invented ids included, forever. The title comes from the page's own
// cached readers, and the card's file is named after it, so a publish that changes the title draws
// a new card; the ?v= in the page's og:image URL changes with it, so no cache shows an old card.
export const dynamic = 'force-dynamic';

/** Ids of pages, products, articles and categories: Next has decoded the path already. */
const CARD_FILE = /^([A-Za-z0-9_-]{1,100})\.png$/;

let cache: CardCache | undefined;
const cardCache = () =>
  (cache ??= createCardCache({ dir: env().OG_CACHE_DIR ?? path.join(process.cwd(), '.next', 'cache', 'og-cards'), maxFiles: OG_CACHE_MAX_FILES }));

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

export async function GET(_request: Request, { params }: Params) {
  const { locale, kind, file } = await params;
  const id = CARD_FILE.exec(file)?.[1];
  if (!isLocale(locale) || !isOgKind(kind) || !id) return notFound();
  const text = await cardText(locale, kind, id);
  if (!text) return notFound();
  const key = cardKey(locale, kind, id, text);
  let png = await cardCache().get(key);
  if (!png) {
    png = await renderCard(locale, text);
    await cardCache().put(key, png);
  }
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'content-length': String(png.length), 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
