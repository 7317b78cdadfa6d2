import { appendFileSync } from 'node:fs';
import { z } from 'zod';
import { documentedPaths } from '@/lib/server/openapi';
import { zodSourceOf, type Operation } from '@/lib/server/openapi-paths/types';
import { apiErrorSchema } from '@/lib/types/api';

// Real answers against /api/openapi.json: the operation a request reaches is found by its method and
// path, the answer's status must be documented, and a JSON body must be allowed by the zod schema its
// documentation was generated from (strict objects: a field the schema does not name fails too).
// test/setup.ts runs this on every answer a route handler gives in jest; suites may call it too.

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

let templates: { template: string; pattern: RegExp; literal: number; item: Partial<Record<Method, Operation>> }[] | undefined;

function routes() {
  templates ??= Object.entries(documentedPaths()).map(([template, item]) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
    // `/api/orders/lookup` before `/api/orders/{id}`: the more literal segments, the better the match.
    literal: template.split('/').filter((part) => part && !part.startsWith('{')).length,
    item,
  }));
  return templates;
}

/** The documented operation of a request, and its path template; undefined when no path matches. */
export function documentedOperation(method: string, pathname: string): { template: string; operation: Operation | undefined } | undefined {
  const found = routes()
    .filter((route) => route.pattern.test(pathname))
    .sort((a, b) => b.literal - a.literal)[0];
  return found && { template: found.template, operation: found.item[method.toLowerCase() as Method] };
}

/** The zod schema of a documented JSON answer (the shared Error schema for the components' error responses). */
export function answerSchema(operation: Operation, status: number): z.core.$ZodType | null | undefined {
  const response = operation.responses[String(status)];
  if (!response) return undefined;
  if ('$ref' in response) return apiErrorSchema;
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return null;
  return '$ref' in schema && schema.$ref === '#/components/schemas/Error' ? apiErrorSchema : (zodSourceOf(schema) ?? null);
}

/**
 * What is wrong with an answer against its documentation, or null: a status the operation does not
 * document (2xx only: errors come from the one error mapper), or a JSON body its schema refuses.
 */
export async function contractProblem(method: string, url: string, res: Response, options: { unknownPath?: 'skip' } = {}): Promise<string | null> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const found = documentedOperation(method, pathname);
  const name = `${method.toUpperCase()} ${found?.template ?? pathname}`;
  if (!found?.operation) return options.unknownPath === 'skip' ? null : `${name} is not in /api/openapi.json`;
  if (process.env.CONTRACT_LOG) appendFileSync(process.env.CONTRACT_LOG, `${name} ${res.status}\n`);
  const schema = answerSchema(found.operation, res.status);
  if (schema === undefined) return res.status >= 200 && res.status < 300 ? `${name} answered ${res.status}, which its documentation does not list` : null;
  if (!/^application\/json\b/.test(res.headers.get('content-type') ?? '')) return null;
  if (schema === null) return `${name} answered ${res.status} with JSON its documentation gives no schema for`;
  const parsed = z.safeParse(schema, await res.clone().json());
  return parsed.success ? null : `${name} answered ${res.status} outside its documented schema:\n${z.prettifyError(parsed.error)}`;
}

/** For a suite: the answer is what the documentation says (status and body); returns the body. */
export async function expectDocumented(method: string, url: string, res: Response): Promise<unknown> {
  expect(await contractProblem(method, url, res)).toBeNull();
  return res.headers.get('content-type')?.startsWith('application/json') ? res.clone().json() : undefined;
}
