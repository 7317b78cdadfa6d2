import { z } from 'zod';
import { HttpError } from '@/lib/server/http/errors';
import { json } from '@/lib/server/http/handler';
import { DOWNLOAD_MAX_BYTES, uploadDownloadFile } from '@/lib/server/staff/downloads';
import { staffHandler } from '@/lib/server/staff/route';
import { readUpload } from '@/lib/server/uploads';

const roles = ['admin', 'editor'] as const;
const uploadQuery = z.object({ name: z.string().trim().min(1).max(200).default('file') });

/**
 * POST /api/admin/downloads/files?name={file name} with the file itself as the body: ≤ 25 MB
 * (else 413), PDF, ZIP, PNG or JPEG by its content (else 415). 201 with its address, safe name,
 * type and size; 200 with the existing file when the same bytes were uploaded before. Audited.
 * The file is offered once a download is saved with its address.
 */
export const POST = staffHandler({ roles, query: uploadQuery }, async ({ req, query, session, ip }) => {
  let bytes: Buffer;
  try {
    bytes = await readUpload(req.body, Number(req.headers.get('content-length') ?? '0'), DOWNLOAD_MAX_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, error.code, 'tooLarge', { file: 'Files may be up to 25 MB.' });
    throw error;
  }
  const { created, ...file } = await uploadDownloadFile(session, bytes, query.name, ip);
  return json(file, { status: created ? 201 : 200, private: true });
});
