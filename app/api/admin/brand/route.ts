import { json } from '@/lib/server/http/handler';
import { listBrandItems } from '@/lib/server/staff/brand-items';
import { staffHandler } from '@/lib/server/staff/route';

/** GET /api/admin/brand → the brand page's history events and certificates in its order (by year), with year, picture, version and English title (editors, admins). */
export const GET = staffHandler({ roles: ['admin', 'editor'], xsrf: false }, async () => json(await listBrandItems(), { private: true }));
