import 'server-only';
import { HttpError } from './http/errors';

/** Image formats an upload may be in (avatars, back-office images); each is re-encoded before it is kept. */
export const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);

/** The first bytes of each accepted format: the declared type alone is not trusted. */
export function sniffImage(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (/^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  return null;
}

/** Reads an upload body up to the limit: larger → 413 without buffering the rest. */
export async function readUpload(body: ReadableStream<Uint8Array> | null, declaredLength: number, max: number): Promise<Buffer> {
  if (declaredLength > max) throw new HttpError(413, 'payload_too_large', 'tooLarge');
  if (!body) throw new HttpError(422, 'invalid_image', 'invalidInput');
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new HttpError(413, 'payload_too_large', 'tooLarge');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
