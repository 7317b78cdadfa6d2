import './jitless';
import { z } from 'zod';
import { isCountryCode } from './countries';

export const STORE_KINDS = ['store', 'agent'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];
export const STORE_QUERY_MAX = 100;
export const STORE_PAGE_SIZE = 20;
export const STORE_PAGE_MAX = 500;

// Control characters (C0, DEL, C1) never belong in a typed city or postcode.
const CONTROL = /\p{Cc}/u;
/** The GET form sends every field, empty ones as `""`: empty means "not given". */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const coordinate = (limit: number) => z.preprocess(blank, z.coerce.number().min(-limit).max(limit).optional());

/**
 * The store finder's query (`GET /api/stores` and the no-JavaScript form of /stores): a country
 * (ISO 3166-1 alpha-2, either case), a city in any spelling or a postcode prefix, the kind, the
 * page, and the visitor's position (both or neither) for sorting by distance.
 */
export const storeQuery = z
  .object({
    country: z
      .preprocess(
        blank,
        z
          .string()
          .transform((c) => c.toUpperCase())
          .refine(isCountryCode, { message: '@fieldInvalid' })
          .optional(),
      )
      .meta({ description: 'ISO 3166-1 alpha-2 code' }),
    q: z
      .preprocess(
        blank,
        z
          .string()
          .max(STORE_QUERY_MAX)
          .refine((q) => !CONTROL.test(q), { message: '@fieldInvalid' })
          .transform((q) => q.trim())
          // Only punctuation: nothing a city or postcode could match.
          .refine((q) => /[\p{L}\p{N}]/u.test(q), { message: '@fieldInvalid' })
          .optional(),
      )
      .meta({ description: 'City (any spelling) or postcode prefix' }),
    kind: z.preprocess(blank, z.enum(STORE_KINDS).optional()),
    page: z.preprocess(blank, z.coerce.number().int().min(1).max(STORE_PAGE_MAX).default(1)),
    lat: coordinate(90).meta({ description: 'Latitude of the visitor (with lon)' }),
    lon: coordinate(180).meta({ description: 'Longitude of the visitor (with lat)' }),
  })
  .superRefine((v, ctx) => {
    if ((v.lat === undefined) !== (v.lon === undefined)) {
      ctx.addIssue({ code: 'custom', path: [v.lat === undefined ? 'lat' : 'lon'], message: '@fieldRequired' });
    }
  });

export type StoreQuery = z.output<typeof storeQuery>;
