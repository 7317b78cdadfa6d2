import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES } from '@/lib/validations/profile';
import { HttpError } from './http/errors';
import { log } from './log';

/** Where avatars live on this instance; object storage is the scale-out replacement (README). */
const DIR = path.join(process.cwd(), '.data', 'uploads', 'avatars');
const ID = /^[a-f0-9]{32}$/;
const SIZE = 256;
const MAX_INPUT_PIXELS = 6000 * 6000;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);

export function avatarUrl(id: string | null): string | null {
  return id && ID.test(id) ? `/api/avatars/${id}` : null;
}

/** The first bytes of each accepted format: the declared type alone is not trusted. */
function sniff(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (/^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  return null;
}

/** Reads an upload body up to the limit: larger → 413 without buffering the rest. */
export async function readUpload(body: ReadableStream<Uint8Array> | null, declaredLength: number): Promise<Buffer> {
  if (declaredLength > AVATAR_MAX_BYTES) throw new HttpError(413, 'payload_too_large', 'tooLarge');
  if (!body) throw new HttpError(422, 'invalid_image', 'invalidInput');
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > AVATAR_MAX_BYTES) {
      await reader.cancel();
      throw new HttpError(413, 'payload_too_large', 'tooLarge');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Checks the bytes are one of the accepted image formats, then re-encodes them: a 256×256 WebP
 * without metadata (no EXIF location, no embedded payloads). Returns the new avatar id.
 */
export async function storeAvatar(bytes: Buffer, fields: { invalid: string; type: string }): Promise<string> {
  const format = sniff(bytes);
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
  await mkdir(DIR, { recursive: true });
  await writeFile(path.join(DIR, `${id}.webp`), output);
  return id;
}

export async function readAvatar(id: string): Promise<Buffer | null> {
  if (!ID.test(id)) return null;
  try {
    return await readFile(path.join(DIR, `${id}.webp`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function removeAvatarFile(id: string): Promise<void> {
  if (ID.test(id)) await rm(path.join(DIR, `${id}.webp`), { force: true });
}
