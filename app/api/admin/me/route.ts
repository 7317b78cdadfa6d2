import { json } from '@/lib/server/http/handler';
import { staffHandler } from '@/lib/server/staff/route';
import type { StaffMe } from '@/lib/types/staff';

/** GET /api/admin/me → the signed-in staff member: id, email, name, role. */
export const GET = staffHandler({ xsrf: false }, async ({ session }) => {
  const { enrolled: _enrolled, ...staff } = session.staff;
  return json(staff satisfies StaffMe, { private: true });
});
