import { z } from 'zod';
import { staffHandler } from '@/lib/server/staff/route';
import { packingSlip } from '@/lib/server/staff/packing-slip';

const params = z.object({ id: z.uuid() });

/** GET /api/admin/orders/{id}/packing-slip → the order's packing slip as a PDF in the order's language (support, admins). */
export const GET = staffHandler({ roles: ['admin', 'support'], xsrf: false, params }, async ({ params }) => {
  const { number, pdf } = await packingSlip(params.id);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="packing-slip-${number}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
