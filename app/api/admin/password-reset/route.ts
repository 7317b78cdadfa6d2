import { handler, json } from '@/lib/server/http/handler';
import { translator } from '@/lib/server/i18n';
import { requestStaffPasswordReset } from '@/lib/server/staff/password';
import { staffResetRequestSchema } from '@/lib/validations/staff';

/** POST /api/admin/password-reset {email} → always 202 with the same body, staff address or not. */
export const POST = handler({ body: staffResetRequestSchema }, async ({ body, ip, locale }) => {
  await requestStaffPasswordReset(body.email, { ip, locale });
  return json({ message: translator(locale, 'Auth')('resetSent') }, { status: 202, private: true });
});
