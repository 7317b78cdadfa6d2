import 'server-only';
import { z } from 'zod';
/** A minimal typing of OpenAPI 3.1 path items: enough to catch typos, open for extension. */
export type JsonSchema = { [key: string]: unknown };

declare const generated: unique symbol;
/**
 * JSON Schema made from a zod schema by `fromZod` or `answer`: the only kind of schema an operation
 * admits (request bodies, answers, headers), so none is written by hand beside the zod schema that
 * validates or types the same body.
 */
export type Generated = JsonSchema & { readonly [generated]: true };

/** The zod schema each generated JSON Schema was made from, for the tests that check real answers against it. */
const sources = new WeakMap<object, z.core.$ZodType>();

function generate(schema: z.core.$ZodType, io: 'input' | 'output'): Generated {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, io === 'input' ? { io } : { io, unrepresentable: 'any' }) as Record<string, unknown>;
  sources.set(rest, schema);
  return rest as Generated;
}

/** The request's own zod schema as JSON Schema (2020-12, as OpenAPI 3.1 uses): one definition, no copy to drift. */
export const fromZod = (schema: z.core.$ZodType): Generated => generate(schema, 'input');

/** An answer's zod schema (lib/types) as JSON Schema: what the handler sends, checked by the tests that call it. */
export const answer = (schema: z.core.$ZodType): Generated => generate(schema, 'output');

/** The zod schema a documented JSON Schema was generated from (undefined for one written by hand). */
export const zodSourceOf = (schema: unknown): z.core.$ZodType | undefined => (schema && typeof schema === 'object' ? sources.get(schema) : undefined);

/** A file's bytes (an upload, a PDF, an image): a string of binary content, as OpenAPI 3.1 spells it. */
export const binary = z.string().meta({ contentEncoding: 'binary' });

/** A body that is the file itself (an upload), in any of `types`, at most `maxBytes`: from the constants the route checks with. */
export const upload = (types: readonly string[], maxBytes: number): NonNullable<Operation['requestBody']> => ({
  required: true,
  description: `The file itself, at most ${maxBytes} bytes (else 413)`,
  content: Object.fromEntries(types.map((type) => [type, { schema: fromZod(binary) }])),
});

/** A JSON answer: its description and the zod schema (lib/types) it is documented and checked with. */
export const json = (description: string, schema: z.core.$ZodType) => ({ description, content: { 'application/json': { schema: answer(schema) } } });

/** An answer that is not JSON (a PDF, an image, a CSV or calendar text), in each of `types`; a file's bytes unless `schema` says otherwise. */
export const file = (description: string, types: readonly string[], schema: z.core.$ZodType = binary) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: answer(schema) }])),
});

type Header = { description?: string; schema: Generated };
/** A shared schema of lib/server/openapi.ts's components (the one `Error`). */
type SchemaRef = { $ref: `#/components/schemas/${string}` };

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /**
   * Headers only: path and query parameters come from the route's own schemas (see
   * lib/server/openapi.ts); the built document lists them here too.
   */
  parameters?: ({ $ref: string } | { name: string; in: 'header'; required?: boolean; schema: Generated; description?: string })[];
  /** Only a body that is not JSON (an upload, a plain form): a JSON body comes from the route's schema. */
  requestBody?: { required?: boolean; description?: string; content: Partial<Record<string, { schema: Generated }>> & { 'application/json'?: never } };
  responses: Record<
    string,
    { $ref: string } | { description: string; headers?: Record<string, Header>; content?: Record<string, { schema: Generated | SchemaRef }> }
  >;
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
  schema: (name: 'Error'): SchemaRef => ({ $ref: `#/components/schemas/${name}` }),
  parameter: (name: 'XLang' | 'XAuthToken' | 'XsrfHeader') => ({ $ref: `#/components/parameters/${name}` }),
};

/** An error answer with a description of its own: the shared `Error` schema. */
export const error = (description: string) => ({ description, content: { 'application/json': { schema: ref.schema('Error') } } });

/** The error responses every unsafe JSON endpoint can give (XSRF, body parsing, validation, 500). */
export const unsafeJsonErrors = {
  '400': ref.response('BadRequest'),
  '403': ref.response('Forbidden'),
  '413': ref.response('TooLarge'),
  '415': ref.response('UnsupportedMediaType'),
  '422': ref.response('InvalidFields'),
  '500': ref.response('ServerError'),
};
