/**
 * Refund arithmetic in minor units (issue 34), pure and client-safe: what is left to refund of an
 * order, and what a refund of some lines (and the shipping) gives back, tax included.
 *
 * With US sales tax added on top, the tax of a partial refund is not rounded on its own: a refund
 * gives back the taxed total of everything refunded so far minus what the earlier refunds gave
 * back, so the refunds of a whole order add up to exactly its total, never a cent more.
 */
import { addedTax } from './markets';

export interface RefundableLine {
  productId: string;
  colorId: string;
  unitPriceCents: number;
  quantity: number;
}

export interface RefundableOrder {
  totalCents: number;
  shippingCents: number;
  taxIncluded: boolean;
  taxRateBp: number;
  lines: RefundableLine[];
}

/** A refund already made: its amount, the lines and the shipping (net of added tax) it gave back. */
export interface PastRefund {
  amountCents: number;
  shippingCents: number;
  lines: RefundableLine[];
}

export interface RefundRequest {
  lines: { productId: string; colorId: string; quantity: number }[];
  shipping: boolean;
}

export type RefundProblem =
  | { kind: 'nothing' }
  | { kind: 'unknownLine'; productId: string; colorId: string }
  | { kind: 'quantity'; productId: string; colorId: string; max: number }
  | { kind: 'shipping' }
  | { kind: 'exceeds'; leftCents: number };

export type RefundPlan = { ok: true; amountCents: number; shippingCents: number; lines: RefundableLine[] } | ({ ok: false } & RefundProblem);

const key = (l: { productId: string; colorId: string }) => `${l.productId}\u0000${l.colorId}`;

/** What is still open: per line the quantity not yet refunded, the shipping not yet refunded, and the money left. */
export function refundLeft(order: RefundableOrder, past: PastRefund[]) {
  const given = new Map<string, number>();
  for (const r of past) for (const l of r.lines) given.set(key(l), (given.get(key(l)) ?? 0) + l.quantity);
  const refundedCents = past.reduce((sum, r) => sum + r.amountCents, 0);
  return {
    lines: order.lines.map((l) => ({ ...l, quantity: Math.max(0, l.quantity - (given.get(key(l)) ?? 0)) })),
    shippingCents: past.some((r) => r.shippingCents > 0) ? 0 : order.shippingCents,
    refundedCents,
    leftCents: Math.max(0, order.totalCents - refundedCents),
  };
}

/** Net (before added tax) of what a refund gives back. */
const netOf = (r: { shippingCents: number; lines: RefundableLine[] }) => r.shippingCents + r.lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
const gross = (order: RefundableOrder, net: number) => (order.taxIncluded ? net : net + addedTax(net, order.taxRateBp));

/** Checks a refund against the order and the refunds before it, and prices it; never more than is left. */
export function planRefund(order: RefundableOrder, past: PastRefund[], request: RefundRequest): RefundPlan {
  const left = refundLeft(order, past);
  const open = new Map(left.lines.map((l) => [key(l), l]));
  const wanted = new Map<string, number>();
  for (const l of request.lines) {
    if (!open.has(key(l))) return { ok: false, kind: 'unknownLine', productId: l.productId, colorId: l.colorId };
    wanted.set(key(l), (wanted.get(key(l)) ?? 0) + l.quantity);
  }
  const lines: RefundableLine[] = [];
  for (const [k, quantity] of wanted) {
    const line = open.get(k)!;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.quantity)
      return { ok: false, kind: 'quantity', productId: line.productId, colorId: line.colorId, max: line.quantity };
    lines.push({ productId: line.productId, colorId: line.colorId, unitPriceCents: line.unitPriceCents, quantity });
  }
  if (request.shipping && left.shippingCents === 0) return { ok: false, kind: 'shipping' };
  const shippingCents = request.shipping ? left.shippingCents : 0;
  if (lines.length === 0 && shippingCents === 0) return { ok: false, kind: 'nothing' };
  const before = past.reduce((s, r) => s + netOf(r), 0);
  const amountCents = gross(order, before + netOf({ shippingCents, lines })) - gross(order, before);
  if (amountCents <= 0) return { ok: false, kind: 'nothing' };
  if (left.refundedCents + amountCents > order.totalCents) return { ok: false, kind: 'exceeds', leftCents: left.leftCents };
  return { ok: true, amountCents, shippingCents, lines };
}
