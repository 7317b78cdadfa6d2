import './jitless';
import { z } from 'zod';
import { isCountryCode } from './countries';
import { STORE_KINDS, STORE_QUERY_MAX } from './stores';

/**
 * A store's or agent's key: kept when it closes, written in the CSV export and matched by the import,
 * so a file exported and imported again changes nothing. The seed's are `s-0001` and `a-0001`.
 */
export const STORE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
export const storeId = z.string().regex(STORE_ID_PATTERN, { message: '@fieldInvalid' });
export const STORE_STATUS_VALUES = ['open', 'closed'] as const;
export type StoreStatus = (typeof STORE_STATUS_VALUES)[number];
export const STORE_TEXT_MAX = { name: 120, region: 80, city: 80, postcode: 16, address: 200, phone: 40, email: 254 } as const;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PHONE = /^\+?[0-9][0-9 ()./-]*$/;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** A number typed in a form or a CSV cell (`"48.137"`) or sent as JSON; an empty cell is missing, not 0. */
const coordinate = (limit: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z.number({ message: '@fieldInvalid' }).min(-limit).max(limit),
  );
const optionalText = (max: number) => z.string().trim().max(max).default('');

const storeShape = {
  kind: z.enum(STORE_KINDS),
  name: z.string().trim().min(1).max(STORE_TEXT_MAX.name),
  country: z
    .string()
    .trim()
    .transform((c) => c.toUpperCase())
    .refine(isCountryCode, { message: '@fieldInvalid' }),
  region: optionalText(STORE_TEXT_MAX.region),
  city: z.string().trim().min(1).max(STORE_TEXT_MAX.city),
  cityLocal: optionalText(STORE_TEXT_MAX.city),
  postcode: optionalText(STORE_TEXT_MAX.postcode),
  address: z.string().trim().min(1).max(STORE_TEXT_MAX.address),
  phone: z.string().trim().min(1).max(STORE_TEXT_MAX.phone).regex(PHONE, { message: '@fieldInvalid' }),
  email: z.preprocess(blank, z.email().max(STORE_TEXT_MAX.email).optional()),
  latitude: coordinate(90),
  longitude: coordinate(180),
  days: z.array(z.coerce.number().int().min(1).max(7)).max(7).default([]),
  opens: z.preprocess(blank, z.string().regex(TIME, { message: '@fieldInvalid' }).optional()),
  closes: z.preprocess(blank, z.string().regex(TIME, { message: '@fieldInvalid' }).optional()),
};

/** Opening hours are all three (days, opening and closing time, opening first) or none. */
function checkHours(v: { days: number[]; opens?: string; closes?: string }, ctx: z.RefinementCtx) {
  const given = [v.days.length > 0, v.opens !== undefined, v.closes !== undefined];
  if (given.some(Boolean) && !given.every(Boolean)) {
    const path = v.days.length === 0 ? 'days' : v.opens === undefined ? 'opens' : 'closes';
    ctx.addIssue({ code: 'custom', path: [path], message: '@storeHours' });
  } else if (v.opens !== undefined && v.closes !== undefined && v.opens >= v.closes) {
    ctx.addIssue({ code: 'custom', path: ['closes'], message: '@storeHours' });
  }
}

/**
 * A store or agent as staff write it: the form at /admin/stores, the API and each row of the CSV
 * import parse with this schema. Opening hours are the weekdays (1 = Monday … 7 = Sunday) with one
 * opening and one closing time, or nothing at all (agents usually have none).
 */
export const storeInput = z.object(storeShape).superRefine(checkHours);
export type StoreInput = z.input<typeof storeInput>;
export type StoreFields = z.output<typeof storeInput>;

/** POST /api/admin/stores: a new store, with an id of the member's choice (the CSV's key) or one made up when empty. */
export const storeCreateSchema = z.object({ ...storeShape, id: z.preprocess(blank, storeId.optional()) }).superRefine(checkHours);
/** PUT /api/admin/stores/{id}: an edit over the version the member saw (409 when someone changed it meanwhile). */
export const storeUpdateSchema = z.object({ ...storeShape, updatedAt: z.string().max(40) }).superRefine(checkHours);
/** POST /api/admin/stores/{id}/status: close or reopen over the version the member saw. */
export const storeStatusSchema = z.object({ status: z.enum(STORE_STATUS_VALUES), updatedAt: z.string().max(40) });

const filters = {
  q: z.preprocess(blank, z.string().trim().max(STORE_QUERY_MAX).optional()),
  country: z.preprocess(
    blank,
    z
      .string()
      .transform((c) => c.toUpperCase())
      .refine(isCountryCode, { message: '@fieldInvalid' })
      .optional(),
  ),
  kind: z.preprocess(blank, z.enum(STORE_KINDS).optional()),
  status: z.preprocess(blank, z.enum(STORE_STATUS_VALUES).optional()),
};

/** GET /api/admin/stores: a name, city or postcode, by country, kind and status; `after` is the last id of the page before. */
export const storeListQuery = z.object({
  ...filters,
  after: z.preprocess(blank, storeId.optional()),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
/** GET /api/admin/stores/export: the same filters, every matching row. */
export const storeExportQuery = z.object(filters);
export type StoreFilter = z.output<typeof storeExportQuery>;

/** The CSV import: the file's text (the request's 1 MB limit holds it; rows are counted by the server). */
export const STORE_IMPORT_MAX_ROWS = 5000;
export const storeImportSchema = z.object({
  csv: z
    .string()
    .min(1)
    .max(1024 * 1024),
});
