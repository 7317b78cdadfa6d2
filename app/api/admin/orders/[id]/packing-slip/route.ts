import { z } from 'zod';
import { pdfResponse } from '@/lib/server/shop/order-documents';
import { packingSlip } from '@/lib/server/staff/packing-slip';
import { staffHandler } from '@/lib/server/staff/route';

const params = z.object({ id: z.uuid() });

/** GET /api/admin/orders/{id}/packing-slip → the order's packing slip as a PDF in the order's language (support, admins). */
export const GET = staffHandler({ roles: ['admin', 'support'], xsrf: false, params }, async ({ params }) =>
  pdfResponse('packing-slip', await packingSlip(params.id)),
);
