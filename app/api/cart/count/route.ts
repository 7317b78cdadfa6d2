import { handler, json } from '@/lib/server/http/handler';
import { cartCount } from '@/lib/server/shop/cart';
import { resolveCart, withCartCookie } from '@/lib/server/shop/cart-owner';

/** GET /api/cart/count — `{count}` of items for the header badge (guest or signed in). */
export const GET = handler({}, async ({ req }) => {
  const { owner, cookie } = await resolveCart(req);
  return withCartCookie(json({ count: owner ? await cartCount(owner) : 0 }, { private: true }), req, cookie);
});
