import { z } from 'zod';
import { staffHandler } from '@/lib/server/staff/route';
import { invoice } from '@/lib/server/staff/invoice';

const params = z.object({ id: z.uuid() });

/** GET /api/admin/orders/{id}/invoice → the invoice of a paid order as a PDF in the order's language (support, admins); not yet paid → 409. */
export const GET = staffHandler({ roles: ['admin', 'support'], xsrf: false, params }, async ({ params }) => {
  const { number, pdf } = await invoice(params.id);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="invoice-${number}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
