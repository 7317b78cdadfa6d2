import { z } from 'zod';
import { MARKETS } from '@/lib/shop/market-ids';
import { SHIPPING_METHODS } from '@/lib/shop/markets';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@/lib/validations/cart';
import { VARIANT_KINDS } from '@/lib/validations/content';
import { ORDER_STATUSES } from '@/lib/validations/order';
import { RETURN_REASONS, RETURN_STATUSES } from '@/lib/validations/returns';
import { productImageSchema } from './catalogue';
import type { Availability } from './product';

/**
 * The shop's request/response contracts (JSON bodies of /api/addresses, /api/cards, /api/cart,
 * /api/favorites, /api/orders): written by lib/server/shop, read by lib/api and the components.
 * They live here, outside the server folder, so neither side imports the other's code.
 */

// Where a zod schema is given, it is the contract of the answer: the type is inferred from it and
// /api/openapi.json documents the answer with it (strict: a field it does not name is refused).
// Only the server and tests import the schemas; the client imports the types.

export const addressSchema = z.strictObject({
  id: z.string(),
  recipient: z.string(),
  phone: z.string(),
  country: z.string(),
  region: z.string(),
  city: z.string(),
  line1: z.string(),
  line2: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** A saved card as the site knows it: never the number or the CVC. */
export const savedCardSchema = z.strictObject({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  holder: z.string(),
  billingAddressId: z.string().nullable(),
  isDefault: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

const cents = z.number().int().meta({ description: "In the currency's minor unit (cents; JPY and KRW have none)" });
const instant = z.string().meta({ format: 'date-time' });
const image = productImageSchema.nullable();
/** What a visitor may do with a product (lib/types/product.ts availability()). */
const availabilitySchema = z.enum(['in_stock', 'out_of_stock', 'coming_soon'] satisfies Availability[]);
const variantKind = z.enum(VARIANT_KINDS).meta({ description: 'Whether `colorName` names a colour or a size (“Size: 250 ml”)' });

export const cartLineSchema = z.strictObject({
  id: z.string().meta({ format: 'uuid' }),
  productId: z.string(),
  colorId: z.string(),
  name: z.string(),
  colorName: z.string(),
  /** Whether `colorName` names a colour or a size. */
  variantKind,
  image,
  unitPriceCents: cents,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  lineTotalCents: cents,
  stock: availabilitySchema,
  /** Most that can be ordered now (stock, capped at 99). */
  maxQuantity: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

const marketSchema = z.enum(MARKETS).meta({
  description:
    'The market of the request language (lib/shop/markets.ts): en US (USD, sales tax added), de DE / fr FR / es ES / it IT (EUR, VAT included), ja JP (JPY), zh CN (CNY), ko KR (KRW), pt BR (BRL), ru RU (RUB); or the one the visitor chose.',
});

/** VAT-style tax already in the shelf price, or US sales tax added on top at checkout (lib/shop/markets.ts TaxRule). */
export const taxRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('included'), rateBp: z.number().int().meta({ description: 'VAT in basis points (1900 = 19 %)' }) }),
  z.strictObject({ kind: z.literal('added') }),
]);

/** A shipping method priced for a subtotal (lib/shop/markets.ts PricedShipping). */
export const pricedShippingSchema = z.strictObject({
  method: z.enum(SHIPPING_METHODS),
  amount: cents.meta({ description: 'For this subtotal (0: free)' }),
  rate: cents,
  days: z.tuple([z.number().int(), z.number().int()]).meta({ description: 'Business days, fastest and slowest' }),
});

/**
 * Amounts are in the currency's minor unit (cents; yen and won have none). Totals are for standard
 * shipping; checkout recomputes them for the chosen method and address with lib/shop/markets.
 */
export const cartViewSchema = z.strictObject({
  lines: z.array(cartLineSchema).max(MAX_CART_LINES),
  count: z.number().int().nonnegative(),
  market: marketSchema,
  currency: z.string().meta({ description: 'ISO 4217' }),
  subtotalCents: cents,
  shippingCents: cents.meta({ description: 'Standard shipping for this subtotal' }),
  /** VAT contained in the total (`tax.kind` included), or 0 until checkout knows the US state. */
  taxCents: cents.meta({ description: 'VAT contained in the total; 0 in the US market until the checkout knows the state' }),
  tax: taxRuleSchema,
  totalCents: cents,
  freeShippingThresholdCents: cents.meta({ description: 'Standard shipping is free from this subtotal (0: never)' }),
  /** The market's shipping methods priced for this subtotal (rate, amount now, business days). */
  shippingOptions: z.array(pricedShippingSchema),
});
export type CartView = z.infer<typeof cartViewSchema>;

/** GET /api/cart/count: items in the cart, for the header badge. */
export const cartCountSchema = z.strictObject({ count: z.number().int().nonnegative() });
/** POST /api/cart/merge: how many guest lines were merged, and the cart. */
export const cartMergeSchema = z.strictObject({ merged: z.number().int().nonnegative(), cart: cartViewSchema });

export const favoriteViewSchema = z.strictObject({
  productId: z.string(),
  colorId: z.string(),
  name: z.string(),
  colorName: z.string(),
  variantKind,
  image,
  priceCents: cents,
  currency: z.string(),
  stock: availabilitySchema,
  addedAt: instant,
});
export type FavoriteView = z.infer<typeof favoriteViewSchema>;

/** POST /api/favorites and DELETE /api/favorites/{productId}: the product added or removed. */
export const favoriteIdSchema = z.strictObject({ productId: z.string() });
/** POST /api/favorites/merge: how many of the guest's favorites were added. */
export const favoritesMergedSchema = z.strictObject({ added: z.number().int().nonnegative() });

export const orderSummarySchema = z.strictObject({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string().meta({ format: 'date-time' }),
  currency: z.string(),
  totalCents: z.number().int(),
  itemCount: z.number().int().nonnegative(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** A withdrawal statement as received: when, in whose name, from where, and what it did to the order. */
export const withdrawalViewSchema = z.strictObject({
  receivedAt: instant,
  name: z.string().meta({ description: 'The name the buyer gave in the statement' }),
  email: z.string().meta({ format: 'email', description: 'Where the acknowledgement of receipt went' }),
  channel: z.enum(['account', 'link']).meta({ description: "Sent from the account's order page or from a guest order's link" }),
  /** The unshipped order was cancelled and refunded, or the goods are to come back (a return request). */
  outcome: z.enum(['cancelled', 'return']).meta({ description: 'The unshipped order was cancelled and refunded, or its goods are to come back' }),
  /** The return request it opened (null when cancelled, or when every line already had one). */
  returnNumber: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The return request it opened for the goods (null when cancelled or every line already had one)' }),
});
export type WithdrawalView = z.infer<typeof withdrawalViewSchema>;

/** A return request as the buyer sees it: the lines asked back (named in the reader's language), why, and where it stands. */
export const returnRequestViewSchema = z.strictObject({
  id: z.string().meta({ format: 'uuid' }),
  number: z.number().int(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  comment: z.string(),
  createdAt: instant,
  items: z.array(z.strictObject({ productId: z.string(), colorId: z.string(), name: z.string(), colorName: z.string(), quantity: z.number().int().min(1) })),
});
export type ReturnRequestView = z.infer<typeof returnRequestViewSchema>;

/** GET /api/orders/{id}: one order as its buyer sees it. */
export const orderDetailSchema = orderSummarySchema.extend({
  market: marketSchema,
  subtotalCents: cents,
  shippingCents: cents,
  shippingMethod: z.enum(SHIPPING_METHODS),
  /** As charged: VAT contained in the total, or sales tax added to it. */
  taxCents: cents.meta({ description: 'As charged: VAT contained in the total (taxIncluded) or US sales tax added to it' }),
  taxIncluded: z.boolean(),
  taxRateBp: z.number().int().meta({ description: 'Basis points' }),
  /** The address as ordered; a guest's checkout leaves out a region and second line it was not given. */
  address: addressSchema.omit({ id: true, isDefault: true }).extend({ region: z.string().optional(), line2: z.string().optional() }),
  card: z.strictObject({ brand: z.string(), last4: z.string() }),
  lines: z.array(
    z.strictObject({
      productId: z.string(),
      colorId: z.string(),
      name: z.string(),
      colorName: z.string(),
      image,
      unitPriceCents: cents,
      quantity: z.number().int(),
      lineTotalCents: cents,
    }),
  ),
  history: z.array(z.strictObject({ status: z.enum(ORDER_STATUSES), at: instant })),
  /** Set by staff when the order ships; `url` is the carrier's tracking page when the site knows the carrier. */
  shipment: z
    .strictObject({ carrier: z.string(), trackingNumber: z.string(), url: z.string().nullable() })
    .nullable()
    .meta({ description: "Set by staff when the order ships; `url` is the carrier's tracking page when the site knows the carrier" }),
  cancellable: z.boolean(),
  /** The order's return requests, oldest first. */
  returns: z.array(returnRequestViewSchema),
  /** Shipped or delivered with something not yet asked back by an open request: the buyer may ask for a return. */
  returnable: z.boolean().meta({ description: 'Shipped or delivered, with something not yet asked back by an open (not rejected) return request' }),
  /**
   * The statutory right of withdrawal of the order's market (null where its law gives none): its
   * period in days after delivery, the days within which a withdrawal is refunded, and once
   * delivered the period's last day (YYYY-MM-DD; lib/shop/withdrawal.ts).
   */
  withdrawalRight: z
    .strictObject({ days: z.number().int(), refundDays: z.number().int(), until: z.string().meta({ format: 'date' }).nullable() })
    .nullable()
    .meta({
      description:
        "The statutory right of withdrawal of the order's market (null where its law gives none): the period in days after delivery, the days within which a withdrawal is refunded, and once delivered the period's last day",
    }),
  /** The period runs and no withdrawal was received: the order page offers the withdrawal function. */
  withdrawable: z.boolean().meta({ description: 'Paid, shipped or delivered, within the withdrawal period, and not yet withdrawn from' }),
  /** The buyer's withdrawal, once received. */
  withdrawal: withdrawalViewSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type AddressSnapshot = OrderDetail['address'];

/** A guest's order as its link opens it: the order, where its mails go, and whether an account holds it yet. */
export const linkedOrderSchema = orderDetailSchema.extend({
  email: z.string().meta({ format: 'email' }),
  claimed: z.boolean().meta({ description: 'Whether an account holds the order' }),
  /** The signed-in caller's account holds the order: `cancellable` and `returnable` then apply to them. */
  owned: z.boolean().meta({
    description: "Whether the caller's account holds it; only then may `cancellable` and `returnable` be true (the account page's actions apply)",
  }),
});
export type LinkedOrder = z.infer<typeof linkedOrderSchema>;

/** What a guest's checkout answers: the order and a token for its page (`/order#<lookupToken>`). */
export const guestOrderPlacedSchema = orderDetailSchema.extend({
  email: z.string().meta({ format: 'email' }),
  lookupToken: z.string().meta({ description: 'Opens the order at `/order#<lookupToken>`' }),
});
export type GuestOrderPlaced = z.infer<typeof guestOrderPlacedSchema>;
