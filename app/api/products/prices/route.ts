import { z } from 'zod';
import { pricesIn } from '@/lib/server/catalogue';
import { handler, json } from '@/lib/server/http/handler';
import { MARKET_RULES, MARKETS } from '@/lib/shop/markets';

const query = z.object({
  market: z.enum(MARKETS),
  ids: z
    .string()
    .max(2000)
    .transform((v) => [...new Set(v.split(',').filter(Boolean))])
    .pipe(
      z
        .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
        .min(1)
        .max(100),
    ),
});

/**
 * GET /api/products/prices?market=DE&ids=c4,t2 — the stored prices of products for sale in one
 * market, with its currency and whether tax is included: what a pre-rendered page (priced in its
 * language's market) shows instead when the visitor chose another market. Public and cacheable
 * for a minute; unknown ids are left out.
 */
export const GET = handler({ query }, async ({ query }) => {
  const rule = MARKET_RULES[query.market];
  return json(
    { market: query.market, currency: rule.currency, taxIncluded: rule.tax.kind === 'included', prices: await pricesIn(query.market, query.ids) },
    { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } },
  );
});
