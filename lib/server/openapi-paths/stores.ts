import 'server-only';
import { STORE_ID_PATTERN, STORE_IMPORT_MAX_ROWS, STORE_STATUS_VALUES } from '@/lib/validations/store-admin';
import { STORE_KINDS } from '@/lib/validations/stores';
import { ref, unsafeJsonErrors, type JsonSchema, type Paths } from './types';

// The store finder's list in the back office (issue 32): editors and admins.
const object = (required: string[], properties: Record<string, JsonSchema>): JsonSchema => ({ type: 'object', required, properties });
const ok = (description: string, schema: JsonSchema) => ({ description, content: { 'application/json': { schema } } });
const guarded = { '401': ref.response('Unauthorized'), '403': ref.response('Forbidden'), '500': ref.response('ServerError') };
const tags = ['admin'];
const read = [ref.parameter('XLang')];
const write = [ref.parameter('XLang'), ref.parameter('XsrfHeader')];
const str = { type: 'string' };
const store = object(
  [
    'id',
    'kind',
    'name',
    'country',
    'region',
    'city',
    'cityLocal',
    'postcode',
    'address',
    'phone',
    'email',
    'latitude',
    'longitude',
    'days',
    'opens',
    'closes',
    'status',
    'closedAt',
    'updatedAt',
  ],
  {
    id: { type: 'string', pattern: STORE_ID_PATTERN.source, description: 'The key the CSV import matches' },
    kind: { type: 'string', enum: [...STORE_KINDS] },
    name: str,
    country: { type: 'string', pattern: '^[A-Z]{2}$' },
    region: str,
    city: str,
    cityLocal: { type: 'string', description: 'Empty when the city has no local spelling of its own' },
    postcode: str,
    address: str,
    phone: str,
    email: str,
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    days: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 7 }, description: 'ISO weekdays, 1 = Monday; empty without opening hours' },
    opens: { type: 'string', description: 'HH:MM, or empty' },
    closes: { type: 'string', description: 'HH:MM, or empty' },
    status: { type: 'string', enum: [...STORE_STATUS_VALUES] },
    closedAt: { type: ['string', 'null'], format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time', description: 'The version to send back with a change' },
  },
);

export const paths: Paths = {
  '/api/admin/stores': {
    get: {
      operationId: 'listStores',
      summary: 'Stores and agents, closed ones included (editors, admins)',
      tags,
      security: [{ staffCookie: [] }],
      parameters: read,
      responses: {
        '200': ok(
          'By country, city, name and id',
          object(['items', 'total', 'next'], { items: { type: 'array', items: store }, total: { type: 'integer' }, next: { type: ['string', 'null'] } }),
        ),
        '422': ref.response('InvalidFields'),
        ...guarded,
      },
    },
    post: {
      operationId: 'createStore',
      summary: 'Add a store or agent; the public finder lists it at once',
      description: 'Audited (`store.create`). 409 when the id is taken. An empty id gets one made up.',
      tags,
      security: [{ staffCookie: [], xsrfCookie: [] }],
      parameters: write,
      responses: { '201': ok('The new store', store), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    },
  },
  '/api/admin/stores/{id}': {
    put: {
      operationId: 'updateStore',
      summary: 'Edit a store or agent over the version the member saw',
      description: 'Audited (`store.update`). 409 when it changed since `updatedAt`.',
      tags,
      security: [{ staffCookie: [], xsrfCookie: [] }],
      parameters: write,
      responses: { '200': ok('The store', store), '404': ref.response('NotFound'), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    },
  },
  '/api/admin/stores/{id}/status': {
    post: {
      operationId: 'setStoreStatus',
      summary: 'Close a store (it leaves the public finder at once) or reopen it',
      description: 'Audited (`store.close`, `store.reopen`). 409 when it changed since `updatedAt`.',
      tags,
      security: [{ staffCookie: [], xsrfCookie: [] }],
      parameters: write,
      responses: { '200': ok('The store', store), '404': ref.response('NotFound'), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    },
  },
  '/api/admin/stores/export': {
    get: {
      operationId: 'exportStores',
      summary: 'The filtered stores and agents as a CSV file (RFC 4180, UTF-8 with BOM, header row)',
      tags,
      security: [{ staffCookie: [] }],
      parameters: read,
      responses: {
        '200': {
          description:
            'Columns: id, kind, status, name, country, region, city, city_local, postcode, address, phone, email, latitude, longitude, days, opens, closes',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        '422': ref.response('InvalidFields'),
        ...guarded,
      },
    },
  },
  '/api/admin/stores/import': {
    post: {
      operationId: 'importStores',
      summary: 'Import a CSV file of stores and agents: every row or none',
      description: `The export's columns; at most ${STORE_IMPORT_MAX_ROWS} rows in a body of at most 1 MB. A row whose id exists updates it, any other row creates one. Any bad row → 422 \`invalid_rows\` whose fields are \`"<line>:<column>"\` (or \`"<line>"\`) → message, and nothing is written. Audited (\`store.import\`).`,
      tags,
      security: [{ staffCookie: [], xsrfCookie: [] }],
      parameters: write,
      responses: {
        '200': ok(
          'Counts',
          object(['created', 'updated', 'unchanged'], { created: { type: 'integer' }, updated: { type: 'integer' }, unchanged: { type: 'integer' } }),
        ),
        ...guarded,
        ...unsafeJsonErrors,
      },
    },
  },
};
