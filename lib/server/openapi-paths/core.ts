import 'server-only';
import { z } from 'zod';
import { healthSchema, notReadySchema, okSchema, readySchema } from '@/lib/types/api';
import { answer, file, json, ref, type Paths } from './types';

/** The document itself, described only as far as its route promises. */
const openApiSchema = z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) });

export const paths: Paths = {
  '/api/openapi.json': {
    get: {
      operationId: 'getOpenApi',
      summary: 'This document (OpenAPI 3.1)',
      tags: ['operations'],
      responses: { '200': json('The document', openApiSchema) },
    },
  },
  '/api/health': {
    get: {
      operationId: 'getHealth',
      summary: 'Liveness: the process answers',
      tags: ['operations'],
      responses: {
        '200': json('Alive', healthSchema),
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
        '200': file('The metrics', ['text/plain; version=0.0.4; charset=utf-8'], z.string()),
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
        '200': json('Ready', readySchema),
        '503': json('Shutting down (SIGTERM: take the instance out of the pool), or the database is unreachable', notReadySchema),
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
        '200': { ...json('The cookie is set', okSchema), headers: { 'Set-Cookie': { schema: answer(z.string()) } } },
      },
    },
  },
};
