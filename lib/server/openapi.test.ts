import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GET } from '@/app/api/openapi.json/route';
import { ROUTE_MODULES } from '@/app/api/openapi.json/routes';
import { openApiDocument, routeContracts, routeOperations, type BuiltOperation } from './openapi';
import { zodSourceOf } from './openapi-paths/types';
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

describe('one contract per endpoint: every schema of the document is generated from zod', () => {
  // Built here rather than read from the route: the JSON would lose which zod schema each JSON Schema came from.
  const built = openApiDocument('http://localhost', ROUTE_MODULES) as unknown as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], BuiltOperation>>>;
    components: { schemas: Record<string, unknown>; parameters: Record<string, { schema: unknown }>; responses: Record<string, unknown> };
  };
  const operations = Object.entries(built.paths).flatMap(([route, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ route, method, op: item[method]! })),
  );
  const contracts = routeContracts(ROUTE_MODULES);
  const generated = (schema: unknown) => zodSourceOf(schema) !== undefined || (schema as { $ref?: string }).$ref === '#/components/schemas/Error';

  it('documents a success for every operation, and every success with a body has a schema made from zod', () => {
    const missing: string[] = [];
    const handWritten: string[] = [];
    for (const { route, method, op } of operations) {
      const success = Object.entries(op.responses).filter(([status]) => /^[23]\d\d$/.test(status));
      if (success.length === 0) missing.push(`${method.toUpperCase()} ${route}: no 2xx or 3xx answer`);
      for (const [status, response] of success) {
        if ('$ref' in response) continue;
        const content = Object.entries(response.content ?? {});
        // Only "no content" and redirects may come without a body.
        if (content.length === 0 && !['204', '303', '304'].includes(status)) missing.push(`${method.toUpperCase()} ${route} ${status}: no body schema`);
        for (const [type, { schema }] of content) if (!generated(schema)) handWritten.push(`${method.toUpperCase()} ${route} ${status} ${type}`);
      }
    }
    expect(operations.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
    expect(handWritten).toEqual([]);
  });

  it('documents the request body of every operation that reads one, from zod, and only those take none', () => {
    const problems: string[] = [];
    const bodiless: string[] = [];
    for (const { route, method, op } of operations) {
      const contract = contracts.get(`${method} ${route}`);
      if (contract?.body && !op.requestBody?.content['application/json']) problems.push(`${method.toUpperCase()} ${route}: its JSON body is undocumented`);
      for (const [type, { schema }] of Object.entries(op.requestBody?.content ?? {}))
        if (!generated(schema)) problems.push(`${method.toUpperCase()} ${route} ${type}: hand-written`);
      if (method !== 'get' && !op.requestBody) bodiless.push(`${method} ${route.replace(/^\/api\/admin\/content\/[a-z]+\//, '/api/admin/content/{kind}/')}`);
    }
    expect(problems).toEqual([]);
    // Unsafe operations that read no body at all (their handler parses none: the contract test
    // checks that side). A new one belongs here on purpose, not by a forgotten schema.
    expect([...new Set(bodiless)].sort()).toEqual(
      [
        'delete /api/addresses/{id}',
        'delete /api/admin/content/{kind}/{id}/{locale}/schedule',
        'delete /api/admin/faq/{id}',
        'delete /api/admin/media/{id}',
        'delete /api/admin/session',
        'delete /api/cards/{id}',
        'delete /api/cart/items/{id}',
        'delete /api/favorites/{productId}',
        'post /api/admin/mail/failures/{id}/retry',
        'post /api/alerts/unsubscribe',
        'post /api/auth/logout',
        'post /api/auth/logout-all',
        'post /api/cart/merge',
        'post /api/content/scheduled',
        'post /api/news/{id}/views',
        'post /api/notify/unsubscribe',
        'post /api/orders/{id}/cancel',
      ].sort(),
    );
  });

  it('generates the shared parts too: the Error schema and the header parameters', () => {
    expect(generated(built.components.schemas.Error)).toBe(true);
    for (const parameter of Object.values(built.components.parameters)) expect(generated(parameter.schema)).toBe(true);
    for (const { op } of operations)
      for (const parameter of op.parameters ?? []) if (!('$ref' in parameter) && parameter.in === 'header') expect(generated(parameter.schema)).toBe(true);
  });

  it('keeps no hand-written JSON Schema in lib/server/openapi-paths', () => {
    const dir = path.join(process.cwd(), 'lib/server/openapi-paths');
    const found: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      readFileSync(path.join(dir, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (
            /\b(properties|additionalProperties|oneOf|anyOf|allOf|prefixItems)\s*:|\btype\s*:\s*\[?['"](object|array|string|integer|number|boolean|null)['"]/.test(
              line,
            )
          )
            found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
