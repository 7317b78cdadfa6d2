import type { NextRequest } from 'next/server';
import { GET as matrix } from '@/app/api/admin/content/[kind]/route';
import { DELETE as discard, GET as read, PUT as save } from '@/app/api/admin/content/[kind]/[id]/[locale]/route';
import { DELETE as actionDelete, POST as actionPost, PUT as actionPut } from '@/app/api/admin/content/[kind]/[id]/[locale]/[action]/route';
import { POST as confirmMany } from '@/app/api/admin/content/[kind]/confirm/route';
import { GET as preview } from '@/app/api/admin/preview/[kind]/[id]/[locale]/route';

type Route = (req: NextRequest, route: { params: Promise<{ kind: string; action?: string }> }) => Promise<Response>;

/**
 * The content routes (app/api/admin/content/[kind]/…, app/api/admin/preview/[kind]/…) of one kind,
 * called as Next.js calls them: the `kind` segment (and the action's, for the routes under
 * `…/{locale}/{action}`) is added to the params a test passes.
 */
export function contentRoutesOf(kind: string) {
  const bind =
    (route: Route, action?: string) =>
    async (req: NextRequest, context?: { params: Promise<Record<string, string>> }): Promise<Response> =>
      route(req, { params: Promise.resolve({ ...(await context?.params), kind, ...(action ? { action } : {}) }) });
  return {
    matrix: bind(matrix),
    read: bind(read),
    save: bind(save),
    discard: bind(discard),
    publish: bind(actionPost, 'publish'),
    restore: bind(actionPost, 'restore'),
    review: bind(actionPost, 'review'),
    schedule: bind(actionPut, 'schedule'),
    unschedule: bind(actionDelete, 'schedule'),
    confirm: bind(actionPost, 'confirm'),
    confirmMany: bind(confirmMany),
    preview: bind(preview),
  };
}
