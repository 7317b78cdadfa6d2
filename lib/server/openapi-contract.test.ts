import { readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RouteContract } from './http/handler';
import { openApiDocument, routeOperations } from './openapi';
import { fromZod, type JsonSchema } from './openapi-paths/types';
import { ROUTE_MODULES } from '@/app/api/openapi.json/routes';

// The OpenAPI document against the route handlers themselves: every exported method of every
// app/api/**/route.ts is documented, with the request body, path and query parameters its handler
// validates (the zod schemas handler() was given), so a schema change shows in the document or
// this test fails.

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Parameter = { $ref?: string; name?: string; in?: string; required?: boolean; schema?: JsonSchema; description?: string };
type Operation = { parameters?: Parameter[]; requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> } };
const doc = openApiDocument('http://localhost', ROUTE_MODULES) as unknown as { paths: Record<string, Record<string, Operation>> };

const root = path.join(process.cwd(), 'app/api');
const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'route.ts')
  .map((file) => file.split(path.sep).join('/'))
  .sort();
const template = (file: string) => `/api/${path.posix.dirname(file).replace(/\[(\w+)\]/g, '{$1}')}`;

/** `[method, path, contract]` of every operation the route files export (content kinds and actions expanded). */
function operations(file: string, routeModule: Record<string, unknown>): [string, string, RouteContract | undefined][] {
  const out: [string, string, RouteContract | undefined][] = [];
  for (const method of METHODS) {
    const fn = routeModule[method];
    if (typeof fn !== 'function') continue;
    for (const [route, contract] of routeOperations(template(file), fn)) out.push([method.toLowerCase(), route, contract]);
  }
  return out;
}

/** The properties of a path or query schema as the document should list them. */
function expectedParameters(schema: RouteContract['query'], where: 'path' | 'query') {
  if (!schema) return [];
  const object = fromZod(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, { description, ...rest }]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: rest,
    ...(typeof description === 'string' ? { description } : {}),
  }));
}

describe('the OpenAPI document against the route handlers', () => {
  it('lists every route module (node scripts/openapi-routes.mjs writes the list)', () => {
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual(
      files
        .filter((f) => f !== 'openapi.json/route.ts')
        .map(template)
        .sort(),
    );
  });

  it.each(files)('app/api/%s: every method documented with the body and parameters its handler validates', async (file) => {
    const routeModule = (await import(`@/app/api/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    const found = operations(file, routeModule);
    expect(found.length).toBeGreaterThan(0);
    for (const [method, route, contract] of found) {
      const operation = doc.paths[route]?.[method];
      expect({ route, method, documented: Boolean(operation) }).toEqual({ route, method, documented: true });
      // Every route goes through handler() (or staffHandler()), which attaches what it validates.
      expect({ route, method, contract: Boolean(contract) }).toEqual({ route, method, contract: true });
      const op = operation!;
      const parameters = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      expect({ route, method, parameters }).toEqual({
        route,
        method,
        parameters: [...expectedParameters(contract!.params, 'path'), ...expectedParameters(contract!.query, 'query')],
      });
      // A path placeholder the handler does not validate would reach it unchecked.
      const placeholders = [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect({ route, method, placeholders }).toEqual({
        route,
        method,
        placeholders: parameters
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort(),
      });
      const json = op.requestBody?.content['application/json'];
      if (contract!.body) {
        expect({ route, method, body: json?.schema }).toEqual({ route, method, body: fromZod(contract!.body) });
        expect(op.requestBody!.required).toBe(!z.safeParse(contract!.body, {}).success);
      } else {
        // No JSON body is read: only an upload or a plain form may be documented.
        expect({ route, method, body: json }).toEqual({ route, method, body: undefined });
      }
    }
  });
});
