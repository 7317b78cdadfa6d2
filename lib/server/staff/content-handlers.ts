import 'server-only';
import type { NextRequest } from 'next/server';
import {
  brandDraftSchema,
  categoryDraftSchema,
  certificateDraftSchema,
  downloadDraftSchema,
  faqDraftSchema,
  investorDraftSchema,
  newsDraftSchema,
  policyDraftSchema,
  productDraftSchema,
  slideDraftSchema,
  timelineDraftSchema,
} from '@/lib/validations/content';
import { notFound } from '../http/errors';
import type { RouteExpansion } from '../http/handler';
import { CONTENT_ROLES, contentRoutes } from './content-routes';
import { BRAND, CATEGORY, CERTIFICATE, DOWNLOAD, FAQ, INVESTOR, NEWS, POLICY, PRODUCT, SLIDE, TIMELINE, type ContentSpec } from './content-kinds';
import { staffHandler } from './route';

type Routes = ReturnType<typeof contentRoutes>;

/** Every kind of content the back office edits, by its path segment under /api/admin/content and /api/admin/preview. */
const KINDS: Record<ContentSpec['segment'], Routes> = {
  products: contentRoutes(PRODUCT, productDraftSchema),
  categories: contentRoutes(CATEGORY, categoryDraftSchema),
  news: contentRoutes(NEWS, newsDraftSchema),
  faq: contentRoutes(FAQ, faqDraftSchema),
  slides: contentRoutes(SLIDE, slideDraftSchema),
  brand: contentRoutes(BRAND, brandDraftSchema),
  timeline: contentRoutes(TIMELINE, timelineDraftSchema),
  certificates: contentRoutes(CERTIFICATE, certificateDraftSchema),
  investors: contentRoutes(INVESTOR, investorDraftSchema),
  downloads: contentRoutes(DOWNLOAD, downloadDraftSchema),
  policies: contentRoutes(POLICY, policyDraftSchema),
};

/** The path segments of the declared kinds. */
export const CONTENT_KINDS = Object.keys(KINDS) as ContentSpec['segment'][];

/** A kind nobody declared: 404 in the API's shape, after the same staff checks as a real one (no probing without a session). */
const unknownKind = staffHandler({ roles: CONTENT_ROLES, xsrf: false }, async () => {
  throw notFound();
});

type Handler = (req: NextRequest, route: { params: Promise<{ kind: string; action?: string }> }) => Promise<Response>;

/** The kind's routes for the `[kind]` path segment, or none for a segment no kind declares. */
const routesOf = (kind: string): Routes | undefined => (Object.hasOwn(KINDS, kind) ? KINDS[kind as ContentSpec['segment']] : undefined);

/** Marks a handler with the operations it serves, for the OpenAPI document (lib/server/openapi.ts `routeOperations`). */
function withExpansions(handler: Handler, expansions: RouteExpansion[]) {
  Object.defineProperty(handler, 'expansions', { value: expansions, enumerable: false });
  return handler;
}

/**
 * The route handler of one action for every kind: the `[kind]` path segment picks the kind's
 * handler (its draft schema, table and cache tags), so the routes under app/api/admin/content and
 * app/api/admin/preview are one file per action, not one per kind and action.
 */
export function contentKindRoute(action: keyof Routes) {
  const route: Handler = async (req, route) => {
    const { kind } = await route.params;
    return (routesOf(kind)?.[action] ?? unknownKind)(req, route);
  };
  return withExpansions(
    route,
    CONTENT_KINDS.map((kind) => ({ params: { kind }, contract: KINDS[kind][action].contract })),
  );
}

/**
 * The route handler of the actions on one text that have a path segment of their own
 * (`…/{kind}/{id}/{locale}/{action}`: publish, restore, review, confirm, schedule), for one method:
 * `actions` maps a segment to the kind's handler it runs. An undeclared kind or action, or an
 * action of another method, is 404 after the staff checks, like an undeclared kind.
 */
export function contentActionRoute(actions: Partial<Record<string, keyof Routes>>) {
  const route: Handler = async (req, route) => {
    const { kind, action = '' } = await route.params;
    const name = Object.hasOwn(actions, action) ? actions[action] : undefined;
    const routes = routesOf(kind);
    return (name && routes ? routes[name] : unknownKind)(req, route);
  };
  return withExpansions(
    route,
    CONTENT_KINDS.flatMap((kind) => Object.entries(actions).map(([action, name]) => ({ params: { kind, action }, contract: KINDS[kind][name!].contract }))),
  );
}
