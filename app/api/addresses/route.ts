import { requireUser } from '@/lib/server/auth/session';
import { handler, json } from '@/lib/server/http/handler';
import { createAddress, listAddresses } from '@/lib/server/shop/addresses';
import { addressInput } from '@/lib/validations/address';

/** GET /api/addresses — the caller's addresses, default first. */
export const GET = handler({}, async ({ req }) => {
  const user = await requireUser(req);
  return json({ items: await listAddresses(user.id) }, { private: true });
});

/** POST /api/addresses — the first address (or one sent with isDefault) becomes the default. */
export const POST = handler({ body: addressInput }, async ({ req, body }) => {
  const user = await requireUser(req);
  return json(await createAddress(user.id, body), { status: 201, private: true });
});
