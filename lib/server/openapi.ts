import 'server-only';
import { z } from 'zod';
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
import { paths as stores } from './openapi-paths/stores';
import { contractOf, type RouteContract, type RouteExpansion } from './http/handler';
import { apiErrorSchema } from '@/lib/types/api';
import { answer, fromZod, type JsonSchema, type Operation, type Paths } from './openapi-paths/types';

/**
 * The path modules of the public API, one per domain. To document a new endpoint, export
 * `paths` from lib/server/openapi-paths/<domain>.ts and add it here.
 */
const DOMAINS: Paths[] = [core, messages, alerts, dealers, content, catalogue, accounts, shop, investors, admin, stores, investorsAdmin];

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

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The documented operations by path template, before the routes' input is added: what the tests check real answers against. */
export const documentedPaths = (): Paths => mergePaths(DOMAINS);

/** The route modules under app/api by path template (`/api/orders/{id}`): app/api/openapi.json/routes.ts. */
export type RouteModules = Record<string, Record<string, unknown>>;

/**
 * The operations one exported route handler serves, as `[path, contract]`: its own path and the
 * contract handler() attached to it (lib/server/http/handler.ts), or, for a handler that serves
 * several (a content-kind route serves every kind, the content actions' route every action, each
 * with its own schemas), one per expansion, its placeholders (`{kind}`, `{action}`) filled in.
 */
export function routeOperations(template: string, fn: unknown): [string, RouteContract | undefined][] {
  const expansions = (fn as { expansions?: RouteExpansion[] }).expansions;
  if (!expansions) return [[template, contractOf(fn as never)]];
  return expansions.map(({ params, contract }) => [template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole), contract]);
}

/** What every route handler validates, by `method path` (`get /api/stores`), expansions listed one by one. */
export function routeContracts(modules: RouteModules): Map<string, RouteContract> {
  const contracts = new Map<string, RouteContract>();
  for (const [template, module] of Object.entries(modules)) {
    for (const method of METHODS) {
      const fn = module[method.toUpperCase()];
      if (typeof fn !== 'function') continue;
      for (const [path, contract] of routeOperations(template, fn)) contracts.set(`${method} ${path}`, contract ?? {});
    }
  }
  return contracts;
}

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema; description?: string };

/** An operation of the built document: the hand-written one with the route's input added. */
export type BuiltOperation = Omit<Operation, 'parameters' | 'requestBody'> & {
  parameters?: ({ $ref: string } | Parameter)[];
  requestBody?: { required?: boolean; description?: string; content: Record<string, { schema: JsonSchema }> };
};

/** One parameter per property of a path or query schema, with its JSON Schema and description. */
function parametersOf(schema: RouteContract['query'], where: 'path' | 'query'): Parameter[] {
  if (!schema) return [];
  const object = fromZod(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || (object.required ?? []).includes(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

/**
 * The documented input of an operation, from the schemas its route validates with: the JSON body
 * (optional when an empty body passes: the handler reads none as `{}`), the path and the query
 * parameters. `documented` gives the prose and the headers; a request body that is not JSON (an
 * upload, a plain HTML form) stays as documented there.
 */
export function withContract(documented: Operation, contract: RouteContract): BuiltOperation {
  const { requestBody: _hand, parameters: _params, ...rest } = documented;
  const headers = (documented.parameters ?? []).filter((p) => '$ref' in p || p.in === 'header');
  const parameters = [...headers, ...parametersOf(contract.params, 'path'), ...parametersOf(contract.query, 'query')];
  const other = documented.requestBody as BuiltOperation['requestBody'];
  const requestBody: BuiltOperation['requestBody'] = contract.body
    ? {
        required: !z.safeParse(contract.body, {}).success,
        content: { 'application/json': { schema: fromZod(contract.body) } },
      }
    : other;
  return { ...rest, ...(parameters.length ? { parameters } : {}), ...(requestBody ? { requestBody } : {}) };
}

function applyContracts(paths: Paths, modules: RouteModules): Record<string, Partial<Record<(typeof METHODS)[number], BuiltOperation>>> {
  const contracts = routeContracts(modules);
  const out: Record<string, Partial<Record<(typeof METHODS)[number], BuiltOperation>>> = {};
  for (const [path, item] of Object.entries(paths)) {
    out[path] = {};
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const contract = contracts.get(`${method} ${path}`);
      // Not in the list: the document's own route, which reads no input.
      out[path][method] = withContract(operation, contract ?? {});
    }
  }
  return out;
}

const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The OpenAPI 3.1 document of /api, served at /api/openapi.json. */
export function openApiDocument(serverUrl: string, modules: RouteModules) {
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
    paths: applyContracts(mergePaths(DOMAINS), modules),
    components: {
      schemas: {
        Error: answer(apiErrorSchema),
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
          'Retry-After': { description: 'Seconds until a new attempt is allowed', schema: answer(z.number().int().min(1)) },
        }),
        ServerError: errorResponse('Unexpected error (no detail is given)'),
      },
      parameters: {
        XLang: {
          name: 'x-lang',
          in: 'header',
          required: false,
          description: 'Language of messages in the answer (default en)',
          schema: fromZod(z.enum(locales)),
        },
        XAuthToken: {
          name: 'x-auth-token',
          in: 'header',
          required: false,
          description: 'Session token returned by POST /api/auth/login',
          schema: fromZod(z.string()),
        },
        XsrfHeader: {
          name: 'X-XSRF-TOKEN',
          in: 'header',
          required: true,
          description: 'The value of the XSRF-TOKEN cookie',
          schema: fromZod(z.string().regex(/^[A-Za-z0-9_-]{43}$/)),
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
