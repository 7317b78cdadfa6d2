import './jitless';
import { z } from 'zod';
import { SHIPPING_METHODS } from '@/lib/shop/markets';
import { addressFields, checkPostal } from './address';
import { emailField } from './auth';
import { cardDetailFields, checkCardDetails } from './card';
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

/**
 * A guest's checkout: the email the confirmation and the order link go to, the delivery address
 * and the card, in one flat form (the address and card fields are those of a saved address and
 * card). The card number and CVC only pass through to the payment provider.
 */
export const guestOrderInput = z
  .object({
    email: emailField,
    ...addressFields,
    ...cardDetailFields,
    items: orderInput.shape.items,
    shippingMethod: orderInput.shape.shippingMethod,
  })
  .superRefine(checkPostal)
  .superRefine(checkCardDetails);
export type GuestOrderInput = z.infer<typeof guestOrderInput>;
export type GuestOrderForm = z.input<typeof guestOrderInput>;

/** An order link's token (the fragment of the mailed `/order#…` link): 43 url-safe characters. */
export const orderLinkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const orderClaimInput = z.object({ token: orderLinkToken });

export const orderParams = z.object({ id: z.uuid() });

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
