import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { TAGS } from '../cache';
import { db, schema } from '../db';
import { conflict, notFound } from '../http/errors';
import { log } from '../log';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import { markEdited } from './edit-marks';
import { LOW_STOCK } from './dashboard';

const p = schema.products;
const en = schema.productTexts;
const columns = {
  id: p.id,
  name: en.name,
  priceCents: p.priceCents,
  currency: p.currency,
  stock: p.stock,
  comingSoon: p.comingSoon,
  featured: p.featured,
  updatedAt: p.updatedAt,
};
type Row = { updatedAt: Date; stock: number; comingSoon: boolean; name: string | null; id: string } & Record<string, unknown>;
const out = <T extends Row>(row: T) => ({
  ...row,
  name: row.name ?? row.id,
  lowStock: !row.comingSoon && row.stock <= LOW_STOCK,
  updatedAt: row.updatedAt.toISOString(),
});

/** Every product with what does not depend on the language, in catalogue order, its English name. */
export async function listProductSettings() {
  const rows = await db()
    .select(columns)
    .from(p)
    .leftJoin(en, and(eq(en.productId, p.id), eq(en.locale, 'en')))
    .orderBy(asc(p.position), asc(p.id));
  return rows.map(out);
}

export async function productSettings(id: string) {
  const [row] = await db()
    .select(columns)
    .from(p)
    .leftJoin(en, and(eq(en.productId, p.id), eq(en.locale, 'en')))
    .where(eq(p.id, id));
  if (!row) throw notFound();
  return out(row);
}

type Settings = { priceCents: number; stock: number; comingSoon: boolean; featured: boolean };

/**
 * Price, stock, coming soon, featured. `updatedAt` is the version the editor saw: an order that
 * reserved or returned stock meanwhile also moves it, so a stock count typed over a sale answers
 * 409 instead of undoing it. One transaction with the audit entry and the mark that keeps the
 * content files from overwriting it; then every product page and list expires (price and
 * availability show there).
 */
export async function updateProductSettings(actor: StaffSession, id: string, input: Settings & { updatedAt: string }, ip: string) {
  await db().transaction(async (tx) => {
    // First, as the content files' seed locks the marks before the products (no lock cycle).
    await markEdited(tx, actor, 'product', id);
    const [row] = await tx
      .select({ priceCents: p.priceCents, stock: p.stock, comingSoon: p.comingSoon, featured: p.featured, updatedAt: p.updatedAt })
      .from(p)
      .where(eq(p.id, id))
      .for('update');
    if (!row) throw notFound();
    if (row.updatedAt.toISOString() !== new Date(input.updatedAt).toISOString()) throw conflict('version_conflict');
    const next: Settings = { priceCents: input.priceCents, stock: input.stock, comingSoon: input.comingSoon, featured: input.featured };
    const { updatedAt: _version, ...before } = row;
    await tx
      .update(p)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(p.id, id));
    await recordAudit(tx, { actor: actor.staff, action: 'product.update', targetType: 'product', targetId: id, before, after: next, ip });
  });
  revalidateTag(TAGS.products, { expire: 0 });
  log.info('product pages expired', { reason: 'product settings changed', products: [id] });
  return productSettings(id);
}
