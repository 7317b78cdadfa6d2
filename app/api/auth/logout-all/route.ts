import { logoutEverywhere } from '@/lib/server/accounts';
import { requireUser } from '@/lib/server/auth/session';
import { handler } from '@/lib/server/http/handler';

/** POST /api/auth/logout-all: ends every session of the user, this one included. */
export const POST = handler({}, async ({ req }) => {
  await logoutEverywhere(await requireUser(req));
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
