import { timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { env } from '@/lib/server/env';
import { handler, json } from '@/lib/server/http/handler';
import { notFound } from '@/lib/server/http/errors';
import { SCHEDULER_HEADER, SCHEDULER_TOKEN_VARIABLE } from '@/lib/server/publish-scheduler';
import { publishDueSchedules } from '@/lib/server/staff/scheduled-publishing';

const same = (given: string, expected: string | undefined) =>
  !!expected && Buffer.byteLength(given) === Buffer.byteLength(expected) && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Only this process's own scheduler holds its token (made at start, never sent elsewhere), and the
 * worker process (`npm run worker`) the site's REVALIDATE_TOKEN: to anyone else the route does not exist.
 */
function requireSchedulerToken(req: NextRequest) {
  if (same(req.headers.get(SCHEDULER_HEADER) ?? '', process.env[SCHEDULER_TOKEN_VARIABLE])) return;
  const bearer = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';
  if (same(bearer, env().REVALIDATE_TOKEN)) return;
  throw notFound();
}

/**
 * POST /api/content/scheduled — publishes the scheduled drafts that are due, as the editor's
 * Publish does (history, search index, audit entry, then the pages expire). Called by this
 * instance's publishing scheduler (lib/server/publish-scheduler.ts): Next.js expires cached pages
 * only inside a request.
 */
export const POST = handler({ xsrf: false, guard: requireSchedulerToken }, async () => json(await publishDueSchedules(), { private: true }));
