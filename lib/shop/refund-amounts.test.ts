import { addedTax } from './markets';
import { planRefund, type PastRefund, type RefundableOrder } from './refund-amounts';

/** An order with sales tax added on top, at a rate that rounds on nearly every part. */
function usOrder(prices: number[], quantity: number, shipping: number): RefundableOrder {
  const lines = prices.map((unitPriceCents, i) => ({ productId: `p${i}`, colorId: 'c', unitPriceCents, quantity }));
  const net = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0) + shipping;
  return { totalCents: net + addedTax(net, 725), shippingCents: shipping, taxIncluded: false, taxRateBp: 725, lines };
}

describe('refund arithmetic in minor units', () => {
  it('gives back exactly the total when an order is refunded one unit at a time, never a cent more', () => {
    const order = usOrder([3333, 1999, 1], 3, 1499);
    const past: PastRefund[] = [];
    for (const line of order.lines)
      for (let n = 0; n < line.quantity; n++) {
        const plan = planRefund(order, past, { lines: [{ productId: line.productId, colorId: 'c', quantity: 1 }], shipping: false });
        if (!plan.ok) throw new Error(plan.kind);
        past.push(plan);
        expect(past.reduce((s, r) => s + r.amountCents, 0)).toBeLessThanOrEqual(order.totalCents);
      }
    const shipping = planRefund(order, past, { lines: [], shipping: true });
    if (!shipping.ok) throw new Error(shipping.kind);
    past.push(shipping);
    expect(past.reduce((s, r) => s + r.amountCents, 0)).toBe(order.totalCents);
    expect(planRefund(order, past, { lines: [{ productId: 'p0', colorId: 'c', quantity: 1 }], shipping: false })).toMatchObject({
      ok: false,
      kind: 'quantity',
      max: 0,
    });
  });

  it('refunds the price paid where VAT is included, and refuses lines, quantities and shipping that are not open', () => {
    const order: RefundableOrder = {
      totalCents: 2 * 1299 + 499,
      shippingCents: 499,
      taxIncluded: true,
      taxRateBp: 1900,
      lines: [{ productId: 'a', colorId: 'c', unitPriceCents: 1299, quantity: 2 }],
    };
    expect(planRefund(order, [], { lines: [{ productId: 'a', colorId: 'c', quantity: 1 }], shipping: true })).toMatchObject({
      ok: true,
      amountCents: 1299 + 499,
    });
    expect(planRefund(order, [], { lines: [{ productId: 'a', colorId: 'x', quantity: 1 }], shipping: false })).toMatchObject({
      ok: false,
      kind: 'unknownLine',
    });
    expect(planRefund(order, [], { lines: [{ productId: 'a', colorId: 'c', quantity: 3 }], shipping: false })).toMatchObject({
      ok: false,
      kind: 'quantity',
      max: 2,
    });
    expect(planRefund(order, [], { lines: [], shipping: false })).toMatchObject({ ok: false, kind: 'nothing' });
    const past = [{ amountCents: 499, shippingCents: 499, lines: [] }];
    expect(planRefund(order, past, { lines: [], shipping: true })).toMatchObject({ ok: false, kind: 'shipping' });
  });
});
