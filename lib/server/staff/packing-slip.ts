import 'server-only';
import PDFDocument from 'pdfkit';
import { eq, sql } from 'drizzle-orm';
import { isLocale, localeTags, routing, type Locale } from '@/i18n/routing';
import { addressInline } from '@/lib/shop/address-format';
import { establishmentFor, establishmentName, HEAD_OFFICE } from '@/lib/shop/company-facts';
import { getSiteSettings } from '../content/settings';
import { db, schema } from '../db';
import { notFound } from '../http/errors';
import { translator } from '../i18n';
import { LEGAL_TEXTS } from '../legal';
import { fontRuns, type FontWeight } from '../og/fonts';
import { getOrder } from '../shop/orders';

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;

/**
 * Writes `text` at the cursor (or at x, y) in the order's language, switching font file wherever
 * the script needs another @fontsource chunk (CJK families come split by frequency); pdfkit embeds
 * only the glyphs used.
 */
function write(
  doc: PDFKit.PDFDocument,
  locale: Locale,
  text: string,
  opts: { size?: number; weight?: FontWeight; x?: number; y?: number; width?: number } = {},
) {
  const runs = fontRuns(locale, text || ' ', opts.weight ?? 400);
  doc.fontSize(opts.size ?? 10);
  runs.forEach((run, i) => {
    doc.font(run.file);
    const more = { width: opts.width ?? WIDTH, continued: i < runs.length - 1 };
    if (i === 0 && opts.x !== undefined) doc.text(run.text, opts.x, opts.y, more);
    else doc.text(run.text, more);
  });
}

/**
 * The packing slip of an order as a PDF, in the order's language: the order number and date, the
 * ship-to address, the lines (name, variant, quantity; no prices: it travels in the parcel) and the
 * seller's legal data (the establishment that sells to the order's market, lib/shop/company-facts).
 */
export async function packingSlip(id: string): Promise<{ number: number; pdf: Buffer }> {
  const [row] = await db()
    .select({ locale: sql<string>`coalesce(${schema.users.locale}, ${schema.orders.locale}, 'en')` })
    .from(schema.orders)
    .leftJoin(schema.users, eq(schema.users.id, schema.orders.userId))
    .where(eq(schema.orders.id, id));
  if (!row) throw notFound();
  const locale: Locale = isLocale(row.locale) ? row.locale : routing.defaultLocale;
  const [order, settings] = await Promise.all([getOrder(null, id, locale), getSiteSettings(locale)]);
  const t = translator(locale, 'PackingSlip');
  const tag = localeTags[locale];
  const a = order.address;
  const seller = establishmentFor(order.market);
  const labels = LEGAL_TEXTS[locale].labels;
  const mark = (value: string) => labels.demoMark.replace('{value}', value);
  const registrations = [...HEAD_OFFICE.registrations, ...(seller?.registrations ?? [])].map((r) =>
    labels.registrations[r.kind] ? `${labels.registrations[r.kind]} ${mark(r.value)}` : mark(r.value),
  );

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: null as unknown as string,
    info: { Title: `${t('title')} ${t('order', { number: order.number })}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  write(doc, locale, t('title'), { size: 20, weight: 700 });
  write(doc, locale, t('order', { number: order.number }), { size: 13, weight: 700 });
  write(doc, locale, t('date', { date: new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(order.createdAt)) }));
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
  const row3 = (cells: string[], weight: FontWeight) => {
    const top = doc.y;
    let bottom = top;
    cells.forEach((cell, i) => {
      write(doc, locale, cell, { ...columns[i]!, y: top, weight });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
  };
  row3([t('product'), t('variant'), t('quantity')], 700);
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + WIDTH, doc.y - 2)
    .stroke();
  for (const line of order.lines) row3([line.name, line.colorName, String(line.quantity)], 400);
  doc.moveDown(2);

  write(doc, locale, t('seller'), { weight: 700, x: MARGIN, y: doc.y });
  const company = settings.companyName;
  for (const line of [
    seller ? establishmentName(company, seller) : company,
    seller ? mark(seller.address.join(', ')) : settings.address,
    seller ? mark(seller.representative) : mark(HEAD_OFFICE.representative),
    ...registrations,
    settings.email,
  ])
    if (line) write(doc, locale, line, { size: 9 });
  doc.end();
  await ended;
  return { number: order.number, pdf: Buffer.concat(chunks) };
}
