import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import type { StaffStore, StoreImportResult } from '@/lib/types/staff';
import { localizedErrorMap, localizeMessage } from '@/lib/validations/error-map';
import {
  STORE_IMPORT_MAX_ROWS,
  STORE_STATUS_VALUES,
  storeId,
  storeInput,
  type StoreFields,
  type StoreFilter,
  type StoreStatus,
} from '@/lib/validations/store-admin';
import { db, schema } from '../db';
import { HttpError } from '../http/errors';
import { translator } from '../i18n';
import { recordAudit } from './audit';
import { guardFormula, readCsv } from './csv-file';
import type { StaffSession } from './auth';
import { newStoreId, sameStore, STORE_ORDER, staffStore, storeFilter, storesChanged, storeValues } from './stores';

const t = schema.stores;

/**
 * The file's columns, in this order (docs/back-office.md, "Stores"). `id` is the key: a row whose id
 * exists updates that store, any other id creates one with it, an empty id creates one with a new
 * id. `days` are ISO weekday digits (`123456` = Monday to Saturday); `status` is open or closed.
 */
export const STORE_CSV_COLUMNS = [
  'id',
  'kind',
  'status',
  'name',
  'country',
  'region',
  'city',
  'city_local',
  'postcode',
  'address',
  'phone',
  'email',
  'latitude',
  'longitude',
  'days',
  'opens',
  'closes',
] as const;
type Column = (typeof STORE_CSV_COLUMNS)[number];
export { guardFormula, unguardFormula } from './csv-file';
/** The form's field for each column, so a row's messages name the column the member typed in. */
const FIELD_OF: Partial<Record<string, Column>> = { cityLocal: 'city_local' };

const cells = (s: StaffStore): Record<Column, string> => ({
  id: s.id,
  kind: s.kind,
  status: s.status,
  name: guardFormula(s.name),
  country: s.country,
  region: guardFormula(s.region),
  city: guardFormula(s.city),
  city_local: guardFormula(s.cityLocal),
  postcode: guardFormula(s.postcode),
  address: guardFormula(s.address),
  phone: guardFormula(s.phone),
  email: guardFormula(s.email),
  latitude: String(s.latitude),
  longitude: String(s.longitude),
  days: s.days.join(''),
  opens: s.opens,
  closes: s.closes,
});

/**
 * RFC 4180: a header row, CRLF line ends, fields quoted when they hold a comma, quote or line break.
 * UTF-8 with a byte order mark, so that spreadsheet programs read 東京 and München as written.
 */
export function storesCsv(stores: StaffStore[]): string {
  return `\uFEFF${stringify(stores.map(cells), {
    header: true,
    columns: [...STORE_CSV_COLUMNS],
    record_delimiter: '\r\n',
    // csv-stringify quotes a field holding the record delimiter (CRLF), not one holding a lone LF.
    quoted_match: /[\r\n]/,
  })}`;
}

/** Every store matching the back office's filters, as a CSV file. */
export async function exportStores(filter: StoreFilter): Promise<string> {
  const rows = await db()
    .select()
    .from(t)
    .where(storeFilter(filter))
    .orderBy(...STORE_ORDER);
  return storesCsv(rows.map(staffStore));
}

export interface ParsedRow {
  line: number;
  id: string | undefined;
  status: StoreStatus;
  fields: StoreFields;
}

/**
 * Reads and checks the whole file (`readCsv`): the rows, or a message per bad line (`"<line>:<column>"`
 * or `"<line>"` → message in `locale`).
 */
export function parseStoresCsv(text: string, locale: Locale): { rows: ParsedRow[]; errors: Record<string, string> } {
  const tErrors = translator(locale, 'Errors') as unknown as (key: string, values?: Record<string, string | number>) => string;
  const { rows: read, errors } = readCsv(text, STORE_CSV_COLUMNS, STORE_IMPORT_MAX_ROWS, tErrors);
  const map = localizedErrorMap(tErrors);
  const rows: ParsedRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, cell } of read) {
    const rowErrors: Record<string, string> = {};
    const id = cell('id').trim();
    const key = id ? z.safeParse(storeId, id, { error: map }) : null;
    if (key && !key.success) rowErrors.id = localizeMessage(key.error.issues[0]!.message, tErrors);
    else if (id && seen.has(id)) rowErrors.id = tErrors('csvDuplicateId', { line: seen.get(id)! });
    if (id && !seen.has(id)) seen.set(id, line);
    const status = cell('status').trim().toLowerCase() || 'open';
    if (!(STORE_STATUS_VALUES as readonly string[]).includes(status)) rowErrors.status = tErrors('fieldInvalid');
    const days = cell('days').replace(/[\s,]/g, '');
    if (!/^[1-7]*$/.test(days)) rowErrors.days = tErrors('csvDays');
    const input = {
      kind: cell('kind').trim().toLowerCase(),
      name: cell('name'),
      country: cell('country'),
      region: cell('region'),
      city: cell('city'),
      cityLocal: cell('city_local'),
      postcode: cell('postcode'),
      address: cell('address'),
      phone: cell('phone'),
      email: cell('email'),
      latitude: cell('latitude'),
      longitude: cell('longitude'),
      days: rowErrors.days ? [] : [...days].map(Number),
      opens: cell('opens'),
      closes: cell('closes'),
    };
    const parsed = z.safeParse(storeInput, input, { error: map });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'name');
        rowErrors[FIELD_OF[field] ?? field] ??= localizeMessage(issue.message, tErrors);
      }
    }
    for (const [column, message] of Object.entries(rowErrors)) errors[`${line}:${column}`] = message;
    if (parsed.success && Object.keys(rowErrors).length === 0) rows.push({ line, id: id || undefined, status: status as StoreStatus, fields: parsed.data });
  }
  return { rows, errors };
}

/**
 * All or nothing: any bad row → 422 naming each bad line (nothing written); otherwise every row is
 * created or updated in one transaction (the rows locked), with one `store.import` audit entry.
 */
export async function importStores(actor: StaffSession, text: string, locale: Locale, ip: string): Promise<StoreImportResult> {
  const { rows, errors } = parseStoresCsv(text, locale);
  const bad = Object.keys(errors).length;
  if (bad) throw new HttpError(422, 'invalid_rows', 'csvInvalid', errors, undefined, { count: new Set(Object.keys(errors).map((k) => k.split(':')[0])).size });
  const result = await db().transaction(async (tx) => {
    const ids = rows.flatMap((r) => (r.id ? [r.id] : []));
    const existing = new Map((ids.length ? await tx.select().from(t).where(inArray(t.id, ids)).for('update') : []).map((r) => [r.id, r]));
    const created: string[] = [];
    const updated: string[] = [];
    let unchanged = 0;
    const now = new Date();
    for (const row of rows) {
      const before = row.id ? existing.get(row.id) : undefined;
      const closedAt = row.status === 'closed' ? (before?.closedAt ?? now) : null;
      if (!before) {
        const id = row.id ?? newStoreId(row.fields.kind);
        await tx.insert(t).values({ id, ...storeValues(row.fields), closedAt, createdAt: now, updatedAt: now });
        created.push(id);
      } else if (sameStore(before, row.fields, row.status)) {
        unchanged++;
      } else {
        await tx
          .update(t)
          .set({ ...storeValues(row.fields, before), closedAt, updatedAt: now })
          .where(inArray(t.id, [before.id]));
        updated.push(before.id);
      }
    }
    if (created.length || updated.length) {
      await recordAudit(tx, { actor: actor.staff, action: 'store.import', targetType: 'store', after: { created, updated, unchanged }, ip });
    }
    return { created: created.length, updated: updated.length, unchanged };
  });
  if (result.created || result.updated) storesChanged('store.import');
  return result;
}
