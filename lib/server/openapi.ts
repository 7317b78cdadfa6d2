import 'server-only';
import { locales } from '@/i18n/routing';
import { paths as accounts } from './openapi-paths/accounts';
import { paths as admin } from './openapi-paths/admin';
import { paths as catalogue } from './openapi-paths/catalogue';
import { paths as content } from './openapi-paths/content';
import { paths as core } from './openapi-paths/core';
import { paths as alerts } from './openapi-paths/alerts';
import { paths as dealers } from './openapi-paths/dealers';
import { paths as investors } from './openapi-paths/investors';
import { paths as investorsAdmin } from './openapi-paths/investors-admin';
import { paths as messages } from './openapi-paths/messages';
import { paths as shop } from './openapi-paths/shop';
import type { Paths } from './openapi-paths/types';

/**
 * The path modules of the public API, one per domain. To document a new endpoint, export
 * `paths` from lib/server/openapi-paths/<domain>.ts and add it here.
 */
const DOMAINS: Paths[] = [core, messages, alerts, dealers, content, catalogue, accounts, shop, investors, admin, investorsAdmin];

function mergePaths(domains: Paths[]): Paths {
  const merged: Paths = {};
  for (const domain of domains) {
    for (const [path, item] of Object.entries(domain)) {
      const existing = merged[path] ?? {};
      for (const method of Object.keys(item)) {
        if (method in existing) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} is described twice`);
      }
      merged[path] = { ...existing, ...item };
    }
  }
  return merged;
}

const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The OpenAPI 3.1 document of /api, served at /api/openapi.json. */
export function openApiDocument(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pawtrail public API',
      version: '1.0.0',
      description:
        'JSON over HTTPS, used by the website and the companion app. Requests carry `x-lang` (answers are localized) and `x-auth-token` (when signed in). ' +
        'Unsafe methods need the anti-forgery pair: the `XSRF-TOKEN` cookie (set on any response) echoed in the `X-XSRF-TOKEN` header. ' +
        'Errors always have the shape of the `Error` schema; bodies over 1 MB get 413.',
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: 'operations' },
      { name: 'messages' },
      { name: 'alerts', description: 'Investor email alerts: double opt-in sign-up, confirmation, one-click unsubscribe' },
      { name: 'dealers' },
      { name: 'content' },
      { name: 'catalogue' },
      { name: 'search' },
      { name: 'stores', description: 'Cooperating stores and agents (the /stores finder)' },
      { name: 'accounts' },
      { name: 'shop' },
      { name: 'admin', description: 'The back office: staff only, signed in with a password and a second factor' },
    ],
    paths: mergePaths(DOMAINS),
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string', description: 'Stable machine-readable code, e.g. invalid_fields, rate_limited', examples: ['invalid_fields'] },
                message: { type: 'string', description: 'Localized by x-lang' },
                fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Localized message per invalid field (422)' },
              },
            },
          },
        },
      },
      responses: {
        BadRequest: errorResponse('Malformed request (e.g. invalid JSON)'),
        Unauthorized: errorResponse('Not signed in, or the session has expired'),
        Forbidden: errorResponse('Not allowed, or the anti-forgery check failed'),
        NotFound: errorResponse('No such resource (or not yours)'),
        Conflict: errorResponse('Conflicts with the current state'),
        TooLarge: errorResponse('Body larger than 1 MB'),
        UnsupportedMediaType: errorResponse('The body is not JSON'),
        InvalidFields: errorResponse('Invalid body fields or query parameters; `fields` holds a localized message per field'),
        TooManyRequests: errorResponse('Rate limited', {
          'Retry-After': { description: 'Seconds until a new attempt is allowed', schema: { type: 'integer', minimum: 1 } },
        }),
        ServerError: errorResponse('Unexpected error (no detail is given)'),
      },
      parameters: {
        XLang: {
          name: 'x-lang',
          in: 'header',
          required: false,
          description: 'Language of messages in the answer (default en)',
          schema: { type: 'string', enum: [...locales] },
        },
        XAuthToken: {
          name: 'x-auth-token',
          in: 'header',
          required: false,
          description: 'Session token returned by POST /api/auth/login',
          schema: { type: 'string' },
        },
        XsrfHeader: {
          name: 'X-XSRF-TOKEN',
          in: 'header',
          required: true,
          description: 'The value of the XSRF-TOKEN cookie',
          schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
        },
      },
      securitySchemes: {
        xsrfCookie: { type: 'apiKey', in: 'cookie', name: 'XSRF-TOKEN', description: 'Anti-forgery cookie; send its value back in X-XSRF-TOKEN' },
        authToken: { type: 'apiKey', in: 'header', name: 'x-auth-token', description: 'Session token of a signed-in user' },
        staffCookie: { type: 'apiKey', in: 'cookie', name: 'pt_staff', description: 'Staff session (HttpOnly; set by the staff sign-in)' },
        revalidateToken: { type: 'http', scheme: 'bearer', description: 'REVALIDATE_TOKEN of the server (the content publisher only)' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN of the server (the Prometheus scraper only)' },
      },
    },
  };
}
