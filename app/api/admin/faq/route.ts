import { json } from '@/lib/server/http/handler';
import { createFaq, listFaq } from '@/lib/server/staff/faq';
import { staffHandler } from '@/lib/server/staff/route';
import { newFaqSchema } from '@/lib/validations/content';

const roles = ['admin', 'editor'] as const;

/** GET /api/admin/faq → the questions in order with their English question, and the categories (editors, admins). */
export const GET = staffHandler({ roles, xsrf: false }, async () => json(await listFaq(), { private: true }));

/** POST /api/admin/faq {id, categoryId} → 201 with the new question, last in its category; 409 when the id is taken, 422 for an unknown category. Audited. */
export const POST = staffHandler({ roles, body: newFaqSchema }, async ({ body, session, ip }) =>
  json(await createFaq(session, body, ip), { status: 201, private: true }),
);
