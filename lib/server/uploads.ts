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

/** Files the downloads page offers, by their first bytes: the type and the extension the file is named with. */
export const DOCUMENT_TYPES = {
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  zip: { mime: 'application/zip', ext: 'zip' },
  png: { mime: 'image/png', ext: 'png' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

/** PDF, ZIP (a non-empty archive), PNG or JPEG by content, or null: the declared type and the name are not trusted. */
export function sniffDocument(bytes: Buffer): DocumentType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'zip';
  const image = sniffImage(bytes);
  return image === 'png' || image === 'jpeg' ? image : null;
}

/**
 * The name a stored file is offered under: the uploaded name without its extension, lower case,
 * letters, digits, dots, dashes and underscores only (others become one dash), at most 80
 * characters, then the extension of the type its content has ("Report Q3 (final).PDF" →
 * "report-q3-final.pdf"; "../../x.exe" holding a PDF → "x.pdf").
 */
export function storedFileName(uploaded: string, type: DocumentType): string {
  const base = uploaded.split(/[/\\]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80)
    .replace(/[-.]+$/, '');
  return `${stem || 'file'}.${DOCUMENT_TYPES[type].ext}`;
}
