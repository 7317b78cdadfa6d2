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
import type { RouteContract } from '../http/handler';
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

/**
 * The route handler of one action for every kind: the `[kind]` path segment picks the kind's
 * handler (its draft schema, table and cache tags), so the routes under app/api/admin/content and
 * app/api/admin/preview are one file per action, not one per kind and action.
 */
export function contentKindRoute(action: keyof Routes) {
  const route = async (req: NextRequest, route: { params: Promise<{ kind: string }> }): Promise<Response> => {
    const { kind } = await route.params;
    const routes = Object.hasOwn(KINDS, kind) ? KINDS[kind as ContentSpec['segment']] : undefined;
    return (routes?.[action] ?? unknownKind)(req, route);
  };
  // Each kind's contract (its own texts' schema), for the OpenAPI document: `{kind}` is expanded there.
  const contracts = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, KINDS[kind][action].contract]));
  Object.defineProperty(route, 'contracts', { value: contracts, enumerable: false });
  return route as typeof route & { contracts: Record<ContentSpec['segment'], RouteContract> };
}
