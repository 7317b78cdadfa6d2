import 'server-only';
import type { StaffVariant, StaffVariants } from '@/lib/types/staff';
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { locales, type Locale } from '@/i18n/routing';
import { parseMediaSrc } from '@/lib/media/uploaded';
import type { z } from 'zod';
import type { productVariantsSchema } from '@/lib/validations/variants';
import { TAGS } from '../cache';
import { db, schema, type Queryable } from '../db';
import { conflict, invalidFields, notFound } from '../http/errors';
import { log } from '../log';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import { markEdited } from './edit-marks';

const colors = schema.productColors;
const images = schema.productImages;
const texts = schema.productColorTexts;

type Names = Record<Locale, string>;
export type Variant = StaffVariant;

async function read(q: Queryable, productId: string): Promise<Variant[]> {
  // One after the other: inside a transaction they share one connection.
  const colorRows = await q.select().from(colors).where(eq(colors.productId, productId)).orderBy(asc(colors.position), asc(colors.id));
  const imageRows = await q.select().from(images).where(eq(images.productId, productId)).orderBy(asc(images.colorId), asc(images.position));
  const textRows = await q.select().from(texts).where(eq(texts.productId, productId));
  return colorRows.map((c) => ({
    id: c.id,
    hex: c.hex,
    images: imageRows.filter((i) => i.colorId === c.id).map((i) => ({ src: i.src, width: i.width, height: i.height })),
    names: Object.fromEntries(locales.map((l) => [l, textRows.find((t) => t.colorId === c.id && t.locale === l)?.name ?? ''])) as Names,
  }));
}

type Kind = 'colour' | 'size';
/** A digest of everything stored about the product's variants: any change by anyone moves it. */
const versionOf = (kind: Kind, variants: Variant[]) => createHash('sha256').update(JSON.stringify({ kind, variants })).digest('hex');

/** What the product's variants are, or null when there is no such product. */
async function kindOf(q: Queryable, productId: string, lock: boolean): Promise<Kind | null> {
  const query = q.select({ kind: schema.products.variantKind }).from(schema.products).where(eq(schema.products.id, productId));
  const [row] = lock ? await query.for('update') : await query;
  return row?.kind ?? null;
}

/** A product's colours (or sizes) in order, with their images and their names in every locale, and the version to send back. */
export async function productVariants(productId: string): Promise<StaffVariants> {
  const kind = await kindOf(db(), productId, false);
  if (!kind) throw notFound();
  const variants = await read(db(), productId);
  return { kind, variants, version: versionOf(kind, variants) };
}

/** Width and height of each image: the product's own keep theirs, library images are looked up; anything else is a 422. */
async function resolveImages(q: Queryable, wanted: string[], own: Map<string, { width: number; height: number }>) {
  const sizes = new Map(own);
  const library = [...new Set(wanted.filter((src) => !own.has(src)))].map((src) => ({ src, media: parseMediaSrc(src) }));
  const ids = library.flatMap((l) => (l.media ? [l.media.id] : []));
  // FOR SHARE: an image being deleted (deleteMedia) is waited for, then missing (422).
  if (ids.length) await q.select({ id: schema.media.id }).from(schema.media).where(inArray(schema.media.id, ids)).for('share');
  const rows = ids.length
    ? await q
        .select({ mediaId: schema.mediaVariants.mediaId, width: schema.mediaVariants.width, height: schema.mediaVariants.height })
        .from(schema.mediaVariants)
        .where(inArray(schema.mediaVariants.mediaId, ids))
    : [];
  for (const { src, media } of library) {
    const row = media && rows.find((r) => r.mediaId === media.id && r.width === media.width);
    if (!row) throw invalidFields({ variants: '@staffLibraryImage' });
    sizes.set(src, { width: row.width, height: row.height });
  }
  return sizes;
}

/**
 * Replaces a product's variants with the list the editor saved, over the version they saw (409
 * otherwise): order, swatch, images (the product's own or the library's) and names. A variant
 * left out is removed, with its lines in carts (an order keeps what was bought) and as a
 * favourite's colour. One transaction with the audit entry and the mark that keeps the content
 * files from overwriting it; then the product pages expire.
 */
export async function saveProductVariants(actor: StaffSession, productId: string, input: z.output<typeof productVariantsSchema>, ip: string) {
  const ids = input.variants.map((v) => v.id);
  if (new Set(ids).size !== ids.length) throw invalidFields({ variants: '@staffVariantIds' });
  await db().transaction(async (tx) => {
    await markEdited(tx, actor, 'product', productId);
    const kind = await kindOf(tx, productId, true);
    if (!kind) throw notFound();
    const before = await read(tx, productId);
    if (versionOf(kind, before) !== input.version) throw conflict('version_conflict');
    const own = new Map(before.flatMap((v) => v.images.map((i) => [i.src, { width: i.width, height: i.height }] as const)));
    const sizes = await resolveImages(
      tx,
      input.variants.flatMap((v) => v.images),
      own,
    );

    const removed = before.map((v) => v.id).filter((id) => !ids.includes(id));
    if (removed.length) {
      await tx.delete(schema.cartItems).where(and(eq(schema.cartItems.productId, productId), inArray(schema.cartItems.colorId, removed)));
      await tx
        .update(schema.favorites)
        .set({ colorId: null })
        .where(and(eq(schema.favorites.productId, productId), inArray(schema.favorites.colorId, removed)));
    }
    await tx.delete(images).where(eq(images.productId, productId));
    await tx.delete(texts).where(eq(texts.productId, productId));
    await tx.delete(colors).where(eq(colors.productId, productId));
    if (input.kind !== kind) await tx.update(schema.products).set({ variantKind: input.kind }).where(eq(schema.products.id, productId));
    await tx.insert(colors).values(input.variants.map((v, position) => ({ productId, id: v.id, hex: v.hex, position })));
    await tx
      .insert(images)
      .values(input.variants.flatMap((v) => v.images.map((src, position) => ({ productId, colorId: v.id, position, src, ...sizes.get(src)! }))));
    const names = input.variants.flatMap((v) =>
      locales.filter((l) => v.names[l]).map((locale) => ({ productId, colorId: v.id, locale, name: v.names[locale] })),
    );
    await tx.insert(texts).values(names);
    const after = await read(tx, productId);
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'product.variants',
      targetType: 'product',
      targetId: productId,
      before: { kind, variants: before.map((v) => ({ ...v, images: v.images.map((i) => i.src) })) },
      after: { kind: input.kind, variants: after.map((v) => ({ ...v, images: v.images.map((i) => i.src) })) },
      ip,
    });
  });
  revalidateTag(TAGS.products, { expire: 0 });
  log.info('product pages expired', { reason: 'product variants changed', products: [productId] });
  return productVariants(productId);
}
