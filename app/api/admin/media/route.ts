import { z } from 'zod';
import { HttpError } from '@/lib/server/http/errors';
import { json } from '@/lib/server/http/handler';
import { listMedia, MEDIA_MAX_BYTES, uploadMedia } from '@/lib/server/staff/media';
import { staffHandler } from '@/lib/server/staff/route';
import { readUpload } from '@/lib/server/uploads';

const roles = ['admin', 'editor'] as const;
const listQuery = z.object({
  before: z
    .string()
    .regex(/^[a-f0-9]{32}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  /** Part of the file name, any case. */
  q: z.string().trim().max(100).optional(),
});
const uploadQuery = z.object({ name: z.string().trim().min(1).max(200).default('image') });

/** GET /api/admin/media?before=&limit=&q= → uploaded images (whose name contains `q`), newest first, with their addresses and widths (editors, admins). */
export const GET = staffHandler({ roles, xsrf: false, query: listQuery }, async ({ query }) => json(await listMedia(query), { private: true }));

/**
 * POST /api/admin/media?name={file name} with the image itself as the body (Content-Type image/*):
 * ≤ 10 MB (else 413), PNG, JPEG, WebP or GIF by its content (else 415), decodable within 40
 * megapixels (else 422). 201 with the new image; 200 with the existing one when the same file was
 * uploaded before. Audited.
 */
export const POST = staffHandler({ roles, query: uploadQuery }, async ({ req, query, session, ip }) => {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!type.startsWith('image/')) throw new HttpError(415, 'unsupported_image_type', 'invalidInput', { file: 'Upload a PNG, JPEG, WebP or GIF image.' });
  let bytes: Buffer;
  try {
    bytes = await readUpload(req.body, Number(req.headers.get('content-length') ?? '0'), MEDIA_MAX_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, error.code, 'tooLarge', { file: 'Images may be up to 10 MB.' });
    throw error;
  }
  const { created, ...item } = await uploadMedia(session, bytes, query.name, ip);
  return json(item, { status: created ? 201 : 200, private: true });
});
