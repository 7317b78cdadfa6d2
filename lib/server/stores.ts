import 'server-only';
import { and, asc, count, eq, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { foldText, hasCjk } from '@/lib/search/fold';
import { postcodeKey } from '@/lib/stores/text';
import type { Store, StorePage } from '@/lib/types/stores';
import { STORE_PAGE_SIZE, type StoreQuery } from '@/lib/validations/stores';
import { cached, TAGS } from './cache';
import { db, schema } from './db';

const t = schema.stores;
const EARTH_RADIUS_KM = 6371.0088;

/**
 * A typed text matches a city in any stored spelling (case, accents and width folded the way
 * the site search folds them: `Munchen` = `München`, `sao paulo` = `São Paulo`), from the start of
 * one of its words (` tok` finds ` tokyo `); CJK, which has no spaces between words, anywhere in a
 * name (京 finds 東京, 京都). Text with a digit also matches postcodes that start with it.
 */
function textCondition(q: string): SQL | undefined {
  const folded = foldText(q);
  const conditions: SQL[] = [];
  if (folded) conditions.push(like(t.citySearch, hasCjk(folded) ? `%${folded}%` : `% ${folded}%`));
  const key = postcodeKey(q);
  if (/\d/.test(key)) conditions.push(like(t.postcodeKey, `${key}%`));
  return conditions.length ? or(...conditions) : sql`false`;
}

/** Haversine distance in km from (lat, lon) to each row, computed in PostgreSQL. */
function distance(lat: number, lon: number): SQL<number> {
  const la = sql`${lat}::float8`;
  const lo = sql`${lon}::float8`;
  return sql<number>`(2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1, sqrt(
    power(sin(radians(${t.latitude} - ${la}) / 2), 2) +
    cos(radians(${la})) * cos(radians(${t.latitude})) * power(sin(radians(${t.longitude} - ${lo}) / 2), 2)))))`;
}

/** One page of stores and agents for a validated query: by distance when a position is given. */
export async function findStores(query: StoreQuery): Promise<StorePage> {
  const where = and(
    // A store staff closed (/admin/stores) leaves the finder at once; its row stays for reopening.
    isNull(t.closedAt),
    query.country ? eq(t.country, query.country) : undefined,
    query.kind ? eq(t.kind, query.kind) : undefined,
    query.q ? textCondition(query.q) : undefined,
  );
  const near = query.lat !== undefined && query.lon !== undefined ? distance(query.lat, query.lon) : null;
  const offset = (query.page - 1) * STORE_PAGE_SIZE;
  const [rows, [totals]] = await Promise.all([
    db()
      .select({
        id: t.id,
        kind: t.kind,
        name: t.name,
        country: t.country,
        region: t.region,
        city: t.city,
        cityLocal: t.cityLocal,
        postcode: t.postcode,
        address: t.address,
        phone: t.phone,
        email: t.email,
        latitude: t.latitude,
        longitude: t.longitude,
        hours: t.hours,
        distanceKm: near ?? sql<null>`null`,
      })
      .from(t)
      .where(where)
      .orderBy(...(near ? [asc(near)] : [asc(t.country), asc(t.city)]), asc(t.kind), asc(t.name), asc(t.id))
      .limit(STORE_PAGE_SIZE)
      .offset(offset),
    db().select({ total: count() }).from(t).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    stores: rows.map((r): Store => ({ ...r, distanceKm: r.distanceKm === null ? null : Math.round(Number(r.distanceKm) * 10) / 10 })),
    total,
    page: query.page,
    pageSize: STORE_PAGE_SIZE,
    pages: Math.max(1, Math.ceil(total / STORE_PAGE_SIZE)),
  };
}

/** The first page without a query, for the pre-rendered /stores (expired with the `stores` tag). */
export const firstStorePage = cached(() => findStores({ page: 1 }), 'stores-first-page', [TAGS.stores]);

/** ISO codes of the countries and regions that have an open store or agent. */
export const storeCountries = cached(
  async () => (await db().selectDistinct({ country: t.country }).from(t).where(isNull(t.closedAt)).orderBy(asc(t.country))).map((r) => r.country),
  'store-countries',
  [TAGS.stores],
);
