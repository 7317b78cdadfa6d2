import { json } from '@/lib/server/http/handler';
import { createSlide, listSlides } from '@/lib/server/staff/slides';
import { staffHandler } from '@/lib/server/staff/route';
import { newSlideSchema } from '@/lib/validations/content';

const roles = ['admin', 'editor'] as const;

/** GET /api/admin/slides → the home slider's slides in order: image, link, place, English title, version (editors, admins). */
export const GET = staffHandler({ roles, xsrf: false }, async () => json({ items: await listSlides() }, { private: true }));

/** POST /api/admin/slides {id, image, href} → 201 with the new slide, last in the slider; 409 when the id is taken. Audited. */
export const POST = staffHandler({ roles, body: newSlideSchema }, async ({ body, session, ip }) =>
  json(await createSlide(session, body, ip), { status: 201, private: true }),
);
