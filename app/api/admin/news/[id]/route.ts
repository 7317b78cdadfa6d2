import { json } from '@/lib/server/http/handler';
import { updateNewsSettings } from '@/lib/server/staff/news';
import { staffHandler } from '@/lib/server/staff/route';
import { itemIdParams, newsSettingsSchema } from '@/lib/validations/content';

/** PATCH /api/admin/news/{id} {categoryId, publishedAt, image, related, updatedAt} → the article; 409 when it changed meanwhile. Audited; the news pages expire. */
export const PATCH = staffHandler({ roles: ['admin', 'editor'], params: itemIdParams, body: newsSettingsSchema }, async ({ params, body, session, ip }) =>
  json(await updateNewsSettings(session, params.id, body, ip), { private: true }),
);
