import { requestMarket } from '@/lib/server/shop/market';
import { z } from 'zod';
import { handler, json } from '@/lib/server/http/handler';
import { quoteItems } from '@/lib/server/shop/cart';
import { cartItemInput, MAX_CART_LINES } from '@/lib/validations/cart';

const body = z.object({ items: z.array(cartItemInput).min(1).max(MAX_CART_LINES) });

/**
 * POST /api/cart/quote {items} → 200, the items priced as a cart (names, prices, stock, shipping,
 * total) without changing any cart: the summary of "buy now". An unknown product or colour, or
 * more than the stock, is refused as adding it to the cart would be.
 */
export const POST = handler({ body }, async ({ req, body, locale }) =>
  json(await quoteItems(body.items, locale, requestMarket(req, locale)), { private: true }),
);
