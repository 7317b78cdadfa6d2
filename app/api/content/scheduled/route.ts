import { timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { handler, json } from '@/lib/server/http/handler';
import { notFound } from '@/lib/server/http/errors';
import { SCHEDULER_HEADER, SCHEDULER_TOKEN_VARIABLE } from '@/lib/server/publish-scheduler';
import { publishDueSchedules } from '@/lib/server/staff/scheduled-publishing';

/** Only this process's own scheduler holds the token (made at start, never sent elsewhere): to anyone else the route does not exist. */
function requireSchedulerToken(req: NextRequest) {
  const expected = process.env[SCHEDULER_TOKEN_VARIABLE];
  const given = Buffer.from(req.headers.get(SCHEDULER_HEADER) ?? '');
  if (!expected || given.length !== Buffer.byteLength(expected) || !timingSafeEqual(given, Buffer.from(expected))) throw notFound();
}

/**
 * POST /api/content/scheduled — publishes the scheduled drafts that are due, as the editor's
 * Publish does (history, search index, audit entry, then the pages expire). Called by this
 * instance's publishing scheduler (lib/server/publish-scheduler.ts): Next.js expires cached pages
 * only inside a request.
 */
export const POST = handler({ xsrf: false, guard: requireSchedulerToken }, async () => json(await publishDueSchedules(), { private: true }));
