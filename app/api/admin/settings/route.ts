import { json } from '@/lib/server/http/handler';
import { siteSettingsView, updateSiteFacts } from '@/lib/server/staff/settings';
import { staffHandler } from '@/lib/server/staff/route';
import { siteFactsBody } from '@/lib/validations/settings';

/** GET /api/admin/settings → contact facts, statistics, company texts per locale with their translation status, shop settings, version (admins, editors). */
export const GET = staffHandler({ roles: ['admin', 'editor'], xsrf: false }, async () => json(await siteSettingsView(), { private: true }));

/** PUT /api/admin/settings {facts, version, confirmed?} → the settings; 409 when they changed since `version`. Audited; every page expires. */
export const PUT = staffHandler({ roles: ['admin', 'editor'], body: siteFactsBody }, async ({ body, session, ip }) =>
  json(await updateSiteFacts(session, body, ip), { private: true }),
);
