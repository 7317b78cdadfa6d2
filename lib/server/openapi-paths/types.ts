import 'server-only';
import { z } from 'zod';
/** A minimal typing of OpenAPI 3.1 path items: enough to catch typos, open for extension. */
export type JsonSchema = { [key: string]: unknown };

/** The request's own zod schema as JSON Schema (2020-12, as OpenAPI 3.1 uses): one definition, no copy to drift. */
export const fromZod = (schema: z.core.$ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return rest as JsonSchema;
};

/** A body that is the file itself (an upload), in any of `types`, at most `maxBytes`: from the constants the route checks with. */
export const upload = (types: readonly string[], maxBytes: number): NonNullable<Operation['requestBody']> => ({
  required: true,
  description: `The file itself, at most ${maxBytes} bytes (else 413)`,
  content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', contentEncoding: 'binary' } }])),
});

/** An answer's zod schema (lib/types) as JSON Schema: what the handler sends, checked by the tests that call it. */
export const answer = (schema: z.core.$ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest as JsonSchema;
};

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /**
   * Headers only: path and query parameters come from the route's own schemas (see
   * lib/server/openapi.ts); the built document lists them here too.
   */
  parameters?: ({ $ref: string } | { name: string; in: 'header'; required?: boolean; schema: JsonSchema; description?: string })[];
  /** Only a body that is not JSON (an upload, a plain form): a JSON body comes from the route's schema. */
  requestBody?: { required?: boolean; description?: string; content: Partial<Record<string, { schema: JsonSchema }>> & { 'application/json'?: never } };
  responses: Record<string, { $ref: string } | { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
}

export type PathItem = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>;
export type Paths = Record<string, PathItem>;

/** Shorthands for the shared components defined in lib/server/openapi.ts. */
export const ref = {
  response: (
    name:
      | 'BadRequest'
      | 'Unauthorized'
      | 'Forbidden'
      | 'NotFound'
      | 'Conflict'
      | 'TooLarge'
      | 'UnsupportedMediaType'
      | 'InvalidFields'
      | 'TooManyRequests'
      | 'ServerError',
  ) => ({ $ref: `#/components/responses/${name}` }),
  schema: (name: string) => ({ $ref: `#/components/schemas/${name}` }),
  parameter: (name: 'XLang' | 'XAuthToken' | 'XsrfHeader') => ({ $ref: `#/components/parameters/${name}` }),
};

/** The error responses every unsafe JSON endpoint can give (XSRF, body parsing, validation, 500). */
export const unsafeJsonErrors = {
  '400': ref.response('BadRequest'),
  '403': ref.response('Forbidden'),
  '413': ref.response('TooLarge'),
  '415': ref.response('UnsupportedMediaType'),
  '422': ref.response('InvalidFields'),
  '500': ref.response('ServerError'),
};
