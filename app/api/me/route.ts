import { getProfile, updateProfile } from '@/lib/server/accounts';
import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { profileSchema } from '@/lib/validations/profile';

/** GET /api/me: the signed-in user's profile. */
export const GET = handler({}, async ({ req }) => json(await getProfile(await requireUser(req)), { private: true }));

/** PATCH /api/me: name, phone, locale; any other key (role, id, email, passwordHash …) is ignored. */
export const PATCH = handler({ body: profileSchema }, async ({ req, body }) => {
  const user = await requireUser(req);
  return json(await updateProfile(user, body), { private: true });
});
