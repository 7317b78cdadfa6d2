import 'server-only';
import type { CardBrand } from '@/lib/validations/card';
import { sandboxProvider } from './sandbox';

/** What the provider needs to tokenize a card. Lives only in memory for the length of one call. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holder: string;
}

export type ChargeResult = { ok: true; ref: string } | { ok: false; code: 'card_declined' | 'insufficient_funds' };

/**
 * The payment provider seam: the site hands the full number and CVC over once and keeps only the
 * returned token. A real provider (Stripe, Adyen…) implements the same interface; `charge` and
 * `refund` must honour the idempotency key so a retried request never charges twice.
 */
export interface PaymentProvider {
  tokenize(card: CardDetails): Promise<{ token: string; brand: CardBrand; last4: string }>;
  charge(token: string, amountCents: number, currency: string, idempotencyKey: string): Promise<ChargeResult>;
  refund(ref: string, amountCents: number, idempotencyKey: string): Promise<{ ok: boolean; ref: string }>;
  /**
   * What became of the charge made with this idempotency key, without making one: its answer, or
   * null when the provider never received it. For a checkout whose process stopped between the
   * charge and the paid order (lib/server/shop/orders.ts, `settleStalePendingOrders`). A real
   * provider answers it from its own records (Stripe: the PaymentIntent found by the order id in
   * its metadata; Adyen: the payment of that merchant reference).
   */
  chargeOutcome(idempotencyKey: string): Promise<ChargeResult | null>;
}

/**
 * How long a card refund takes to show on the buyer's statement once the provider has accepted it,
 * in business days: the card networks' usual upper bound, quoted by the refund mail.
 */
export const REFUND_ARRIVAL_BUSINESS_DAYS = 10;

let current: PaymentProvider = sandboxProvider;

export function paymentProvider(): PaymentProvider {
  return current;
}

/** Tests swap in a spy; a deployment would pick the real provider from the environment here. */
export function setPaymentProvider(provider: PaymentProvider): void {
  current = provider;
}
