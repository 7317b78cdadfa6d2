/**
 * A readable cookie beside the guest cart's HttpOnly token (`pt_cart`): it says only that this
 * browser has a guest cart, so the header's count asks the server only when there is something to
 * count. Without it, every page view of every guest asked (GET /api/cart/count), a dynamic request
 * per page view beside a page the server shares between visitors. Set and cleared with the token
 * (lib/server/shop/cart-owner.ts); it carries no identifier.
 */
export const CART_HINT_COOKIE = 'pt_cart_hint';
