import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';
import { cardBrand, type CardBrand } from '@/lib/validations/card';
import type { CardDetails, ChargeResult, PaymentProvider } from './provider';

type Outcome = 'ok' | 'declined' | 'insufficient';

/** The documented test numbers (docs/payments.md); any other valid number succeeds. */
const TEST_OUTCOMES: Record<string, Outcome> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient',
};

/** A recorded charge's answer, as the provider gave it the first time. */
const resultOf = (charge: typeof schema.sandboxCharges.$inferSelect): ChargeResult =>
  charge.ok ? { ok: true, ref: charge.ref ?? '' } : { ok: false, code: charge.code as Extract<ChargeResult, { ok: false }>['code'] };

/**
 * A sandbox that behaves like a real provider's test mode. The outcome of a later charge is
 * encoded in the token (as real test tokens do), so tokens stay valid across restarts and
 * instances; charges are idempotent per key in PostgreSQL (sandbox_charges), so a retry that
 * reaches another instance gets the first answer, and counted for tests.
 */
class SandboxProvider implements PaymentProvider {
  /** Calls of charge() in this process, repeats included (tests). */
  chargeCalls = 0;

  async tokenize(card: CardDetails): Promise<{ token: string; brand: CardBrand; last4: string }> {
    const brand = cardBrand(card.number);
    if (!brand) throw new Error('sandbox: unsupported card brand');
    const outcome = TEST_OUTCOMES[card.number] ?? 'ok';
    return { token: `tok_sbx_${outcome}_${randomBytes(12).toString('hex')}`, brand, last4: card.number.slice(-4) };
  }

  async chargeOutcome(idempotencyKey: string): Promise<ChargeResult | null> {
    const [charge] = await db().select().from(schema.sandboxCharges).where(eq(schema.sandboxCharges.idempotencyKey, idempotencyKey));
    return charge ? resultOf(charge) : null;
  }

  async charge(token: string, amountCents: number, _currency: string, idempotencyKey: string): Promise<ChargeResult> {
    this.chargeCalls += 1;
    const outcome = /^tok_sbx_(ok|declined|insufficient)_/.exec(token)?.[1] as Outcome | undefined;
    const result: ChargeResult =
      outcome === 'ok'
        ? { ok: true, ref: `ch_sbx_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}` }
        : { ok: false, code: outcome === 'insufficient' ? 'insufficient_funds' : 'card_declined' };
    const [inserted] = await db()
      .insert(schema.sandboxCharges)
      .values({ idempotencyKey, amountCents, ok: result.ok, ref: result.ok ? result.ref : null, code: result.ok ? null : result.code })
      .onConflictDoNothing()
      .returning();
    if (inserted) return result;
    const [previous] = await db().select().from(schema.sandboxCharges).where(eq(schema.sandboxCharges.idempotencyKey, idempotencyKey));
    if (!previous) throw new Error('sandbox: charge vanished after a conflicting insert');
    return resultOf(previous);
  }

  /**
   * Gives back part or all of a charge: refused when the charge is unknown or when this refund
   * and the earlier ones would return more than was captured. The charge row is locked so two
   * refunds at once cannot both pass; a repeated key gets the first answer and refunds once.
   */
  async refund(ref: string, amountCents: number, idempotencyKey: string): Promise<{ ok: boolean; ref: string }> {
    const refundRef = `re_sbx_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    if (!Number.isInteger(amountCents) || amountCents <= 0) return { ok: false, ref: refundRef };
    return db().transaction(async (tx) => {
      const [charge] = await tx
        .select({ amountCents: schema.sandboxCharges.amountCents })
        .from(schema.sandboxCharges)
        .where(and(eq(schema.sandboxCharges.ref, ref), eq(schema.sandboxCharges.ok, true)))
        .limit(1)
        .for('update');
      if (!charge) return { ok: false, ref: refundRef };
      const [previous] = await tx.select().from(schema.sandboxRefunds).where(eq(schema.sandboxRefunds.idempotencyKey, idempotencyKey));
      if (previous) return { ok: previous.chargeRef === ref && previous.amountCents === amountCents, ref: previous.ref };
      const [given] = await tx
        .select({ cents: sql<number>`coalesce(sum(${schema.sandboxRefunds.amountCents}), 0)::int` })
        .from(schema.sandboxRefunds)
        .where(eq(schema.sandboxRefunds.chargeRef, ref));
      if ((given?.cents ?? 0) + amountCents > charge.amountCents) return { ok: false, ref: refundRef };
      await tx.insert(schema.sandboxRefunds).values({ idempotencyKey, chargeRef: ref, amountCents, ref: refundRef });
      return { ok: true, ref: refundRef };
    });
  }

  /** Successful distinct charges under these idempotency keys (repeats count once), from every instance. */
  async successfulCharges(idempotencyKeys: string[]): Promise<number> {
    if (idempotencyKeys.length === 0) return 0;
    const [row] = await db()
      .select({ n: count() })
      .from(schema.sandboxCharges)
      .where(and(eq(schema.sandboxCharges.ok, true), inArray(schema.sandboxCharges.idempotencyKey, idempotencyKeys)));
    return row?.n ?? 0;
  }
}

export const sandboxProvider = new SandboxProvider();
export type { SandboxProvider };
