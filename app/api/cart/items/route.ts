import { requestMarket } from '@/lib/server/shop/market';
import { handler, json } from '@/lib/server/http/handler';
import { addCartItem } from '@/lib/server/shop/cart';
import { resolveCart, withCartCookie } from '@/lib/server/shop/cart-owner';
import { cartItemInput } from '@/lib/validations/cart';

/** POST /api/cart/items {productId, colorId, quantity} — guests get a cart (and its cookie) on first add. */
export const POST = handler({ body: cartItemInput }, async ({ req, body, locale }) => {
  const { owner, cookie } = await resolveCart(req, true);
  const cart = await addCartItem(owner!, body, locale, requestMarket(req, locale));
  return withCartCookie(json(cart, { status: 201, private: true }), req, cookie);
});
