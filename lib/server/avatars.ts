import 'server-only';
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { db, schema } from './db';
import { HttpError } from './http/errors';
import { log } from './log';
import { ACCEPTED_FORMATS, sniffImage } from './uploads';

/**
 * Avatars live in PostgreSQL (avatar_images), so any instance serves any avatar. Earlier versions
 * kept them in this directory of one instance: such a file is moved into the database when it is
 * first asked for.
 */
const LEGACY_DIR = path.join(process.cwd(), '.data', 'uploads', 'avatars');
const ID = /^[a-f0-9]{32}$/;
const SIZE = 256;
const MAX_INPUT_PIXELS = 6000 * 6000;

export function avatarUrl(id: string | null): string | null {
  return id && ID.test(id) ? `/api/avatars/${id}` : null;
}

/**
 * Checks the bytes are one of the accepted image formats, then re-encodes them: a 256×256 WebP
 * without metadata (no EXIF location, no embedded payloads). Returns the new avatar id.
 */
export async function storeAvatar(bytes: Buffer, fields: { invalid: string; type: string }): Promise<string> {
  const format = sniffImage(bytes);
  if (!format) throw new HttpError(415, 'unsupported_image_type', 'invalidInput', { file: fields.type });
  let output: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new Error(`unexpected image format ${meta.format}`);
    output = await image.rotate().resize(SIZE, SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    log.info('avatar rejected', { reason: error instanceof Error ? error.message : String(error) });
    throw new HttpError(422, 'invalid_image', 'invalidInput', { file: fields.invalid });
  }
  const id = randomBytes(16).toString('hex');
  await db().insert(schema.avatarImages).values({ id, data: output });
  return id;
}

export async function readAvatar(id: string): Promise<Buffer | null> {
  if (!ID.test(id)) return null;
  const [row] = await db().select({ data: schema.avatarImages.data }).from(schema.avatarImages).where(eq(schema.avatarImages.id, id));
  if (row) return row.data;
  return adoptLegacyAvatar(id);
}

async function adoptLegacyAvatar(id: string): Promise<Buffer | null> {
  let data: Buffer;
  try {
    data = await readFile(path.join(LEGACY_DIR, `${id}.webp`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  await db().insert(schema.avatarImages).values({ id, data }).onConflictDoNothing();
  return data;
}

/** Deletes a replaced avatar (the users row no longer points at it). */
export async function removeAvatarFile(id: string): Promise<void> {
  if (!ID.test(id)) return;
  await db().delete(schema.avatarImages).where(eq(schema.avatarImages.id, id));
  await rm(path.join(LEGACY_DIR, `${id}.webp`), { force: true });
}
