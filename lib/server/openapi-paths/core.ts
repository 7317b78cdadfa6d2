import 'server-only';
import { ref, type Paths } from './types';

export const paths: Paths = {
  '/api/openapi.json': {
    get: {
      operationId: 'getOpenApi',
      summary: 'This document (OpenAPI 3.1)',
      tags: ['operations'],
      responses: { '200': { description: 'The document', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
  },
  '/api/health': {
    get: {
      operationId: 'getHealth',
      summary: 'Liveness: the process answers',
      tags: ['operations'],
      responses: {
        '200': {
          description: 'Alive',
          content: { 'application/json': { schema: { type: 'object', required: ['status'], properties: { status: { const: 'ok' } } } } },
        },
        '500': ref.response('ServerError'),
      },
    },
  },
  '/api/metrics': {
    get: {
      operationId: 'getMetrics',
      summary: "This instance's Prometheus metrics",
      tags: ['operations'],
      description:
        'Request durations by method, route group and status class, requests in flight, 5xx answers, page memo hits and misses, the database pool, the mail outbox backlog and the Node.js process, in the Prometheus text format (version 0.0.4). For the scraper, per instance: a bearer token (METRICS_TOKEN); 404 on a server without one. nginx answers the path with 404 (docs/deploy.md, "Metrics").',
      responses: {
        '200': { description: 'The metrics', content: { 'text/plain; version=0.0.4; charset=utf-8': { schema: { type: 'string' } } } },
        '401': ref.response('Unauthorized'),
        '404': ref.response('NotFound'),
        '500': ref.response('ServerError'),
      },
      security: [{ metricsToken: [] }],
    },
  },
  '/api/ready': {
    get: {
      operationId: 'getReady',
      summary: 'Readiness: the instance is not shutting down and the database is reachable',
      tags: ['operations'],
      responses: {
        '200': {
          description: 'Ready',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['status', 'database'],
                properties: { status: { const: 'ready' }, database: { const: 'ok' }, ms: { type: 'integer' } },
              },
            },
          },
        },
        '503': {
          description: 'Shutting down (SIGTERM: take the instance out of the pool), or the database is unreachable',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { status: { enum: ['draining', 'unavailable'] }, database: { const: 'unreachable' } } },
            },
          },
        },
        '500': ref.response('ServerError'),
      },
    },
  },
  '/api/xsrf': {
    get: {
      operationId: 'getXsrfToken',
      summary: 'A fresh anti-forgery cookie',
      tags: ['operations'],
      description:
        'Sets `XSRF-TOKEN` (signed; bound to the session in x-auth-token when given). Unsafe requests send it back in `X-XSRF-TOKEN`; a 403 `xsrf_failed` means: fetch a fresh one and retry once.',
      responses: {
        '200': {
          description: 'The cookie is set',
          headers: { 'Set-Cookie': { schema: { type: 'string' } } },
          content: { 'application/json': { schema: { type: 'object', required: ['ok'], properties: { ok: { const: true } } } } },
        },
      },
    },
  },
};
