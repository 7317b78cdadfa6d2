import { z } from 'zod';
import { ORDER_STATUSES } from '@/lib/validations/order';
import type { ReturnReason, ReturnStatus } from '@/lib/validations/returns';
import type { Market, PricedShipping, ShippingMethod, TaxRule } from '@/lib/shop/markets';
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

export interface CartLine {
  id: string;
  productId: string;
  colorId: string;
  name: string;
  colorName: string;
  /** Whether `colorName` names a colour or a size. */
  variantKind: 'colour' | 'size';
  image: { src: string; width: number; height: number } | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  stock: Availability;
  /** Most that can be ordered now (stock, capped at 99). */
  maxQuantity: number;
}

/**
 * Amounts are in the currency's minor unit (cents; yen and won have none). Totals are for standard
 * shipping; checkout recomputes them for the chosen method and address with lib/shop/markets.
 */
export interface CartView {
  lines: CartLine[];
  count: number;
  market: Market;
  currency: string;
  subtotalCents: number;
  shippingCents: number;
  /** VAT contained in the total (`tax.kind` included), or 0 until checkout knows the US state. */
  taxCents: number;
  tax: TaxRule;
  totalCents: number;
  freeShippingThresholdCents: number;
  /** The market's shipping methods priced for this subtotal (rate, amount now, business days). */
  shippingOptions: PricedShipping[];
}

export interface FavoriteView {
  productId: string;
  colorId: string;
  name: string;
  colorName: string;
  variantKind: 'colour' | 'size';
  image: { src: string; width: number; height: number } | null;
  priceCents: number;
  currency: string;
  stock: Availability;
  addedAt: string;
}

export type AddressSnapshot = Omit<Address, 'id' | 'isDefault'>;

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

export interface OrderDetail extends OrderSummary {
  market: Market;
  subtotalCents: number;
  shippingCents: number;
  shippingMethod: ShippingMethod;
  /** As charged: VAT contained in the total, or sales tax added to it. */
  taxCents: number;
  taxIncluded: boolean;
  taxRateBp: number;
  address: AddressSnapshot;
  card: { brand: string; last4: string };
  lines: {
    productId: string;
    colorId: string;
    name: string;
    colorName: string;
    image: { src: string; width: number; height: number } | null;
    unitPriceCents: number;
    quantity: number;
    lineTotalCents: number;
  }[];
  history: { status: OrderSummary['status']; at: string }[];
  /** Set by staff when the order ships; `url` is the carrier's tracking page when the site knows the carrier. */
  shipment: { carrier: string; trackingNumber: string; url: string | null } | null;
  cancellable: boolean;
  /** The order's return requests, oldest first. */
  returns: ReturnRequestView[];
  /** Shipped or delivered with something not yet asked back by an open request: the buyer may ask for a return. */
  returnable: boolean;
  /**
   * The statutory right of withdrawal of the order's market (null where its law gives none): its
   * period in days after delivery, the days within which a withdrawal is refunded, and once
   * delivered the period's last day (YYYY-MM-DD; lib/shop/withdrawal.ts).
   */
  withdrawalRight: { days: number; refundDays: number; until: string | null } | null;
  /** The period runs and no withdrawal was received: the order page offers the withdrawal function. */
  withdrawable: boolean;
  /** The buyer's withdrawal, once received. */
  withdrawal: WithdrawalView | null;
}

/** A withdrawal statement as received: when, in whose name, from where, and what it did to the order. */
export interface WithdrawalView {
  receivedAt: string;
  name: string;
  email: string;
  channel: 'account' | 'link';
  /** The unshipped order was cancelled and refunded, or the goods are to come back (a return request). */
  outcome: 'cancelled' | 'return';
  /** The return request it opened (null when cancelled, or when every line already had one). */
  returnNumber: number | null;
}

/** A return request as the buyer sees it: the lines asked back (named in the reader's language), why, and where it stands. */
export interface ReturnRequestView {
  id: string;
  number: number;
  status: ReturnStatus;
  reason: ReturnReason;
  comment: string;
  createdAt: string;
  items: { productId: string; colorId: string; name: string; colorName: string; quantity: number }[];
}

/** A guest's order as its link opens it: the order, where its mails go, and whether an account holds it yet. */
export interface LinkedOrder extends OrderDetail {
  email: string;
  claimed: boolean;
  /** The signed-in caller's account holds the order: `cancellable` and `returnable` then apply to them. */
  owned: boolean;
}

/** What a guest's checkout answers: the order and a token for its page (`/order#<lookupToken>`). */
export interface GuestOrderPlaced extends OrderDetail {
  email: string;
  lookupToken: string;
}
