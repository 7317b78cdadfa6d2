import { handler, json } from '@/lib/server/http/handler';
import { openApiDocument } from '@/lib/server/openapi';
import { siteUrl } from '@/lib/seo';

/** GET /api/openapi.json: the description of this API (OpenAPI 3.1). */
export const GET = handler({}, async () => json(openApiDocument(siteUrl()), { headers: { 'Cache-Control': 'public, max-age=300' } }));
