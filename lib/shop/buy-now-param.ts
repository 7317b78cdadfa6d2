/**
 * The `buy` query parameter of "buy now" (`/shoppingcart?step=checkout&buy=c4:midnight:1`):
 * product, colour and quantity. Its own module, so the product page takes it without the
 * validation the cart page parses it with (components/shop/buy-now.tsx).
 */
export const buyNowParam = (item: { productId: string; colorId: string; quantity: number }) => `${item.productId}:${item.colorId}:${item.quantity}`;
