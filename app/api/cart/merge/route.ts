import { requestMarket } from '@/lib/server/shop/market';
import { requireUser } from '@/lib/server/auth/session';
import { isTokenShaped } from '@/lib/server/auth/tokens';
import { handler, json } from '@/lib/server/http/handler';
import { getCart, mergeGuestCart } from '@/lib/server/shop/cart';
import { CART_COOKIE, withCartCookie } from '@/lib/server/shop/cart-owner';

/** POST /api/cart/merge — after sign-in: the guest cart of the `pt_cart` cookie joins the account cart. */
export const POST = handler({}, async ({ req, locale }) => {
  const user = await requireUser(req);
  const raw = req.cookies.get(CART_COOKIE)?.value;
  const merged = isTokenShaped(raw) ? await mergeGuestCart(user.id, raw) : 0;
  const res = json({ merged, cart: await getCart({ userId: user.id }, locale, undefined, requestMarket(req, locale)) }, { private: true });
  return raw ? withCartCookie(res, req, { clear: true }) : res;
});
