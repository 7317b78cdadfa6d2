import { z } from 'zod';
import { HttpError } from '@/lib/server/http/errors';
import { json } from '@/lib/server/http/handler';
import { REPORT_MAX_BYTES, uploadReportFile } from '@/lib/server/staff/investor-reports';
import { staffHandler } from '@/lib/server/staff/route';
import { readUpload } from '@/lib/server/uploads';

const roles = ['admin', 'editor'] as const;
const uploadQuery = z.object({ name: z.string().trim().min(1).max(200).default('report') });

/**
 * POST /api/admin/investors/reports/files?name={file name} with the PDF itself as the body: ≤ 25 MB
 * (else 413), a PDF by its first bytes (else 415), both with a message in the editor's language and
 * nothing kept. 201 with its address, safe name and size; 200 when the same bytes were uploaded
 * before. Audited. The report is listed once it is saved with that address.
 */
export const POST = staffHandler({ roles, query: uploadQuery }, async ({ req, query, session, locale, t, ip }) => {
  let bytes: Buffer;
  try {
    bytes = await readUpload(req.body, Number(req.headers.get('content-length') ?? '0'), REPORT_MAX_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, error.code, 'tooLarge', { file: t('reportTooLarge', { max: 25 }) });
    throw error;
  }
  const { created, ...file } = await uploadReportFile(session, bytes, query.name, locale, ip);
  return json(file, { status: created ? 201 : 200, private: true });
});
