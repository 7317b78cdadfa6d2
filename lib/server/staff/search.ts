import 'server-only';
import { desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { isLocale } from '@/i18n/routing';
import type { StaffSearch, StaffSearchHit } from '@/lib/types/staff';
import { STAFF_SEARCH_KINDS, STAFF_SEARCH_LIMIT, STAFF_SEARCH_ROLES, type StaffSearchKind } from '@/lib/validations/staff';
import { db, schema } from '../db';
import type { StaffRole } from './auth';

/**
 * `q` as an ILIKE pattern that finds it anywhere: `%`, `_` and `\` are escaped (PostgreSQL's
 * default LIKE escape is the backslash), so a typed `50%` or `a_b` matches itself, not everything.
 */
export const containsPattern = (q: string) => `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
/** An order number as staff type it: `1042` or `#1042`. */
export const orderNumberOf = (q: string) => (/^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null);

type Group = { items: StaffSearchHit[]; more: boolean };
const page = (hits: StaffSearchHit[]): Group => ({ items: hits.slice(0, STAFF_SEARCH_LIMIT), more: hits.length > STAFF_SEARCH_LIMIT });
const hit = (id: string, label: string, detail: string | null = null, locale: string | null = null): StaffSearchHit => ({
  id,
  label,
  detail,
  locale: locale !== null && isLocale(locale) ? locale : null,
});
/** One row per item from rows of its texts in several languages: the English one where it matched, else the first. */
function perItem(rows: { id: string; locale: string; label: string }[]) {
  const items = new Map<string, { id: string; locale: string; label: string }>();
  for (const r of rows) if (!items.has(r.id) || r.locale === 'en') items.set(r.id, r);
  return [...items.values()];
}
/** Text rows fetched per group: enough for LIMIT + 1 items even when each matched in all ten languages. */
const TEXT_ROWS = (STAFF_SEARCH_LIMIT + 1) * 10;

const searches: Record<StaffSearchKind, (pattern: string, q: string) => Promise<StaffSearchHit[]>> = {
  async orders(pattern, q) {
    const o = schema.orders;
    const buyerEmail = sql<string>`coalesce(${schema.users.email}, ${o.email})`;
    const number = orderNumberOf(q);
    const match: SQL | undefined = number !== null ? or(eq(o.number, number), ilike(buyerEmail, pattern)) : ilike(buyerEmail, pattern);
    const rows = await db()
      .select({ id: o.id, number: o.number, email: buyerEmail })
      .from(o)
      .leftJoin(schema.users, eq(schema.users.id, o.userId))
      .where(match)
      .orderBy(sql`${o.number} = ${number ?? -1} desc`, desc(o.number))
      .limit(STAFF_SEARCH_LIMIT + 1);
    return rows.map((r) => hit(r.id, `#${r.number}`, r.email));
  },
  async customers(pattern) {
    const u = schema.users;
    const rows = await db()
      .select({ id: u.id, name: u.name, email: u.email })
      .from(u)
      .where(or(ilike(u.email, pattern), ilike(u.name, pattern)))
      .orderBy(desc(u.createdAt), desc(u.id))
      .limit(STAFF_SEARCH_LIMIT + 1);
    return rows.map((r) => hit(r.id, r.name || r.email, r.email));
  },
  async messages(pattern) {
    const m = schema.messages;
    const rows = await db()
      .select({ id: m.id, name: m.name, contact: m.contact, excerpt: sql<string>`left(${m.message}, 120)` })
      .from(m)
      .where(or(ilike(m.name, pattern), ilike(m.contact, pattern), ilike(m.message, pattern)))
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(STAFF_SEARCH_LIMIT + 1);
    return rows.map((r) => hit(r.id, r.name || r.contact || r.excerpt, r.excerpt));
  },
  async products(pattern) {
    const t = schema.productTexts;
    const rows = await db()
      .select({ id: t.productId, locale: t.locale, label: t.name })
      .from(t)
      .where(or(ilike(t.name, pattern), ilike(t.productId, pattern)))
      .orderBy(t.productId, t.locale)
      .limit(TEXT_ROWS);
    return perItem(rows).map((r) => hit(r.id, r.label, r.id, r.locale));
  },
  async news(pattern) {
    const t = schema.newsTexts;
    const rows = await db()
      .select({ id: t.newsId, locale: t.locale, label: t.title })
      .from(t)
      .innerJoin(schema.news, eq(schema.news.id, t.newsId))
      .where(or(ilike(t.title, pattern), ilike(t.newsId, pattern)))
      .orderBy(desc(schema.news.publishedAt), t.newsId, t.locale)
      .limit(TEXT_ROWS);
    return perItem(rows).map((r) => hit(r.id, r.label, r.id, r.locale));
  },
  async media(pattern) {
    const m = schema.media;
    const rows = await db()
      .select({ id: m.id, name: m.name, width: m.width, height: m.height })
      .from(m)
      // A tag matches as the name does, anywhere in it: the library's own words for finding an image.
      .where(or(ilike(m.name, pattern), ilike(m.id, pattern), sql`exists (select 1 from unnest(${m.tags}) as tag where tag ilike ${pattern})`))
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(STAFF_SEARCH_LIMIT + 1);
    return rows.map((r) => hit(r.id, r.name, `${r.width} × ${r.height}`));
  },
};

/**
 * The back office's global search: each kind the member's role may open, at most
 * STAFF_SEARCH_LIMIT results each (and whether there are more), all kinds at once. Orders are found
 * by number or buyer email, customers by name or email, messages by name, contact or text, products
 * and news by their name or title in any language (or id), media by file name or tag.
 */
export async function staffSearch(role: StaffRole, query: string): Promise<StaffSearch> {
  const q = query.trim();
  const pattern = containsPattern(q);
  const kinds = STAFF_SEARCH_KINDS.filter((kind) => STAFF_SEARCH_ROLES[kind].includes(role));
  const found = await Promise.all(kinds.map((kind) => searches[kind](pattern, q)));
  return { groups: kinds.map((kind, i) => ({ kind, ...page(found[i]!) })) };
}
