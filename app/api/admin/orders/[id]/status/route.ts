import { z } from 'zod';
import { json } from '@/lib/server/http/handler';
import { staffHandler } from '@/lib/server/staff/route';
import { changeOrderStatus } from '@/lib/server/staff/orders';
import { orderStatusChangeSchema } from '@/lib/validations/fulfilment';

const params = z.object({ id: z.uuid() });

/**
 * POST /api/admin/orders/{id}/status {to, carrier?, trackingNumber?, updatedAt} → 200 with the
 * order: ship, deliver or cancel (refund), emailing the customer in their language (support, admins).
 */
export const POST = staffHandler({ roles: ['admin', 'support'], params, body: orderStatusChangeSchema }, async ({ params, body, session, ip }) =>
  json(await changeOrderStatus(session, params.id, body, ip), { private: true }),
);
