import { json } from '@/lib/server/http/handler';
import { investorFactsView, updateInvestorFacts } from '@/lib/server/staff/investor-facts';
import { staffHandler } from '@/lib/server/staff/route';
import { investorFactsBody } from '@/lib/validations/investors';

const roles = ['admin', 'editor'] as const;

/** GET /api/admin/investors/facts → the share facts and IR contact the investor pages show, and their version (editors, admins). */
export const GET = staffHandler({ roles, xsrf: false }, async () => json(await investorFactsView(), { private: true }));

/** PUT /api/admin/investors/facts {facts, version} → the facts; 422 on an invalid field (nothing saved), 409 when they changed since `version`. Audited; the investor pages expire. */
export const PUT = staffHandler({ roles, body: investorFactsBody }, async ({ body, session, ip }) =>
  json(await updateInvestorFacts(session, body, ip), { private: true }),
);
