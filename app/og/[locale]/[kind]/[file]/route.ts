import { isLocale } from '@/i18n/routing';
import { isOgKind } from '@/lib/og';
import { renderCard } from '@/lib/server/og/render';
import { builtCards, cardText } from '@/lib/server/og/targets';

type Params = { params: Promise<{ locale: string; kind: string; file: string }> };

// Rendered by `next build` (generateStaticParams) and served from the build's files; a card not
// built (an article published later, a category list) is rendered at its first request and kept.
// Its title comes from the page's own cached readers, so a publish that expires the page expires
// the card; the ?v= in the page's og:image URL changes with the title, so no cache shows an old card.
export const dynamic = 'force-static';

export async function generateStaticParams() {
  return (await builtCards()).map(({ locale, kind, id }) => ({ locale, kind, file: `${id}.png` }));
}

export async function GET(_request: Request, { params }: Params) {
  const { locale, kind, file } = await params;
  const id = /^(.+)\.png$/.exec(decodeURIComponent(file))?.[1];
  const text = isLocale(locale) && isOgKind(kind) && id ? await cardText(locale, kind, id) : null;
  if (!text) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const png = await renderCard(locale as Parameters<typeof renderCard>[0], text);
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'content-length': String(png.length), 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
