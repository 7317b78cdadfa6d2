import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { db, type Db } from '../db';

export type Queryable = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

export interface ColorInfo {
  name: string;
  hex: string;
  image: { src: string; width: number; height: number } | null;
}

export interface ProductInfo {
  id: string;
  name: string;
  priceCents: number;
  currency: string;
  stock: number;
  comingSoon: boolean;
  colors: Record<string, ColorInfo>;
}

export function idList(ids: string[]): SQL {
  return sql.join(ids.map((id) => sql`${id}`), sql`, `);
}

/** Name, price, stock and colours (localized, falling back to English) of the given products. */
export async function productInfo(ids: string[], locale: Locale, q: Queryable = db()): Promise<Map<string, ProductInfo>> {
  const unique = [...new Set(ids)];
  const out = new Map<string, ProductInfo>();
  if (unique.length === 0) return out;
  const products = await q.execute<{ id: string; name: string; price_cents: number; currency: string; stock: number; coming_soon: boolean }>(sql`
    select p.id, coalesce(t.name, te.name, p.id) as name, p.price_cents, p.currency, p.stock, p.coming_soon
    from products p
    left join product_texts t on t.product_id = p.id and t.locale = ${locale}
    left join product_texts te on te.product_id = p.id and te.locale = 'en'
    where p.id in (${idList(unique)})`);
  for (const p of products.rows) {
    out.set(p.id, { id: p.id, name: p.name, priceCents: p.price_cents, currency: p.currency, stock: p.stock, comingSoon: p.coming_soon, colors: {} });
  }
  const colors = await q.execute<{ product_id: string; id: string; hex: string; name: string; src: string | null; width: number | null; height: number | null }>(sql`
    select c.product_id, c.id, c.hex, coalesce(ct.name, cte.name, c.id) as name, i.src, i.width, i.height
    from product_colors c
    left join product_color_texts ct on ct.product_id = c.product_id and ct.color_id = c.id and ct.locale = ${locale}
    left join product_color_texts cte on cte.product_id = c.product_id and cte.color_id = c.id and cte.locale = 'en'
    left join lateral (
      select src, width, height from product_images pi where pi.product_id = c.product_id and pi.color_id = c.id order by pi.position limit 1
    ) i on true
    where c.product_id in (${idList(unique)})
    order by c.product_id, c.position`);
  for (const c of colors.rows) {
    const product = out.get(c.product_id);
    if (product) product.colors[c.id] = { name: c.name, hex: c.hex, image: c.src ? { src: c.src, width: c.width ?? 0, height: c.height ?? 0 } : null };
  }
  return out;
}

/** Stock state as the shop shows it. */
export function stockState(p: Pick<ProductInfo, 'stock' | 'comingSoon'>): 'in_stock' | 'out_of_stock' | 'coming_soon' {
  if (p.comingSoon) return 'coming_soon';
  return p.stock > 0 ? 'in_stock' : 'out_of_stock';
}

/** Flat-rate shipping from the site settings, free at or above the threshold. */
export async function shippingRule(q: Queryable = db()): Promise<{ flatRateCents: number; freeThresholdCents: number }> {
  const res = await q.execute<{ value: { flatRateCents?: number; freeThresholdCents?: number } }>(sql`select value from site_settings where key = 'shipping'`);
  const value = res.rows[0]?.value ?? {};
  return { flatRateCents: Number(value.flatRateCents ?? 0), freeThresholdCents: Number(value.freeThresholdCents ?? 0) };
}

export function shippingFor(subtotalCents: number, rule: { flatRateCents: number; freeThresholdCents: number }): number {
  if (subtotalCents === 0) return 0;
  return rule.freeThresholdCents > 0 && subtotalCents >= rule.freeThresholdCents ? 0 : rule.flatRateCents;
}
