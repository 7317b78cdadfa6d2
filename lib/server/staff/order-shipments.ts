import 'server-only';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { carrierNamed } from '@/lib/shop/tracking';
import type { ShipmentImportResult } from '@/lib/types/staff';
import { localizedErrorMap, localizeMessage } from '@/lib/validations/error-map';
import { orderStatusChangeSchema } from '@/lib/validations/fulfilment';
import type { OrderStatus } from '@/lib/validations/order';
import { getSiteSettings } from '../content/settings';
import { db, schema } from '../db';
import { HttpError } from '../http/errors';
import { translator } from '../i18n';
import { log } from '../log';
import { deliver } from '../mail';
import { readCsv } from './csv-file';
import { moveOrder } from './orders';
import type { StaffSession } from './auth';

/**
 * Orders marked shipped from a CSV file, as a warehouse or a carrier's portal exports the day's
 * parcels: the columns `order` (the order number, `1042` or `#1042`), `carrier` (a listed carrier's
 * name in any of its spellings, which is stored as the list names it, or another carrier's) and
 * `tracking`; other columns are ignored.
 */
export const SHIPMENT_CSV_COLUMNS = ['order', 'carrier', 'tracking'] as const;
export const SHIPMENT_IMPORT_MAX_ROWS = 500;

const { carrier: carrierField, trackingNumber: trackingField } = orderStatusChangeSchema.options[0].shape;
const row = z.object({ carrier: carrierField, trackingNumber: trackingField });

interface ShipmentRow {
  line: number;
  number: number;
  carrier: string;
  trackingNumber: string;
}

/**
 * Reads and checks the file (`readCsv`): the rows, or a message per bad line (`"<line>:<column>"` or
 * `"<line>"` → message in `locale`).
 */
export function parseShipmentsCsv(text: string, locale: Locale): { rows: ShipmentRow[]; errors: Record<string, string> } {
  const tErrors = translator(locale, 'Errors') as unknown as (key: string, values?: Record<string, string | number>) => string;
  const { rows: read, errors } = readCsv(text, SHIPMENT_CSV_COLUMNS, SHIPMENT_IMPORT_MAX_ROWS, tErrors);
  const map = localizedErrorMap(tErrors);
  const rows: ShipmentRow[] = [];
  const seen = new Map<number, number>();
  for (const { line, cell } of read) {
    const rowErrors: Record<string, string> = {};
    const number = /^#?(\d{1,9})$/.exec(cell('order').trim())?.[1];
    if (!number) rowErrors.order = tErrors('csvOrderNumber');
    else if (seen.has(Number(number))) rowErrors.order = tErrors('csvDuplicateOrder', { line: seen.get(Number(number))! });
    else seen.set(Number(number), line);
    const parsed = z.safeParse(row, { carrier: cell('carrier').trim(), trackingNumber: cell('tracking').trim() }, { error: map });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const column = issue.path[0] === 'carrier' ? 'carrier' : 'tracking';
        rowErrors[column] ??= localizeMessage(issue.message, tErrors);
      }
    for (const [column, message] of Object.entries(rowErrors)) errors[`${line}:${column}`] = message;
    if (parsed.success && Object.keys(rowErrors).length === 0)
      rows.push({
        line,
        number: Number(number),
        // A listed carrier as the list names it, so its tracking page is linked.
        carrier: carrierNamed(parsed.data.carrier)?.name ?? parsed.data.carrier,
        trackingNumber: parsed.data.trackingNumber,
      });
  }
  return { rows, errors };
}

/**
 * All or nothing: any bad line → 422 `invalid_rows` naming each (nothing changed): a line that
 * cannot be read, an order that does not exist, or one that is not paid and waiting to ship (its
 * status named). Otherwise every order is marked shipped in one transaction, the rows locked in
 * number order, each with its history line, its buyer's mail in their language and its own
 * `order.ship` audit entry (marked `bulk`); the mails go after the commit and stay in the outbox if
 * that fails.
 */
export async function shipFromCsv(actor: StaffSession, text: string, locale: Locale, ip: string): Promise<ShipmentImportResult> {
  const { rows, errors } = parseShipmentsCsv(text, locale);
  const refuse = (all: Record<string, string>) =>
    new HttpError(422, 'invalid_rows', 'csvInvalid', all, undefined, { count: new Set(Object.keys(all).map((k) => k.split(':')[0])).size });
  if (Object.keys(errors).length) throw refuse(errors);
  const settings = await getSiteSettings(routing.defaultLocale);
  const tErrors = translator(locale, 'Errors') as unknown as (key: string, values?: Record<string, string | number>) => string;
  const tStatus = translator(locale, 'AdminOrders') as unknown as (key: string) => string;
  const { shipped, mailIds } = await db().transaction(async (tx) => {
    const numbers = rows.map((r) => r.number).sort((a, b) => a - b);
    const found = await tx.select().from(schema.orders).where(inArray(schema.orders.number, numbers)).orderBy(schema.orders.number).for('update');
    const byNumber = new Map(found.map((order) => [order.number, order]));
    const refused: Record<string, string> = {};
    for (const r of rows) {
      const order = byNumber.get(r.number);
      if (!order) refused[`${r.line}:order`] = tErrors('csvOrderUnknown', { number: r.number });
      else if (order.status !== 'paid')
        refused[`${r.line}:order`] = tErrors('csvOrderNotPaid', { number: r.number, status: tStatus(`status.${order.status as OrderStatus}`) });
    }
    if (Object.keys(refused).length) throw refuse(refused);
    const shipped: ShipmentImportResult['shipped'] = [];
    const mailIds: string[] = [];
    for (const r of [...rows].sort((a, b) => a.number - b.number)) {
      const order = byNumber.get(r.number)!;
      const { mailId } = await moveOrder(tx, actor, order, { to: 'shipped', carrier: r.carrier, trackingNumber: r.trackingNumber }, settings.brand, ip, {
        bulk: true,
      });
      mailIds.push(mailId);
      shipped.push({ id: order.id, number: order.number });
    }
    return { shipped, mailIds };
  });
  for (const mailId of mailIds)
    void deliver(mailId).catch((error: unknown) => log.error('order status mail not delivered; it stays in the outbox', { mailId, error }));
  return { shipped };
}
