import 'server-only';
import type { StaffMediaUsage, StaffMediaUse } from '@/lib/types/staff';
import { createHash, randomBytes } from 'node:crypto';
import { and, arrayContains, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import { locales, type Locale } from '@/i18n/routing';
import sharp from 'sharp';
import { MEDIA_MAX_WIDTH, mediaSrc, parseMediaSrc, variantWidths } from '@/lib/media/uploaded';
import { db, schema, type Queryable } from '../db';
import { HttpError, invalidFields, notFound } from '../http/errors';
import { log } from '../log';
import { ACCEPTED_FORMATS, sniffImage } from '../uploads';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import type { StaffMedia, StaffMediaPage } from '@/lib/types/staff';
import type { MediaListFilter } from '@/lib/validations/media';

/** The largest file staff may upload; scripts/server.mjs lets bodies this large through to this route only. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** Decoding bombs stop here: 40 megapixels (a 7,700 × 5,200 photo passes); downloads' photos too. */
export const MAX_INPUT_PIXELS = 40_000_000;
const QUALITY = 80;

const m = schema.media;

type Row = {
  id: string;
  name: string;
  width: number;
  height: number;
  bytes: number;
  alt: Partial<Record<Locale, string>>;
  focalX: number;
  focalY: number;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
  by: string | null;
};

export const out = (row: Row): StaffMedia => ({
  id: row.id,
  name: row.name,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  src: mediaSrc(row.id, row.width),
  widths: variantWidths(row.width),
  // In the site's language order, so the answer reads the same whatever order they were saved in.
  alt: Object.fromEntries(locales.filter((l) => row.alt[l]).map((l) => [l, row.alt[l]!])),
  focal: { x: row.focalX, y: row.focalY },
  tags: [...row.tags].sort(),
  createdAt: row.createdAt.toISOString(),
  by: row.by,
  updatedAt: row.updatedAt.toISOString(),
});

export const columns = {
  id: m.id,
  name: m.name,
  width: m.width,
  height: m.height,
  bytes: m.bytes,
  alt: m.alt,
  focalX: m.focalX,
  focalY: m.focalY,
  tags: m.tags,
  createdAt: m.createdAt,
  updatedAt: m.updatedAt,
  by: schema.staff.name,
};

/**
 * Keeps an uploaded image: its first bytes must say PNG, JPEG, WebP or GIF (the declared type is
 * not trusted, 415 otherwise), sharp must decode it within the pixel limit (422 otherwise), then
 * it is re-encoded as WebP without metadata (no EXIF location, no embedded payloads), turned
 * upright, at every width of MEDIA_WIDTHS up to its own (never enlarged). The same file uploaded
 * again is the same image. One transaction with the audit entry.
 */
export async function uploadMedia(actor: StaffSession, bytes: Buffer, name: string, ip: string) {
  const format = sniffImage(bytes);
  if (!format) throw new HttpError(415, 'unsupported_image_type', 'invalidInput', { file: 'Upload a PNG, JPEG, WebP or GIF image.' });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const existing = await byHash(sha256);
  if (existing) return { ...existing, created: false };

  let variants: { width: number; height: number; data: Buffer }[];
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new Error(`unexpected image format ${meta.format}`);
    // EXIF orientation 5–8 swaps the sides once the image is turned upright.
    const upright = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
    const widths = variantWidths(Math.min(upright, MEDIA_MAX_WIDTH));
    variants = await Promise.all(
      widths.map(async (width) => {
        const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width, height: info.height, data };
      }),
    );
  } catch (error) {
    log.info('image upload rejected', { reason: error instanceof Error ? error.message : String(error) });
    throw new HttpError(422, 'invalid_image', 'invalidInput', { file: 'This file could not be read as an image, or it is larger than 40 megapixels.' });
  }

  const largest = variants[variants.length - 1]!;
  const id = randomBytes(16).toString('hex');
  const total = variants.reduce((n, v) => n + v.data.byteLength, 0);
  const inserted = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(m)
      .values({ id, name, width: largest.width, height: largest.height, bytes: total, sha256, createdBy: actor.staff.id })
      .onConflictDoNothing({ target: m.sha256 })
      .returning({ id: m.id });
    // Uploaded meanwhile by someone else: theirs is the image.
    if (!row) return false;
    await tx.insert(schema.mediaVariants).values(variants.map((v) => ({ mediaId: id, ...v })));
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'media.upload',
      targetType: 'media',
      targetId: id,
      after: { name, width: largest.width, height: largest.height, bytes: total, input: { format, bytes: bytes.byteLength } },
      ip,
    });
    return true;
  });
  const item = await byHash(sha256);
  return { ...item!, created: inserted };
}

async function byHash(sha256: string) {
  const [row] = await db().select(columns).from(m).leftJoin(schema.staff, eq(schema.staff.id, m.createdBy)).where(eq(m.sha256, sha256));
  return row ? out(row) : null;
}

/**
 * Newest first, `limit` at a time; `before` is the last item's id of the previous page (a keyset:
 * uploads meanwhile do not shift pages). Filters combine: `q` a part of the name (any case), `tag`
 * one of its tags, `missingAlt` a language it has no alt text in.
 */
export async function listMedia(filter: MediaListFilter): Promise<StaffMediaPage> {
  let cursor: { createdAt: Date; id: string } | undefined;
  if (filter.before) {
    [cursor] = await db().select({ createdAt: m.createdAt, id: m.id }).from(m).where(eq(m.id, filter.before));
  }
  // `q` is matched as typed: LIKE's wildcards in it are escaped.
  const named = filter.q ? ilike(m.name, `%${filter.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined;
  const tagged = filter.tag ? arrayContains(m.tags, [filter.tag]) : undefined;
  const rows = await db()
    .select(columns)
    .from(m)
    .leftJoin(schema.staff, eq(schema.staff.id, m.createdBy))
    .where(
      and(
        named,
        tagged,
        filter.missingAlt ? missingAlt(filter.missingAlt) : undefined,
        cursor ? or(lt(m.createdAt, cursor.createdAt), and(eq(m.createdAt, cursor.createdAt), lt(m.id, cursor.id))) : undefined,
      ),
    )
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(filter.limit + 1);
  const items = rows.slice(0, filter.limit).map(out);
  return { items, nextBefore: rows.length > filter.limit ? (items.at(-1)?.id ?? null) : null };
}

/** An image without alt text in `locale` (none saved, or only spaces): what the dashboard counts and the library filters. */
export const missingAlt = (locale: Locale) => sql`coalesce(btrim(${m.alt} ->> ${locale}), '') = ''`;

/**
 * Content shows an uploaded image by its largest width's address, as the library gives it, or
 * keeps the image it has (`current`): anything else is a 422 on `image`.
 */
export async function checkLibraryImage(q: Queryable, image: string, current: string | null) {
  if (image === current) return;
  const media = parseMediaSrc(image);
  if (media) {
    // FOR SHARE: an image being deleted (deleteMedia locks it FOR UPDATE) is waited for, then missing.
    const [row] = await q
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.id, media.id), eq(m.width, media.width)))
      .for('share');
    if (row) return;
  }
  throw invalidFields({ image: '@staffLibraryImage' });
}

/** One place an image is shown or kept, as the library names it to staff. */
export type MediaUse = StaffMediaUse;

const KIND_NAMES: Record<string, string> = {
  slides: 'home slide',
  news: 'article',
  brand: 'brand section',
  faq: 'FAQ',
  products: 'product',
  categories: 'category',
  downloads: 'download',
};

function useLabel(kind: MediaUse['kind'], id: string, locale: string | null): string {
  const where = locale ? ` (${locale})` : '';
  switch (kind) {
    case 'slide':
      return `Home slide “${id}”`;
    case 'news':
      return `Article “${id}”${where}`;
    case 'brand':
      return `Brand section “${id}”${where}`;
    case 'timeline':
      return `Brand history event “${id}”`;
    case 'certificate':
      return `Certificate “${id}”`;
    case 'product':
      return `Product “${id}”, colour or size images`;
    case 'settings':
      return `Site settings: ${id}`;
    case 'draft':
    case 'version': {
      const [contentKind = '', item = ''] = id.split(':');
      const what = `${KIND_NAMES[contentKind] ?? contentKind} “${item}”${where}`;
      return kind === 'draft' ? `Unpublished draft of the ${what}` : `An earlier published version of the ${what} (restoring it would show a missing image)`;
    }
  }
}

/**
 * Everywhere an uploaded image is used: as a slide's, article's, brand section's, history event's
 * or certificate's image, among a product's colour or size images, in the site settings, linked from rich text, in
 * an unpublished draft, or in a published version that can be restored. An image used anywhere is
 * not deleted (a page would show a missing image).
 */
export async function mediaUses(q: Queryable, id: string): Promise<MediaUse[]> {
  // The id is 32 hex digits (the route checks it), so it holds no LIKE wildcards.
  if (!/^[a-f0-9]{32}$/.test(id)) return [];
  const like = `%/api/media/${id}/%`;
  const result = await q.execute(sql`
    select 'slide' as kind, id, null as locale from slides where image like ${like}
    union all select 'news', id, null from news where image like ${like} or coalesce(video_poster, '') like ${like}
    union all select 'brand', id, null from brand_sections where coalesce(image, '') like ${like}
    union all select 'timeline', id, null from timeline_events where coalesce(image, '') like ${like}
    union all select 'certificate', id, null from certificates where image like ${like}
    union all select distinct 'product', product_id, null from product_images where src like ${like}
    union all select 'settings', key, null from site_settings where value::text like ${like}
    union all select 'news', news_id, locale from news_texts where body like ${like}
    union all select 'brand', section_id, locale from brand_section_texts where body like ${like}
    union all select 'draft', kind || ':' || item_id, locale from content_drafts where fields::text like ${like}
    union all select distinct 'version', kind || ':' || item_id, locale from content_versions where fields::text like ${like}
    order by 1, 2, 3`);
  const rows = (result as unknown as { rows: { kind: MediaUse['kind']; id: string; locale: string | null }[] }).rows;
  return rows.map((r) => ({ ...r, label: useLabel(r.kind, r.id, r.locale) }));
}

/** What the library shows for one image: the image as the list gives it, and where it is used. 404 for an unknown id. */
export async function mediaUsage(id: string): Promise<StaffMediaUsage> {
  const [row] = await db().select(columns).from(m).leftJoin(schema.staff, eq(schema.staff.id, m.createdBy)).where(eq(m.id, id));
  if (!row) throw notFound();
  return { id, image: out(row), uses: await mediaUses(db(), id) };
}

/**
 * Deletes an image nothing uses (409 `media_in_use` with the places otherwise, 404 when unknown),
 * with its stored widths, in one transaction with the audit entry. The row is locked FOR UPDATE
 * first, so content saved meanwhile (checkLibraryImage, the variants' images: FOR SHARE) either
 * committed before, and is found as a use, or waits and then finds the image gone (422).
 */
export async function deleteMedia(actor: StaffSession, id: string, ip: string) {
  return db().transaction(async (tx) => {
    const [row] = await tx.select({ id: m.id, name: m.name, width: m.width, height: m.height, bytes: m.bytes }).from(m).where(eq(m.id, id)).for('update');
    if (!row) throw notFound();
    const uses = await mediaUses(tx, id);
    if (uses.length > 0) {
      throw new HttpError(409, 'media_in_use', 'conflict', {
        uses: `This image is still used: ${uses.map((u) => u.label).join('; ')}. Choose another image there first.`,
      });
    }
    await tx.delete(m).where(eq(m.id, id));
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'media.delete',
      targetType: 'media',
      targetId: id,
      before: { name: row.name, width: row.width, height: row.height, bytes: row.bytes },
      ip,
    });
  });
}
