import { z } from 'zod';
import { json } from '@/lib/server/http/handler';
import { staffHandler } from '@/lib/server/staff/route';
import { getStaffOrder } from '@/lib/server/staff/orders';
import { refundOrder } from '@/lib/server/staff/refunds';
import { refundInput } from '@/lib/validations/refund';

const params = z.object({ id: z.uuid() });

/**
 * POST /api/admin/orders/{id}/refunds {lines, shipping, restock, reason, idempotencyKey} → 200 with
 * the order: refunds lines (and the shipping) to the card, optionally back into stock, and emails
 * the buyer in the order's language; never more than was paid, once per key (support, admins).
 */
export const POST = staffHandler({ roles: ['admin', 'support'], params, body: refundInput }, async ({ params, body, session, ip }) => {
  await refundOrder(session, params.id, body, ip);
  return json(await getStaffOrder(params.id), { private: true });
});
