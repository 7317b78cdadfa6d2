import { exportStores } from '@/lib/server/staff/store-csv';
import { staffHandler } from '@/lib/server/staff/route';
import { STORE_EDITORS } from '@/lib/server/staff/stores';
import { storeExportQuery } from '@/lib/validations/store-admin';

/** GET /api/admin/stores/export?q=&country=&kind=&status= → the matching stores as a CSV file (editors, admins). */
export const GET = staffHandler({ roles: STORE_EDITORS, xsrf: false, query: storeExportQuery }, async ({ query }) => {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await exportStores(query), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="pawtrail-stores-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});
