import './jitless';
import { z } from 'zod';
import { SHIPPING_METHODS } from '@/lib/shop/markets';
import { cartItemInput, MAX_CART_LINES } from './cart';

/** `Idempotency-Key`: 8–100 visible ASCII characters (a UUID from the client in practice). */
export const idempotencyKey = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[\x21-\x7e]+$/);

/**
 * Checkout. Without `items` the order is the cart; with `items` it is "buy now". Prices are
 * never read from the request: unknown fields (a tampered `priceCents`) are dropped.
 */
export const orderInput = z.object({
  addressId: z.uuid('#chooseAddress'),
  cardId: z.uuid('#chooseCard'),
  items: z.array(cartItemInput).min(1).max(MAX_CART_LINES).optional(),
  /** The market's standard or express delivery (lib/shop/markets.ts); standard when left out. */
  shippingMethod: z.enum(SHIPPING_METHODS, '#chooseShipping').default('standard'),
});
export type OrderInput = z.infer<typeof orderInput>;

export const orderParams = z.object({ id: z.uuid() });

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
