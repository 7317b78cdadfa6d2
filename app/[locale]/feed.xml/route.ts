import { isLocale, routing } from '@/i18n/routing';
import { feedResponse } from '@/lib/server/content/feed';

export const dynamic = 'force-dynamic';

/** GET /{locale}/feed.xml → the Atom feed of that locale's news; English lives at /feed.xml, anything else is 404. */
export async function GET(_req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (locale === routing.defaultLocale) return new Response(null, { status: 308, headers: { Location: '/feed.xml' } });
  return feedResponse(locale);
}
