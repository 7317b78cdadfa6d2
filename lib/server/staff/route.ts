import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { resolveSession } from '../auth/session';
import { forbidden, unauthorized } from '../http/errors';
import { handler, type HandlerContext } from '../http/handler';
import { resolveStaffSession, type StaffRole, type StaffSession } from './auth';

/**
 * The staff session travels in an HttpOnly, SameSite=Strict cookie scoped to the admin API: page
 * scripts cannot read it (unlike the customer's token), and no other route ever receives it.
 */
export const STAFF_COOKIE = 'pt_staff';
const COOKIE_PATH = '/api/admin';

const secure = (req: NextRequest) => req.nextUrl.protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';

export function staffCookie(req: NextRequest, token: string, maxAgeMs: number): string {
  return [
    `${STAFF_COOKIE}=${token}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure(req) ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The preview cookie: the draft preview pages (`/{locale}/preview/…`) are outside /api/admin, where
 * the session cookie is never sent. Its own token, tied to the session, ends with it.
 */
export const PREVIEW_COOKIE = 'pt_preview';
export function previewCookie(req: NextRequest, token: string, maxAgeMs: number): string {
  return [
    `${PREVIEW_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure(req) ? ['Secure'] : []),
  ].join('; ');
}

export function clearStaffCookie(req: NextRequest): string {
  return staffCookie(req, '', 0);
}

type Schema = z.core.$ZodType;
type Options<B extends Schema, Q extends Schema, P extends Schema> = Parameters<typeof handler<B, Q, P>>[0] & {
  /** Who may call: every signed-in staff member when omitted. */
  roles?: readonly StaffRole[];
  /** For the second-factor step: a session that has passed only the password is enough. */
  pending?: boolean;
};

/** Sessions found by the guard, for the handler of the same request. */
const sessions = new WeakMap<NextRequest, StaffSession>();

/**
 * handler() for /api/admin/*: before anything is parsed, no staff session → 401 (a signed-in
 * customer → 403), a session still missing its second factor → 401, a role without the right → 403.
 */
export function staffHandler<B extends Schema = z.ZodUndefined, Q extends Schema = z.ZodObject, P extends Schema = z.ZodObject>(
  options: Options<B, Q, P>,
  fn: (ctx: HandlerContext<z.output<B>, z.output<Q>, z.output<P>> & { session: StaffSession }) => Promise<Response>,
) {
  const { roles, pending, ...rest } = options;
  return handler<B, Q, P>(
    {
      ...rest,
      guard: async (req) => {
        const session = await resolveStaffSession(req.cookies.get(STAFF_COOKIE)?.value);
        if (!session) {
          if (await resolveSession(req.headers.get('x-auth-token'))) throw forbidden('staff_only');
          throw unauthorized();
        }
        if (session.pending !== Boolean(pending)) throw session.pending ? unauthorized() : forbidden('already_signed_in');
        if (roles && !roles.includes(session.staff.role)) throw forbidden('role');
        sessions.set(req, session);
        await options.guard?.(req);
      },
    },
    (ctx) => fn({ ...ctx, session: sessions.get(ctx.req)! }),
  );
}
