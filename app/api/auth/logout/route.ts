import { logout } from '@/lib/server/accounts';
import { requireUser } from '@/lib/server/auth/session';
import { handler } from '@/lib/server/http/handler';

/** POST /api/auth/logout: ends this session (its token stops working at once). */
export const POST = handler({}, async ({ req }) => {
  await logout(await requireUser(req));
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
