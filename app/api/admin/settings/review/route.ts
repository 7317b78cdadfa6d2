import { json } from '@/lib/server/http/handler';
import { reviewSettingView, updateReviewSetting } from '@/lib/server/staff/content-review';
import { staffHandler } from '@/lib/server/staff/route';
import { reviewSettingSchema } from '@/lib/validations/content';

/** GET /api/admin/settings/review → every content kind with whether its drafts need review, and the version (admins). */
export const GET = staffHandler({ roles: ['admin'], xsrf: false }, async () => json(await reviewSettingView(), { private: true }));

/** PUT /api/admin/settings/review {kinds, version} → the same; 409 when it changed since `version`. Audited. */
export const PUT = staffHandler({ roles: ['admin'], body: reviewSettingSchema }, async ({ body, session, ip }) =>
  json(await updateReviewSetting(session, body, ip), { private: true }),
);
