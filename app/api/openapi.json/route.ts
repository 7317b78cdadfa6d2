import { handler, json } from '@/lib/server/http/handler';
import { openApiDocument } from '@/lib/server/openapi';
import { siteUrl } from '@/lib/seo';
import { ROUTE_MODULES } from './routes';

/** GET /api/openapi.json: the description of this API (OpenAPI 3.1), with the contracts of the route handlers in ./routes. */
export const GET = handler({}, async () => json(openApiDocument(siteUrl(), ROUTE_MODULES), { headers: { 'Cache-Control': 'public, max-age=300' } }));
