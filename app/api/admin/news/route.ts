import { json } from '@/lib/server/http/handler';
import { createArticle, listNewsSettings } from '@/lib/server/staff/news';
import { staffHandler } from '@/lib/server/staff/route';
import { newArticleSchema } from '@/lib/validations/content';

const roles = ['admin', 'editor'] as const;

/** GET /api/admin/news → every article newest first (category, date, image, related, English title, version) and the categories (editors, admins). */
export const GET = staffHandler({ roles, xsrf: false }, async () => json(await listNewsSettings(), { private: true }));

/** POST /api/admin/news {id, categoryId, publishedAt, image} → 201 with the new article (its texts come next, under Content); 409 when the id is taken. Audited. */
export const POST = staffHandler({ roles, body: newArticleSchema }, async ({ body, session, ip }) =>
  json(await createArticle(session, body, ip), { status: 201, private: true }),
);
