import 'server-only';
import PDFDocument from 'pdfkit';
import { eq, sql } from 'drizzle-orm';
import { isLocale, localeTags, routing, type Locale } from '@/i18n/routing';
import { establishmentFor, establishmentName, HEAD_OFFICE } from '@/lib/shop/company-facts';
import type { OrderDetail } from '@/lib/types/shop';
import { getSiteSettings } from '../content/settings';
import { db, schema } from '../db';
import { notFound } from '../http/errors';
import { LEGAL_TEXTS } from '../legal';
import { fontRuns, type FontWeight } from '../og/fonts';
import { getOrder } from './orders';

/**
 * What the order's documents (packing slip, invoice) share: the order read in its buyer's language,
 * an A4 pdfkit document, text written with the fonts the script needs, table rows, and the seller's
 * legal data (the establishment that sells to the order's market, lib/shop/company-facts).
 */

export const MARGIN = 50;
export const WIDTH = 595.28 - 2 * MARGIN;

export interface OrderDocument {
  locale: Locale;
  tag: string;
  order: OrderDetail;
  /** The seller's name, address, representative, registrations and email, demo-marked as the legal pages mark them. */
  seller: string[];
  doc: PDFKit.PDFDocument;
  /** Closes the document and answers its bytes. */
  finish: () => Promise<Buffer>;
}

/**
 * Opens the document of order `id` (404 when there is none), titled `title(order, locale)`;
 * `check` may refuse the order (it throws) before anything is drawn.
 */
export async function orderDocument(
  id: string,
  title: (order: OrderDetail, locale: Locale) => string,
  check: (order: OrderDetail) => void = () => undefined,
): Promise<OrderDocument> {
  const [row] = await db()
    .select({ locale: sql<string>`coalesce(${schema.users.locale}, ${schema.orders.locale}, 'en')` })
    .from(schema.orders)
    .leftJoin(schema.users, eq(schema.users.id, schema.orders.userId))
    .where(eq(schema.orders.id, id));
  if (!row) throw notFound();
  const locale: Locale = isLocale(row.locale) ? row.locale : routing.defaultLocale;
  const [order, settings] = await Promise.all([getOrder(null, id, locale), getSiteSettings(locale)]);
  check(order);
  const establishment = establishmentFor(order.market);
  const labels = LEGAL_TEXTS[locale].labels;
  const mark = (value: string) => labels.demoMark.replace('{value}', value);
  const registrations = [...HEAD_OFFICE.registrations, ...(establishment?.registrations ?? [])].map((r) =>
    labels.registrations[r.kind] ? `${labels.registrations[r.kind]} ${mark(r.value)}` : mark(r.value),
  );
  const seller = [
    establishment ? establishmentName(settings.companyName, establishment) : settings.companyName,
    establishment ? mark(establishment.address.join(', ')) : settings.address,
    establishment ? mark(establishment.representative) : mark(HEAD_OFFICE.representative),
    ...registrations,
    settings.email,
  ].filter(Boolean);

  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, font: null as unknown as string, info: { Title: title(order, locale) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const finish = async () => {
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  };
  return { locale, tag: localeTags[locale], order, seller, doc, finish };
}

/**
 * Writes `text` at the cursor (or at x, y) in the order's language, switching font file wherever
 * the script needs another @fontsource chunk (CJK families come split by frequency); pdfkit embeds
 * only the glyphs used.
 */
export function write(
  doc: PDFKit.PDFDocument,
  locale: Locale,
  text: string,
  opts: { size?: number; weight?: FontWeight; x?: number; y?: number; width?: number; align?: 'left' | 'right' } = {},
) {
  const runs = fontRuns(locale, text || ' ', opts.weight ?? 400);
  doc.fontSize(opts.size ?? 10);
  runs.forEach((run, i) => {
    doc.font(run.file);
    const more = { width: opts.width ?? WIDTH, continued: i < runs.length - 1, align: opts.align };
    if (i === 0 && opts.x !== undefined) doc.text(run.text, opts.x, opts.y, more);
    else doc.text(run.text, more);
  });
}

export interface Column {
  x: number;
  width: number;
  align?: 'left' | 'right';
}

/** One table row: each cell in its column from the same top, the cursor below the tallest. */
export function tableRow(d: Pick<OrderDocument, 'doc' | 'locale'>, columns: Column[], cells: string[], weight: FontWeight = 400) {
  const top = d.doc.y;
  let bottom = top;
  cells.forEach((cell, i) => {
    write(d.doc, d.locale, cell, { ...columns[i]!, y: top, weight });
    bottom = Math.max(bottom, d.doc.y);
  });
  d.doc.x = MARGIN;
  d.doc.y = bottom + 4;
}

/** A hairline across the page just above the cursor (under a table's header). */
export function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + WIDTH, doc.y - 2)
    .stroke();
}

/** The seller's block under `heading`: its legal data, small. */
export function sellerBlock(d: OrderDocument, heading: string) {
  write(d.doc, d.locale, heading, { weight: 700, x: MARGIN, y: d.doc.y });
  for (const line of d.seller) write(d.doc, d.locale, line, { size: 9 });
}

/** A document as the answer to a download: the PDF, saved as `<name>-<number>.pdf`, never cached. */
export function pdfResponse(name: string, { number, pdf }: { number: number; pdf: Buffer }): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}-${number}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
