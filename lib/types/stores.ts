import { z } from 'zod';
import { STORE_KINDS } from '@/lib/validations/stores';

// Contracts of the store finder, shared by lib/server/stores.ts, GET /api/stores and the page: the
// schema is the contract, as in lib/types/shop.ts.

const clock = z.string().regex(/^\d{2}:\d{2}$/);

export const storeHoursSchema = z.strictObject({
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days: z.array(z.number().int().min(1).max(7)).meta({ description: 'ISO weekdays, 1 = Monday' }),
  open: clock,
  close: clock,
});
export type StoreHours = z.infer<typeof storeHoursSchema>;

export const storeSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(STORE_KINDS),
  name: z.string(),
  country: z.string().meta({ description: 'ISO 3166-1 alpha-2' }),
  region: z.string(),
  city: z.string().meta({ description: 'The city in English' }),
  /** The city as locals write it, when that differs from `city` (東京, München). */
  cityLocal: z.string().nullable().meta({ description: 'The city as locals write it, when different' }),
  postcode: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  hours: storeHoursSchema.nullable(),
  /** Great-circle distance from the position asked about, in km (null without one). */
  distanceKm: z.number().nullable(),
});
export type Store = z.infer<typeof storeSchema>;

/** GET /api/stores: one page of stores. */
export const storePageSchema = z.strictObject({
  stores: z.array(storeSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
});
export type StorePage = z.infer<typeof storePageSchema>;
