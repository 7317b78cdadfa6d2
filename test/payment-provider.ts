import type { PaymentProvider } from '@/lib/server/payments/provider';
import { sandboxProvider } from '@/lib/server/payments/sandbox';

/**
 * The sandbox provider with some of its calls replaced (a spy, a refusal, a provider that hangs or
 * loses the connection); the others go to the sandbox. Install with `setPaymentProvider`, and put
 * `sandboxProvider` back after.
 */
export function sandboxWith(overrides: Partial<PaymentProvider>): PaymentProvider {
  return {
    tokenize: (card) => sandboxProvider.tokenize(card),
    charge: (...args) => sandboxProvider.charge(...args),
    refund: (...args) => sandboxProvider.refund(...args),
    chargeOutcome: (key) => sandboxProvider.chargeOutcome(key),
    ...overrides,
  };
}
