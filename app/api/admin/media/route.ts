import { z } from 'zod';
import { HttpError } from '@/lib/server/http/errors';
import { json } from '@/lib/server/http/handler';
import { listMedia, MEDIA_MAX_BYTES, uploadMedia } from '@/lib/server/staff/media';
import { staffHandler } from '@/lib/server/staff/route';
import { readUpload } from '@/lib/server/uploads';
import { mediaListQuery } from '@/lib/validations/media';

const roles = ['admin', 'editor'] as const;
const uploadQuery = z.object({ name: z.string().trim().min(1).max(200).default('image') });

/**
 * GET /api/admin/media?before=&limit=&q=&tag=&missingAlt= → uploaded images, newest first, with their
 * addresses, widths, alt texts, focal points and tags (editors, admins). The filters combine: a part
 * of the file name, a tag, a language without alt text.
 */
export const GET = staffHandler({ roles, xsrf: false, query: mediaListQuery }, async ({ query }) => json(await listMedia(query), { private: true }));

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
