import { feedResponse } from '@/lib/server/content/feed';

export const dynamic = 'force-dynamic';

/** GET /feed.xml → the Atom feed of the English news (the other locales: /{locale}/feed.xml). */
export function GET() {
  return feedResponse('en');
}
