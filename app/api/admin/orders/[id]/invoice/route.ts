import { z } from 'zod';
import { pdfResponse } from '@/lib/server/shop/order-documents';
import { invoice } from '@/lib/server/shop/invoice';
import { staffHandler } from '@/lib/server/staff/route';

const params = z.object({ id: z.uuid() });

/** GET /api/admin/orders/{id}/invoice → the invoice of a paid order as a PDF in the order's language (support, admins); not yet paid → 409. */
export const GET = staffHandler({ roles: ['admin', 'support'], xsrf: false, params }, async ({ params }) => pdfResponse('invoice', await invoice(params.id)));
