import 'server-only';
import { staffStorePageSchema, staffStoreSchema, storeImportResultSchema } from '@/lib/types/staff';
import { STORE_IMPORT_MAX_ROWS } from '@/lib/validations/store-admin';
import { z } from 'zod';
import { file, json as ok, ref, unsafeJsonErrors, type Paths } from './types';

// The store finder's list in the back office (issue 32): editors and admins.
const guarded = { '401': ref.response('Unauthorized'), '403': ref.response('Forbidden'), '500': ref.response('ServerError') };
const tags = ['admin'];
const read = [ref.parameter('XLang')];
const write = [ref.parameter('XLang'), ref.parameter('XsrfHeader')];
const store = staffStoreSchema;

export const paths: Paths = {
  '/api/admin/stores': {
    get: {
      operationId: 'listStores',
      summary: 'Stores and agents, closed ones included (editors, admins)',
      tags,
      security: [{ staffCookie: [] }],
      parameters: read,
      responses: {
        '200': ok('By country, city, name and id', staffStorePageSchema),
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
        '200': file(
          'Columns: id, kind, status, name, country, region, city, city_local, postcode, address, phone, email, latitude, longitude, days, opens, closes',
          ['text/csv'],
          z.string(),
        ),
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
        '200': ok('Counts', storeImportResultSchema),
        ...guarded,
        ...unsafeJsonErrors,
      },
    },
  },
};
