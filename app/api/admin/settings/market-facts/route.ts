import { json } from '@/lib/server/http/handler';
import { marketFactsView, updateMarketFacts } from '@/lib/server/staff/market-facts';
import { staffHandler } from '@/lib/server/staff/route';
import { marketFactsBody } from '@/lib/validations/market-facts';

/** GET /api/admin/settings/market-facts → per market the editable facts with default, range and value; the version (admins, editors). */
export const GET = staffHandler({ roles: ['admin', 'editor'], xsrf: false }, async () => json(await marketFactsView(), { private: true }));

/** PUT /api/admin/settings/market-facts {overrides, version} → the market facts; 422 when a value is out of range (nothing saved), 409 when they changed since `version`. Audited; pages quoting them expire. */
export const PUT = staffHandler({ roles: ['admin', 'editor'], body: marketFactsBody }, async ({ body, session, ip }) =>
  json(await updateMarketFacts(session, body, ip), { private: true }),
);
