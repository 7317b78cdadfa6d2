import 'server-only';
import { addressInline } from '@/lib/shop/address-format';
import { brandName } from '@/lib/shop/card-brand';
import { dateTimeFormat } from '@/lib/intl';
import { formatPrice } from '@/lib/marketing/format';
import { formatRate } from '@/lib/shop/money';
import type { OrderDetail } from '@/lib/types/shop';
import { translator } from '../i18n';
import { shopError } from './errors';
import { MARGIN, orderDocument, rule, sellerBlock, tableRow, WIDTH, write, type Column } from './order-documents';

/**
 * The invoice of a paid order as a PDF, in the order's language: the seller (the establishment
 * that sells to the order's market, with its VAT and register numbers), the buyer, the invoice
 * number (the order's number: unique and in sequence) and date (when it was paid), the delivery
 * date (when it shipped, else the invoice date), the lines with unit prices and amounts, shipping,
 * tax as charged (VAT contained in EU, Japanese, Korean… prices, with the net amount; US sales tax
 * added), the total, and how it was paid. An order not yet paid has no invoice (409 not_invoiced).
 * Refunds made later do not change it: each has its mail, and staff see them on the order.
 */
export async function invoice(id: string): Promise<{ number: number; pdf: Buffer }> {
  const paidOn = (order: OrderDetail) => (order.status === 'pending' ? undefined : order.history.find((h) => h.status === 'paid')?.at);
  const d = await orderDocument(
    id,
    (order, locale) => `${translator(locale, 'Invoice')('title')} ${order.number}`,
    (order) => {
      if (!paidOn(order)) throw shopError(409, 'notInvoiced');
    },
  );
  const { doc, locale, tag, order } = d;
  const paidAt = paidOn(order)!;
  const t = translator(locale, 'Invoice');
  const slip = translator(locale, 'PackingSlip');
  const orders = translator(locale, 'Orders');
  const cart = translator(locale, 'Cart');
  const checkout = translator(locale, 'Checkout');
  const date = (iso: string) => dateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(iso));
  const money = (minor: number) => formatPrice(minor, order.currency, tag);
  const shippedAt = order.history.find((h) => h.status === 'shipped')?.at;
  const a = order.address;

  write(doc, locale, t('title'), { size: 20, weight: 700 });
  write(doc, locale, t('number', { number: order.number }), { size: 13, weight: 700 });
  write(doc, locale, t('date', { date: date(paidAt) }));
  write(doc, locale, t('supplyDate', { date: date(shippedAt ?? paidAt) }));
  write(doc, locale, slip('order', { number: order.number }));
  doc.moveDown();

  // The seller and the buyer side by side.
  const top = doc.y;
  write(doc, locale, slip('seller'), { weight: 700, x: MARGIN, y: top, width: 240 });
  for (const line of d.seller.slice(0, 2)) write(doc, locale, line, { width: 240 });
  const sellerBottom = doc.y;
  write(doc, locale, t('billTo'), { weight: 700, x: MARGIN + 260, y: top, width: WIDTH - 260 });
  const country = new Intl.DisplayNames(tag, { type: 'region' }).of(a.country) ?? a.country;
  for (const line of [a.recipient, addressInline(a), country]) if (line) write(doc, locale, line, { width: WIDTH - 260 });
  doc.x = MARGIN;
  doc.y = Math.max(sellerBottom, doc.y);
  doc.moveDown();

  const columns: Column[] = [
    { x: MARGIN, width: 180 },
    { x: MARGIN + 185, width: 100 },
    { x: MARGIN + 290, width: 50, align: 'right' },
    { x: MARGIN + 345, width: 75, align: 'right' },
    { x: MARGIN + 425, width: WIDTH - 425, align: 'right' },
  ];
  tableRow(d, columns, [slip('product'), slip('variant'), slip('quantity'), t('unitPrice'), t('amount')], 700);
  rule(doc);
  for (const l of order.lines) tableRow(d, columns, [l.name, l.colorName, String(l.quantity), money(l.unitPriceCents), money(l.lineTotalCents)]);
  doc.moveDown();

  // Totals, as charged: VAT contained (with the net amount), or sales tax added.
  const totals: Column[] = [
    { x: MARGIN + 185, width: 235 },
    { x: MARGIN + 425, width: WIDTH - 425, align: 'right' },
  ];
  const rate = formatRate(tag, order.taxRateBp);
  const shipping = `${orders('shipping')} (${checkout(order.shippingMethod)})`;
  tableRow(d, totals, [orders('subtotal'), money(order.subtotalCents)]);
  tableRow(d, totals, [shipping, order.shippingCents === 0 ? orders('shippingFree') : money(order.shippingCents)]);
  if (order.taxIncluded) {
    tableRow(d, totals, [orders('total'), money(order.totalCents)], 700);
    tableRow(d, totals, [t('net'), money(order.totalCents - order.taxCents)]);
    tableRow(d, totals, [cart('taxIncludedLabel', { rate }), money(order.taxCents)]);
  } else {
    tableRow(d, totals, [cart('salesTaxLabel', { rate }), money(order.taxCents)]);
    tableRow(d, totals, [orders('total'), money(order.totalCents)], 700);
  }
  doc.moveDown();
  write(doc, locale, t('paid', { card: orders('card', { brand: brandName(locale, order.card.brand), last4: order.card.last4 }), date: date(paidAt) }), {
    x: MARGIN,
    y: doc.y,
  });
  doc.moveDown(2);
  sellerBlock(d, slip('seller'));
  return { number: order.number, pdf: await d.finish() };
}
