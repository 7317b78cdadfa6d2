import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GET } from '@/app/api/openapi.json/route';
import { ROUTE_MODULES } from '@/app/api/openapi.json/routes';
import { routeOperations } from './openapi';
import { request } from '@/test/http';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, { $ref?: string }> }>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown>; parameters: Record<string, unknown> };
};

/** Every `$ref` in the document, to check each one resolves. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

function resolve(doc: unknown, pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);
}

describe('GET /api/openapi.json', () => {
  let doc: Doc;
  beforeAll(async () => {
    const res = await GET(request('/api/openapi.json'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    doc = JSON.parse(await res.text()) as Doc;
  });

  it('is an OpenAPI 3.1 document with the endpoints that exist', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready', '/api/messages']));
  });

  it('gives every operation an id and responses, and every error response uses the Error schema', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      const operations = METHODS.filter((m) => item[m]);
      expect(operations.length).toBeGreaterThan(0);
      for (const method of operations) {
        const op = item[method]!;
        expect({ path, method, id: op.operationId }).toEqual({ path, method, id: expect.any(String) });
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      }
    }
    for (const response of Object.values(doc.components.responses)) {
      expect(response).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
    }
    expect(doc.paths['/api/messages']!.post!.responses['422']).toEqual({ $ref: '#/components/responses/InvalidFields' });
    expect(doc.paths['/api/messages']!.post!.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
  });

  it('documents an address body with the limits the server applies (from its zod schema, not a copy)', () => {
    type Body = { requestBody: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>>; required?: string[] } }> } };
    const create = (doc.paths['/api/addresses']!.post as unknown as Body).requestBody.content['application/json']!.schema;
    expect(create.properties.phone).toMatchObject({ type: 'string', maxLength: 30 });
    expect(create.properties.country).toMatchObject({ enum: expect.arrayContaining(['DE', 'JP', 'US']) });
    expect(create.required).toEqual(expect.arrayContaining(['recipient', 'phone', 'country', 'city', 'line1']));
    const edit = (doc.paths['/api/addresses/{id}']!.patch as unknown as Body).requestBody.content['application/json']!.schema;
    expect(edit.properties.phone).toMatchObject({ maxLength: 30 });
    expect(edit.required ?? []).toEqual([]);
  });

  it('has no dangling $ref', () => {
    const dangling = refs(doc).filter((r) => resolve(doc, r) === undefined);
    expect(dangling).toEqual([]);
    expect(refs(doc)).toContain('#/components/schemas/Error');
  });

  it('documents the x-lang, x-auth-token and XSRF headers', () => {
    expect(Object.keys(doc.components.parameters).sort()).toEqual(['XAuthToken', 'XLang', 'XsrfHeader']);
    expect(resolve(doc, '#/components/securitySchemes/xsrfCookie')).toMatchObject({ in: 'cookie', name: 'XSRF-TOKEN' });
  });

  it('documents every method of every route handler under app/api', () => {
    const root = path.join(process.cwd(), 'app/api');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('route.ts'));
    const missing: string[] = [];
    for (const file of files) {
      const template = `/api/${path.dirname(file).replace(/\[(\w+)\]/g, '{$1}')}`;
      const methods = [...readFileSync(path.join(root, file), 'utf8').matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!);
      for (const method of methods) {
        // One route file serves every content kind (and the content actions' file every action):
        // each is documented on its own path, with its own schemas. The document's own route is not in the list.
        const handler = ROUTE_MODULES[template]?.[method];
        const routes = handler ? routeOperations(template, handler).map(([route]) => route) : [template];
        for (const route of routes) if (!doc.paths[route]?.[method.toLowerCase() as (typeof METHODS)[number]]) missing.push(`${method} ${route}`);
      }
    }
    expect(files.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
