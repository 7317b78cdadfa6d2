import { requestMarket } from '@/lib/server/shop/market';
import { handler, json } from '@/lib/server/http/handler';
import { notFound } from '@/lib/server/http/errors';
import { removeCartItem, updateCartItem } from '@/lib/server/shop/cart';
import { resolveCart, withCartCookie } from '@/lib/server/shop/cart-owner';
import { cartItemPatch, cartLineParams } from '@/lib/validations/cart';

/** PATCH /api/cart/items/{id} {quantity} — only a line of the caller's own cart (else 404). */
export const PATCH = handler({ params: cartLineParams, body: cartItemPatch }, async ({ req, params, body, locale }) => {
  const { owner, cookie } = await resolveCart(req);
  if (!owner) throw notFound();
  return withCartCookie(json(await updateCartItem(owner, params.id, body.quantity, locale, requestMarket(req, locale)), { private: true }), req, cookie);
});

/** DELETE /api/cart/items/{id} */
export const DELETE = handler({ params: cartLineParams }, async ({ req, params, locale }) => {
  const { owner, cookie } = await resolveCart(req);
  if (!owner) throw notFound();
  return withCartCookie(json(await removeCartItem(owner, params.id, locale, requestMarket(req, locale)), { private: true }), req, cookie);
});
