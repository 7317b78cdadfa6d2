import { z } from 'zod';
import { json } from '@/lib/server/http/handler';
import { staffHandler } from '@/lib/server/staff/route';
import { getStaffOrder } from '@/lib/server/staff/orders';

const params = z.object({ id: z.uuid() });

/** GET /api/admin/orders/{id} → the order with customer, shipment, history and the moves open to it (support, admins). */
export const GET = staffHandler({ roles: ['admin', 'support'], xsrf: false, params }, async ({ params }) =>
  json(await getStaffOrder(params.id), { private: true }),
);
