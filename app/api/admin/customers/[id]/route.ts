import { z } from 'zod';
import { json } from '@/lib/server/http/handler';
import { getCustomer, setCustomerDisabled } from '@/lib/server/staff/customers';
import { staffHandler } from '@/lib/server/staff/route';
import { customerUpdateSchema } from '@/lib/validations/staff';

const params = z.object({ id: z.uuid() });

/** GET /api/admin/customers/{id} → profile, addresses, cards (brand and last 4), orders (support, admins). */
export const GET = staffHandler({ roles: ['admin', 'support'], xsrf: false, params }, async ({ params }) =>
  json(await getCustomer(params.id), { private: true }),
);

/** PATCH /api/admin/customers/{id} {disabled, updatedAt} → the customer; disabling ends every session (admins). Audited. */
export const PATCH = staffHandler({ roles: ['admin'], params, body: customerUpdateSchema }, async ({ params, body, session, ip }) =>
  json(await setCustomerDisabled(session, params.id, body, ip), { private: true }),
);
