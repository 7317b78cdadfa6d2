import { json } from '@/lib/server/http/handler';
import { listProductSettings } from '@/lib/server/staff/products';
import { staffHandler } from '@/lib/server/staff/route';

/** GET /api/admin/products → every product's price, stock, coming soon and featured flags, low stock marked (editors, admins). */
export const GET = staffHandler({ roles: ['admin', 'editor'], xsrf: false }, async () => json({ items: await listProductSettings() }, { private: true }));
