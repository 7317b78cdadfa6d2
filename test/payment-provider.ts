import { setPaymentProvider, type PaymentProvider } from '@/lib/server/payments/provider';
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

/**
 * Installs the sandbox provider with its first `call` held until `answer()`, as a slow provider or
 * a request held up on its way would hold it; `asked` says the call has come. `restore()` lets it
 * go and puts `sandboxProvider` back (for a `finally`).
 */
export function slowProvider(call: 'charge' | 'refund') {
  let answer!: () => void;
  const gate = new Promise<void>((resolve) => (answer = resolve));
  const state = {
    asked: false,
    answer: () => answer(),
    restore: () => {
      answer();
      setPaymentProvider(sandboxProvider);
    },
  };
  const held = async <T>(next: () => Promise<T>): Promise<T> => {
    if (!state.asked) {
      state.asked = true;
      await gate;
    }
    return next();
  };
  setPaymentProvider(
    sandboxWith(
      call === 'charge'
        ? { charge: (...args) => held(() => sandboxProvider.charge(...args)) }
        : { refund: (...args) => held(() => sandboxProvider.refund(...args)) },
    ),
  );
  return state;
}
