import './jitless';
import { z } from 'zod';

export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;

export const productSlug = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const quantity = z.number('#quantityRange').int('#quantityRange').min(1, '#quantityRange').max(MAX_LINE_QUANTITY, '#quantityRange');

export const cartItemInput = z.object({
  productId: productSlug,
  colorId: productSlug,
  quantity: quantity.default(1),
});
export type CartItemInput = z.infer<typeof cartItemInput>;

export const cartItemPatch = z.object({ quantity });

export const cartLineParams = z.object({ id: z.uuid() });

export const favoriteInput = z.object({ productId: productSlug, colorId: productSlug.optional() });
export const favoriteParams = z.object({ productId: productSlug });
/** Guest favorites kept in local storage, merged once the visitor signs in. */
export const favoritesMerge = z.object({ productIds: z.array(productSlug).max(200) });
