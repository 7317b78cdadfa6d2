import { handler, json } from '@/lib/server/http/handler';

export const dynamic = 'force-dynamic';

/** Liveness: the process answers. */
export const GET = handler({}, async () => json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } }));
