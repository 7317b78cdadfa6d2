import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { cardBrand, type CardBrand } from '@/lib/validations/card';
import type { CardDetails, ChargeResult, PaymentProvider } from './provider';

type Outcome = 'ok' | 'declined' | 'insufficient';

/** The documented test numbers (docs/payments.md); any other valid number succeeds. */
const TEST_OUTCOMES: Record<string, Outcome> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient',
};

/**
 * A sandbox that behaves like a real provider's test mode. The outcome of a later charge is
 * encoded in the token (as real test tokens do), so tokens stay valid across restarts and
 * instances; charges are idempotent per key within the process, and counted for tests.
 */
class SandboxProvider implements PaymentProvider {
  readonly charges = new Map<string, ChargeResult & { amountCents: number }>();
  chargeCalls = 0;

  async tokenize(card: CardDetails): Promise<{ token: string; brand: CardBrand; last4: string }> {
    const brand = cardBrand(card.number);
    if (!brand) throw new Error('sandbox: unsupported card brand');
    const outcome = TEST_OUTCOMES[card.number] ?? 'ok';
    return { token: `tok_sbx_${outcome}_${randomBytes(12).toString('hex')}`, brand, last4: card.number.slice(-4) };
  }

  async charge(token: string, amountCents: number, _currency: string, idempotencyKey: string): Promise<ChargeResult> {
    this.chargeCalls += 1;
    const previous = this.charges.get(idempotencyKey);
    if (previous) return previous;
    const outcome = /^tok_sbx_(ok|declined|insufficient)_/.exec(token)?.[1] as Outcome | undefined;
    const result: ChargeResult =
      outcome === 'ok'
        ? { ok: true, ref: `ch_sbx_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}` }
        : { ok: false, code: outcome === 'insufficient' ? 'insufficient_funds' : 'card_declined' };
    this.charges.set(idempotencyKey, { ...result, amountCents });
    return result;
  }

  async refund(ref: string, _amountCents: number, idempotencyKey: string): Promise<{ ok: boolean; ref: string }> {
    return { ok: ref.startsWith('ch_sbx_'), ref: `re_sbx_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}` };
  }

  /** Successful distinct charges (idempotent repeats count once). */
  successfulCharges(): number {
    return [...this.charges.values()].filter((c) => c.ok).length;
  }
}

export const sandboxProvider = new SandboxProvider();
export type { SandboxProvider };
