import { ref, type Paths } from './types';

export const paths: Paths = {
  '/api/health': {
    get: {
      operationId: 'getHealth', summary: 'Liveness: the process answers', tags: ['operations'],
      responses: {
        '200': { description: 'Alive', content: { 'application/json': { schema: { type: 'object', required: ['status'], properties: { status: { const: 'ok' } } } } } },
        '500': ref.response('ServerError'),
      },
    },
  },
  '/api/ready': {
    get: {
      operationId: 'getReady', summary: 'Readiness: the database is reachable', tags: ['operations'],
      responses: {
        '200': {
          description: 'Ready',
          content: { 'application/json': { schema: { type: 'object', required: ['status', 'database'], properties: { status: { const: 'ready' }, database: { const: 'ok' }, ms: { type: 'integer' } } } } },
        },
        '503': {
          description: 'The database is unreachable',
          content: { 'application/json': { schema: { type: 'object', properties: { status: { const: 'unavailable' }, database: { const: 'unreachable' } } } } },
        },
        '500': ref.response('ServerError'),
      },
    },
  },
};
