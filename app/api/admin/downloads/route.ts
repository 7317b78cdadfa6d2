import { json } from '@/lib/server/http/handler';
import { createDownload, listDownloadSettings } from '@/lib/server/staff/downloads';
import { staffHandler } from '@/lib/server/staff/route';
import { newDownloadSchema } from '@/lib/validations/content';

const roles = ['admin', 'editor'] as const;

/** GET /api/admin/downloads → every download newest first (category, date, file, type, size, English title, version) and the categories (editors, admins). */
export const GET = staffHandler({ roles, xsrf: false }, async () => json(await listDownloadSettings(), { private: true }));

/** POST /api/admin/downloads {id, categoryId, publishedAt, file} → 201 with the new download (its texts come next, under Content); 409 when the id is taken. Audited. */
export const POST = staffHandler({ roles, body: newDownloadSchema }, async ({ body, session, ip }) =>
  json(await createDownload(session, body, ip), { status: 201, private: true }),
);
