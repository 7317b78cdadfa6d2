import type { NextRequest } from 'next/server';
import { GET as matrix } from '@/app/api/admin/content/[kind]/route';
import { DELETE as discard, GET as read, PUT as save } from '@/app/api/admin/content/[kind]/[id]/[locale]/route';
import { POST as confirm } from '@/app/api/admin/content/[kind]/[id]/[locale]/confirm/route';
import { POST as confirmMany } from '@/app/api/admin/content/[kind]/confirm/route';
import { POST as publish } from '@/app/api/admin/content/[kind]/[id]/[locale]/publish/route';
import { POST as restore } from '@/app/api/admin/content/[kind]/[id]/[locale]/restore/route';
import { POST as review } from '@/app/api/admin/content/[kind]/[id]/[locale]/review/route';
import { DELETE as unschedule, PUT as schedule } from '@/app/api/admin/content/[kind]/[id]/[locale]/schedule/route';
import { GET as preview } from '@/app/api/admin/preview/[kind]/[id]/[locale]/route';

type Route = (req: NextRequest, route: { params: Promise<{ kind: string }> }) => Promise<Response>;

/**
 * The content routes (app/api/admin/content/[kind]/…, app/api/admin/preview/[kind]/…) of one kind,
 * called as Next.js calls them: the `kind` segment is added to the params a test passes.
 */
export function contentRoutesOf(kind: string) {
  const bind =
    (route: Route) =>
    async (req: NextRequest, context?: { params: Promise<Record<string, string>> }): Promise<Response> =>
      route(req, { params: Promise.resolve({ ...(await context?.params), kind }) });
  return {
    matrix: bind(matrix),
    read: bind(read),
    save: bind(save),
    discard: bind(discard),
    publish: bind(publish),
    restore: bind(restore),
    review: bind(review),
    schedule: bind(schedule),
    unschedule: bind(unschedule),
    confirm: bind(confirm),
    confirmMany: bind(confirmMany),
    preview: bind(preview),
  };
}
