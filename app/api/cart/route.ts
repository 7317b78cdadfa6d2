import { requestMarket } from '@/lib/server/shop/market';
import { handler, json } from '@/lib/server/http/handler';
import { emptyCart, getCart } from '@/lib/server/shop/cart';
import { resolveCart, withCartCookie } from '@/lib/server/shop/cart-owner';

/**
 * GET /api/cart — the cart of the signed-in user or of the guest cookie `pt_cart`. A signed-in
 * request that still carries the guest cookie merges the guest cart first and clears the cookie.
 */
export const GET = handler({}, async ({ req, locale }) => {
  const { owner, cookie } = await resolveCart(req);
  const market = requestMarket(req, locale);
  const cart = owner ? await getCart(owner, locale, undefined, market) : await emptyCart(locale, market);
  return withCartCookie(json(cart, { private: true }), req, cookie);
});
