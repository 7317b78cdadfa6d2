import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import sharp from 'sharp';
import { MEDIA_MAX_WIDTH, mediaSrc, parseMediaSrc, variantWidths } from '@/lib/media/uploaded';
import { db, schema, type Queryable } from '../db';
import { HttpError, invalidFields } from '../http/errors';
import { log } from '../log';
import { ACCEPTED_FORMATS, sniffImage } from '../uploads';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';

/** The largest file staff may upload; scripts/server.mjs lets bodies this large through to this route only. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** Decoding bombs stop here: 40 megapixels (a 7,700 × 5,200 photo passes). */
const MAX_INPUT_PIXELS = 40_000_000;
const QUALITY = 80;

const m = schema.media;

const out = (row: { id: string; name: string; width: number; height: number; bytes: number; createdAt: Date; by: string | null }) => ({
  id: row.id,
  name: row.name,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  src: mediaSrc(row.id, row.width),
  widths: variantWidths(row.width),
  createdAt: row.createdAt.toISOString(),
  by: row.by,
});
export type MediaItem = ReturnType<typeof out>;

const columns = { id: m.id, name: m.name, width: m.width, height: m.height, bytes: m.bytes, createdAt: m.createdAt, by: schema.staff.name };

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

/** Newest first, `limit` at a time; `before` is the last item's id of the previous page (a keyset: uploads meanwhile do not shift pages). */
export async function listMedia(filter: { before?: string; limit: number }) {
  let cursor: { createdAt: Date; id: string } | undefined;
  if (filter.before) {
    [cursor] = await db().select({ createdAt: m.createdAt, id: m.id }).from(m).where(eq(m.id, filter.before));
  }
  const rows = await db()
    .select(columns)
    .from(m)
    .leftJoin(schema.staff, eq(schema.staff.id, m.createdBy))
    .where(cursor ? or(lt(m.createdAt, cursor.createdAt), and(eq(m.createdAt, cursor.createdAt), lt(m.id, cursor.id))) : undefined)
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(filter.limit + 1);
  const items = rows.slice(0, filter.limit).map(out);
  return { items, nextBefore: rows.length > filter.limit ? (items.at(-1)?.id ?? null) : null };
}

/**
 * Content shows an uploaded image by its largest width's address, as the library gives it, or
 * keeps the image it has (`current`): anything else is a 422 on `image`.
 */
export async function checkLibraryImage(q: Queryable, image: string, current: string | null) {
  if (image === current) return;
  const media = parseMediaSrc(image);
  if (media) {
    const [row] = await q
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.id, media.id), eq(m.width, media.width)));
    if (row) return;
  }
  throw invalidFields({ image: 'Choose an image from the library.' });
}
