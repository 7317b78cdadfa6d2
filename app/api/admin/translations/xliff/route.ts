import { HttpError } from '@/lib/server/http/errors';
import { json } from '@/lib/server/http/handler';
import { CONTENT_ROLES } from '@/lib/server/staff/content-kinds';
import { staffHandler } from '@/lib/server/staff/route';
import { exportXliff, importXliff } from '@/lib/server/staff/translation-exchange';
import { XLIFF_MAX_BYTES } from '@/lib/server/staff/xliff-document';
import { readUpload } from '@/lib/server/uploads';
import { xliffExportQuery, xliffImportQuery } from '@/lib/validations/content';

const roles = CONTENT_ROLES;

/**
 * GET /api/admin/translations/xliff?locale=ja&kinds=faq,brand → an XLIFF 2.0 file (download) of
 * every text missing or outdated in that language, of the chosen kinds (all when absent): one
 * `<file>` per item, one `<unit>` per field. Editors and admins; audited (`translation.export`).
 */
export const GET = staffHandler({ roles, xsrf: false, query: xliffExportQuery }, async ({ query, session, ip }) => {
  const { xml } = await exportXliff(session, query.locale, query.kinds, ip);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xliff+xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="pawtrail-en-${query.locale}-${day}.xlf"`,
      'Cache-Control': 'no-store',
    },
  });
});

/**
 * POST /api/admin/translations/xliff?locale=ja with the translated file as the body (any type) →
 * 200 with the report: drafts saved, units unchanged, units rejected and why. Up to 5 MB (413);
 * not XML, not XLIFF 2, or not from English into `locale`: 422 and nothing changes. Never
 * publishes. Editors and admins; audited (`content.import` per item, `translation.import`).
 */
export const POST = staffHandler({ roles, query: xliffImportQuery }, async ({ req, query, session, ip }) => {
  let bytes: Buffer = Buffer.alloc(0);
  try {
    if (req.body) bytes = await readUpload(req.body, Number(req.headers.get('content-length') ?? '0'), XLIFF_MAX_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413)
      throw new HttpError(413, 'xliff_too_large', 'xliffTooLarge', undefined, undefined, { megabytes: 5 });
    throw error;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8 (XLIFF 2 files are): a binary or otherwise encoded file is not one this import reads.
    throw new HttpError(422, 'xliff_not_xml', 'xliffNotXml', undefined, undefined, { line: 1 });
  }
  return json(await importXliff(session, query.locale, text, ip), { private: true });
});
