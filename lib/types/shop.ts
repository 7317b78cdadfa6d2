import type { OrderStatus } from '@/lib/validations/order';
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

export interface CartView {
  lines: CartLine[];
  count: number;
  currency: string;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  freeShippingThresholdCents: number;
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
  subtotalCents: number;
  shippingCents: number;
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
  cancellable: boolean;
}
