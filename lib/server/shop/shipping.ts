import 'server-only';
import { sql } from 'drizzle-orm';
import { db, type Queryable } from '../db';

/** Flat-rate shipping from the site settings, free at or above the threshold. */
export async function shippingRule(q: Queryable = db()): Promise<{ flatRateCents: number; freeThresholdCents: number }> {
  const res = await q.execute<{ value: { flatRateCents?: number; freeThresholdCents?: number } }>(sql`select value from site_settings where key = 'shipping'`);
  const value = res.rows[0]?.value ?? {};
  return { flatRateCents: Number(value.flatRateCents ?? 0), freeThresholdCents: Number(value.freeThresholdCents ?? 0) };
}

export function shippingFor(subtotalCents: number, rule: { flatRateCents: number; freeThresholdCents: number }): number {
  if (subtotalCents === 0) return 0;
  return rule.freeThresholdCents > 0 && subtotalCents >= rule.freeThresholdCents ? 0 : rule.flatRateCents;
}
