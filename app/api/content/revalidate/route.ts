import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { TAGS } from '@/lib/server/cache';
import { env } from '@/lib/server/env';
import { handler, json } from '@/lib/server/http/handler';
import { notFound, unauthorized } from '@/lib/server/http/errors';
import { log } from '@/lib/server/log';

const TAG_VALUES = Object.values(TAGS) as [string, ...string[]];

const body = z.object({
  /** The content that changed; omitted = all of it. */
  tags: z.array(z.enum(TAG_VALUES)).min(1).max(TAG_VALUES.length).optional(),
});

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Only a caller holding REVALIDATE_TOKEN (the content publisher, not a browser) gets past this. */
function requireToken(req: NextRequest) {
  const expected = env().REVALIDATE_TOKEN;
  if (!expected) throw notFound();
  const given = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!sameSecret(given, expected)) throw unauthorized();
}

/**
 * POST /api/content/revalidate — after content changed in the database (`npm run
 * content:publish`), expires the cached readers under the given tags and with them every
 * pre-rendered page built from them: the next request for such a page renders it afresh.
 * Server to server, so a bearer token replaces the browser's XSRF pair.
 */
export const POST = handler({ body, xsrf: false, guard: requireToken }, async ({ body }) => {
  const tags = body.tags ?? TAG_VALUES;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  log.info('content revalidated', { tags });
  return json({ revalidated: tags }, { private: true });
});
