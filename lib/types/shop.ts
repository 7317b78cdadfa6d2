import type { OrderStatus } from '@/lib/validations/order';
import type { ReturnReason, ReturnStatus } from '@/lib/validations/returns';
import type { Market, PricedShipping, ShippingMethod, TaxRule } from '@/lib/shop/markets';
import type { Availability } from './product';

/**
 * The shop's request/response contracts (JSON bodies of /api/addresses, /api/cards, /api/cart,
 * /api/favorites, /api/orders): written by lib/server/shop, read by lib/api and the components.
 * They live here, outside the server folder, so neither side imports the other's code.
 */

export interface Address {
  id: string;
  recipient: string;
  phone: string;
  country: string;
  region: string;
  city: string;
  line1: string;
  line2: string;
  postalCode: string;
  isDefault: boolean;
}

/** A saved card as the site knows it: never the number or the CVC. */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string;
  billingAddressId: string | null;
  isDefault: boolean;
}

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

export interface OrderSummary {
  id: string;
  number: number;
  status: OrderStatus;
  createdAt: string;
  currency: string;
  totalCents: number;
  itemCount: number;
}

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
  history: { status: OrderStatus; at: string }[];
  /** Set by staff when the order ships; `url` is the carrier's tracking page when the site knows the carrier. */
  shipment: { carrier: string; trackingNumber: string; url: string | null } | null;
  cancellable: boolean;
  /** The order's return requests, oldest first. */
  returns: ReturnRequestView[];
  /** Shipped or delivered with something not yet asked back by an open request: the buyer may ask for a return. */
  returnable: boolean;
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
