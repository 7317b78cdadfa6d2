import { staffHandler } from '@/lib/server/staff/route';
import { changeOwnPassword } from '@/lib/server/staff/password';
import { staffChangePasswordSchema } from '@/lib/validations/staff';

/**
 * POST /api/admin/me/password {currentPassword, newPassword} → 204: any signed-in member changes
 * their own password; their other sessions end, this one stays. Wrong current password → 422.
 */
export const POST = staffHandler({ body: staffChangePasswordSchema }, async ({ session, body, ip, locale }) => {
  await changeOwnPassword(session, body, { ip, locale });
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
