import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { deleteAddress, getAddress, updateAddress } from '@/lib/server/shop/addresses';
import { addressParams, addressPatch } from '@/lib/validations/address';

/** GET /api/addresses/{id} — 404 unless it is the caller's. */
export const GET = handler({ params: addressParams }, async ({ req, params }) => {
  const user = await requireUser(req);
  return json(await getAddress(user.id, params.id), { private: true });
});

/** PATCH /api/addresses/{id} — edit fields; `isDefault: true` makes it the one default. */
export const PATCH = handler({ params: addressParams, body: addressPatch }, async ({ req, params, body }) => {
  const user = await requireUser(req);
  return json(await updateAddress(user.id, params.id, body), { private: true });
});

/** DELETE /api/addresses/{id} — deleting the default promotes another address. */
export const DELETE = handler({ params: addressParams }, async ({ req, params }) => {
  const user = await requireUser(req);
  await deleteAddress(user.id, params.id);
  return json({ id: params.id }, { private: true });
});
