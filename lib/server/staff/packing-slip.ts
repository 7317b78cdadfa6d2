import 'server-only';
import { addressInline } from '@/lib/shop/address-format';
import { dateTimeFormat } from '@/lib/intl';
import { translator } from '../i18n';
import { MARGIN, orderDocument, rule, sellerBlock, tableRow, WIDTH, write } from '../shop/order-documents';

/**
 * The packing slip of an order as a PDF, in the order's language: the order number and date, the
 * ship-to address, the lines (name, variant, quantity; no prices: it travels in the parcel) and the
 * seller's legal data.
 */
export async function packingSlip(id: string): Promise<{ number: number; pdf: Buffer }> {
  const d = await orderDocument(id, (order, locale) => {
    const t = translator(locale, 'PackingSlip');
    return `${t('title')} ${t('order', { number: order.number })}`;
  });
  const { doc, locale, tag, order } = d;
  const t = translator(locale, 'PackingSlip');
  const a = order.address;

  write(doc, locale, t('title'), { size: 20, weight: 700 });
  write(doc, locale, t('order', { number: order.number }), { size: 13, weight: 700 });
  write(doc, locale, t('date', { date: dateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(order.createdAt)) }));
  doc.moveDown();
  write(doc, locale, t('shipTo'), { weight: 700 });
  const country = new Intl.DisplayNames(tag, { type: 'region' }).of(a.country) ?? a.country;
  for (const line of [a.recipient, addressInline(a), country, a.phone]) if (line) write(doc, locale, line);
  doc.moveDown();

  const columns = [
    { x: MARGIN, width: 270 },
    { x: MARGIN + 280, width: 150 },
    { x: MARGIN + 440, width: WIDTH - 440 },
  ];
  tableRow(d, columns, [t('product'), t('variant'), t('quantity')], 700);
  rule(doc);
  for (const line of order.lines) tableRow(d, columns, [line.name, line.colorName, String(line.quantity)]);
  doc.moveDown(2);
  sellerBlock(d, t('seller'));
  return { number: order.number, pdf: await d.finish() };
}
