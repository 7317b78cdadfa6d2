import { z } from 'zod';
import { backTo } from '@/lib/server/http/back-to';
import { handler } from '@/lib/server/http/handler';
import { MARKET_COOKIE, MARKETS } from '@/lib/shop/markets';

const query = z.object({ market: z.enum(MARKETS) });
const YEAR = 365 * 24 * 3600;

/**
 * GET /api/market?market=DE — the footer's market switch (a plain form, so it works without
 * JavaScript): remembers the market in the `pt_market` cookie (a preference, not an account's
 * data; readable by the page's price script) and goes back to the page it was used on (303). From
 * then on the cart, checkout and orders price in that market, and pre-rendered pages show its
 * prices once their script has read them (`GET /api/products/prices`).
 */
export const GET = handler({ query }, async ({ req, query }) => {
  const secure = req.nextUrl.protocol === 'https:' ? '; Secure' : '';
  return new Response(null, {
    status: 303,
    headers: {
      Location: backTo(req),
      'Set-Cookie': `${MARKET_COOKIE}=${query.market}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}`,
      'Cache-Control': 'no-store',
    },
  });
});
