import 'server-only';
import type { StaffStorePage } from '@/lib/types/staff';
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { foldText } from '@/lib/search/fold';
import { citySearchText, postcodeKey } from '@/lib/stores/text';
import type { StaffStore } from '@/lib/types/staff';
import type { StoreFields, StoreFilter, StoreStatus } from '@/lib/validations/store-admin';
import { TAGS } from '../cache';
import { db, schema } from '../db';
import { assertVersion, conflict, notFound } from '../http/errors';
import { log } from '../log';
import { recordAudit } from './audit';
import type { StaffRole, StaffSession } from './auth';

const t = schema.stores;

/** Who keeps the store list (docs/back-office.md, "Stores"): the people who keep the site's other content. */
export const STORE_EDITORS: readonly StaffRole[] = ['admin', 'editor'];
export type StoreRow = typeof t.$inferSelect;
type StoreValues = Omit<typeof t.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'closedAt'>;

/** The row as the back office shows and edits it (also what the CSV export writes). */
export function staffStore(row: StoreRow): StaffStore {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    country: row.country,
    region: row.region,
    city: row.city,
    cityLocal: row.cityLocal ?? '',
    postcode: row.postcode,
    address: row.address,
    phone: row.phone,
    email: row.email ?? '',
    latitude: row.latitude,
    longitude: row.longitude,
    days: row.hours?.days ?? [],
    opens: row.hours?.open ?? '',
    closes: row.hours?.close ?? '',
    status: row.closedAt ? 'closed' : 'open',
    closedAt: row.closedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The columns for validated fields. `city_search` keeps the seed's extra spellings (Munich, München,
 * 慕尼黑) while the city is unchanged; a new or renamed city is searchable by its two spellings.
 */
export function storeValues(fields: StoreFields, before?: StoreRow): StoreValues {
  const cityLocal = fields.cityLocal || null;
  const sameCity = before && before.city === fields.city && before.cityLocal === cityLocal;
  return {
    kind: fields.kind,
    name: fields.name,
    country: fields.country,
    region: fields.region,
    city: fields.city,
    cityLocal,
    citySearch: sameCity ? before.citySearch : citySearchText([fields.city, ...(cityLocal ? [cityLocal] : [])]),
    postcode: fields.postcode,
    postcodeKey: postcodeKey(fields.postcode),
    address: fields.address,
    phone: fields.phone,
    email: fields.email ?? null,
    latitude: fields.latitude,
    longitude: fields.longitude,
    hours:
      fields.days.length && fields.opens && fields.closes
        ? { days: [...new Set(fields.days)].sort((a, b) => a - b), open: fields.opens, close: fields.closes }
        : null,
  };
}

/** Whether saving `fields` (and `status`, when given) would change nothing the row holds. */
export function sameStore(row: StoreRow, fields: StoreFields, status?: StoreStatus): boolean {
  const now = staffStore(row);
  const next = staffStore({ ...row, ...storeValues(fields, row) });
  const keys = [
    'kind',
    'name',
    'country',
    'region',
    'city',
    'cityLocal',
    'postcode',
    'address',
    'phone',
    'email',
    'latitude',
    'longitude',
    'opens',
    'closes',
  ] as const;
  return keys.every((k) => now[k] === next[k]) && now.days.join() === next.days.join() && (status === undefined || status === now.status);
}

/** A new store's key when staff leave it empty: `s-` or `a-` and eight hex digits. */
export const newStoreId = (kind: StoreFields['kind']) => `${kind === 'store' ? 's' : 'a'}-${randomBytes(4).toString('hex')}`;

/** The public finder (/stores, its first page pre-rendered and cached) reads this table: expire it once a change has committed. */
export function storesChanged(reason: string): void {
  revalidateTag(TAGS.stores, { expire: 0 });
  log.info('store pages expired', { reason });
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Staff search: a part of the name, a city in any stored spelling, or a postcode prefix. */
export function storeFilter(filter: StoreFilter): SQL | undefined {
  let text: SQL | undefined;
  if (filter.q) {
    const folded = foldText(filter.q);
    const key = postcodeKey(filter.q);
    text = or(
      sql`${t.name} ilike ${`%${likeEscape(filter.q)}%`}`,
      folded ? like(t.citySearch, `%${likeEscape(folded)}%`) : undefined,
      key ? like(t.postcodeKey, `${key}%`) : undefined,
    );
  }
  return and(
    text,
    filter.country ? eq(t.country, filter.country) : undefined,
    filter.kind ? eq(t.kind, filter.kind) : undefined,
    filter.status === 'open' ? isNull(t.closedAt) : filter.status === 'closed' ? isNotNull(t.closedAt) : undefined,
  );
}

/** Sorted by country, city, name and id; the cursor is the id of the last row of the page before. */
export const STORE_ORDER = [asc(t.country), asc(t.city), asc(t.name), asc(t.id)];

export async function listStaffStores(filter: StoreFilter & { after?: string; limit: number }): Promise<StaffStorePage> {
  const where = storeFilter(filter);
  const after = filter.after
    ? sql`(${t.country}, ${t.city}, ${t.name}, ${t.id}) > (select s.country, s.city, s.name, s.id from stores s where s.id = ${filter.after})`
    : undefined;
  const [rows, [totals]] = await Promise.all([
    db()
      .select()
      .from(t)
      .where(and(where, after))
      .orderBy(...STORE_ORDER)
      .limit(filter.limit + 1),
    db().select({ total: count() }).from(t).where(where),
  ]);
  const items = rows.slice(0, filter.limit).map(staffStore);
  return { items, total: totals?.total ?? 0, next: rows.length > filter.limit ? (items.at(-1)?.id ?? null) : null };
}

const audited = (row: StoreRow) => {
  const { createdAt: _c, updatedAt: _u, citySearch: _s, postcodeKey: _k, ...rest } = row;
  return rest;
};

export async function createStore(actor: StaffSession, { id, ...fields }: StoreFields & { id?: string }, ip: string): Promise<StaffStore> {
  const row = await db().transaction(async (tx) => {
    const [made] = await tx
      .insert(t)
      .values({ id: id ?? newStoreId(fields.kind), ...storeValues(fields) })
      .onConflictDoNothing()
      .returning();
    if (!made) throw conflict('store_id_taken', 'storeIdTaken');
    await recordAudit(tx, { actor: actor.staff, action: 'store.create', targetType: 'store', targetId: made.id, after: audited(made), ip });
    return made;
  });
  storesChanged('store.create');
  return staffStore(row);
}

export async function updateStore(
  actor: StaffSession,
  id: string,
  { updatedAt: _, ...fields }: StoreFields & { updatedAt?: string },
  seen: string,
  ip: string,
): Promise<StaffStore> {
  const row = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!before) throw notFound();
    assertVersion(before.updatedAt, seen);
    if (sameStore(before, fields)) return before;
    const [after] = await tx
      .update(t)
      .set({ ...storeValues(fields, before), updatedAt: new Date() })
      .where(eq(t.id, id))
      .returning();
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'store.update',
      targetType: 'store',
      targetId: id,
      before: audited(before),
      after: audited(after!),
      ip,
    });
    return after!;
  });
  storesChanged('store.update');
  return staffStore(row);
}

/** Close (the public finder stops listing it at once) or reopen; the row and its id stay. */
export async function setStoreStatus(actor: StaffSession, id: string, status: StoreStatus, seen: string, ip: string): Promise<StaffStore> {
  const row = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!before) throw notFound();
    assertVersion(before.updatedAt, seen);
    if ((before.closedAt ? 'closed' : 'open') === status) return before;
    const now = new Date();
    const [after] = await tx
      .update(t)
      .set({ closedAt: status === 'closed' ? now : null, updatedAt: now })
      .where(eq(t.id, id))
      .returning();
    await recordAudit(tx, {
      actor: actor.staff,
      action: status === 'closed' ? 'store.close' : 'store.reopen',
      targetType: 'store',
      targetId: id,
      before: { status: before.closedAt ? 'closed' : 'open' },
      after: { status },
      ip,
    });
    return after!;
  });
  storesChanged(`store.${status}`);
  return staffStore(row);
}
