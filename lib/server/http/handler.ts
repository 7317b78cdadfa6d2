import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { fieldErrors, localizeMessage, localizedErrorMap, type ErrorTranslator } from '@/lib/validations/error-map';
import { requestLocale, translator } from '../i18n';
import { log } from '../log';
import { clientAddress } from './client-address';
import { HttpError } from './errors';
import { xsrfPasses } from './xsrf';

export const MAX_BODY_BYTES = 1024 * 1024;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface HandlerContext<B, Q, P> {
  req: NextRequest;
  locale: Locale;
  body: B;
  query: Q;
  params: P;
  ip: string;
  /** Localize zod issues the way the wrapper does, for checks made after parsing. */
  t: ReturnType<typeof translator<'Errors'>>;
}

/** Classic zod schemas and zod/mini ones (light enough for public pages' forms) alike. */
type Schema = z.core.$ZodType;

interface Options<B extends Schema, Q extends Schema, P extends Schema> {
  body?: B;
  query?: Q;
  params?: P;
  /** Skip the anti-forgery check (only for endpoints that change nothing a user owns). */
  xsrf?: boolean;
  /** Runs before anything is parsed (e.g. a bearer-token check): throw an HttpError to refuse. */
  guard?: (req: NextRequest) => void | Promise<void>;
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/**
 * The input schemas a route handler validates with, attached to it (non-enumerable `contract`) so
 * that the OpenAPI document (lib/server/openapi.ts) is built from the very schemas the route applies.
 */
export interface RouteContract {
  body?: Schema;
  query?: Schema;
  params?: Schema;
}

/** One operation of a route handler that serves several: the values of the placeholders it fills, and that operation's contract. */
export type RouteExpansion = { params: Record<string, string>; contract: RouteContract };

/** Attaches a contract to a route handler (for wrappers that do not go through handler()). */
export function withContract<F extends object>(fn: F, contract: RouteContract): F & { contract: RouteContract } {
  Object.defineProperty(fn, 'contract', { value: Object.freeze({ ...contract }), enumerable: false });
  return fn as F & { contract: RouteContract };
}

/** The contract a route handler carries, if any. */
export function contractOf(fn: unknown): RouteContract | undefined {
  return typeof fn === 'function' ? (fn as { contract?: RouteContract }).contract : undefined;
}

/** The client address (see client-address.ts: only scripts/server.mjs can vouch for it). */
export function clientIp(req: NextRequest): string {
  return clientAddress(req.headers);
}

async function readBody(req: NextRequest): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, 'payload_too_large', 'tooLarge');
  if (!req.body) return undefined;
  const type = req.headers.get('content-type') ?? '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new HttpError(413, 'payload_too_large', 'tooLarge');
    }
    chunks.push(value);
  }
  if (size === 0) return undefined;
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw new HttpError(415, 'unsupported_media_type', 'unsupportedMediaType');
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'malformed_json', 'badRequest');
  }
}

export function json(data: unknown, init: ResponseInit & { private?: boolean } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  if (init.private) headers.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(data), { status: init.status ?? 200, headers });
}

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL: no field has a use
 * for them, and PostgreSQL refuses NUL in text (the query would fail with a 500). Checked here,
 * once, for every string of every body, query and path, before any schema runs.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** `{ "address.line1": message }` for every string holding a control character, or null. */
export function controlCharacterFields(input: unknown, message: string): Record<string, string> | null {
  const fields: Record<string, string> = {};
  const visit = (value: unknown, path: string[], depth: number) => {
    if (typeof value === 'string') {
      if (CONTROL_CHARACTERS.test(value)) fields[path.join('.') || '_'] ??= message;
    } else if (value && typeof value === 'object' && depth < 16) {
      for (const [key, inner] of Object.entries(value)) visit(inner, [...path, key], depth + 1);
    }
  };
  visit(input, [], 0);
  return Object.keys(fields).length ? fields : null;
}

/** An HttpError's message in a language: a domain rule's (`Shop.errors.…`, placeholders filled) or an `Errors` entry. */
export function errorMessage(error: HttpError, locale: Locale): string {
  const key = error.messageKey;
  return key.startsWith('Shop.')
    ? translator(locale, 'Shop')(key.slice('Shop.'.length) as 'errors.outOfStock', error.values)
    : translator(locale, 'Errors')(key as 'server', error.values);
}

/**
 * An HttpError's field messages in a language: a message written `'@key'` (an entry of `Errors`, as
 * zod schemas name theirs, its placeholders filled from the error's `values`) is translated here, so a domain check deep in a handler refuses a field
 * in the member's language without being handed a translator.
 */
function fieldMessages(error: HttpError, fields: Record<string, string>, locale: Locale): Record<string, string> {
  const t = translator(locale, 'Errors') as ErrorTranslator;
  // The error's values fill the placeholders of its field messages too.
  const withValues: ErrorTranslator = (key, values) => t(key, values ?? error.values);
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, localizeMessage(message, withValues)]));
}

function errorResponse(error: HttpError, locale: Locale): Response {
  const body = {
    error: { code: error.code, message: errorMessage(error, locale), ...(error.fields ? { fields: fieldMessages(error, error.fields, locale) } : {}) },
  };
  return json(body, { status: error.status, headers: { ...error.headers, 'Cache-Control': 'no-store' } });
}

/**
 * Checks input as every handler does: strings with control characters, then the zod schema, with
 * messages in `locale`. Body and query problems are 422 with field messages; a path that cannot
 * name anything is 404. Also for handlers that read a body of their own (a plain HTML form's).
 */
export function parseInput<S extends Schema>(schema: S, input: unknown, locale: Locale, part: 'body' | 'query' | 'path' = 'body'): z.output<S> {
  const translate = translator(locale, 'Errors') as (key: string, values?: Record<string, string | number>) => string;
  // Shop field rules (`#key`) read Shop.validation; its translator is made only when needed.
  const translateShop = (key: string, values?: Record<string, string | number>) =>
    (translator(locale, 'Shop') as unknown as (k: string, v?: Record<string, string | number>) => string)(`validation.${key}`, values);
  const refuse = (fields: Record<string, string>) =>
    part === 'path'
      ? new HttpError(404, 'not_found', 'notFound')
      : new HttpError(422, part === 'body' ? 'invalid_fields' : 'invalid_query', 'invalidInput', fields);
  const controls = controlCharacterFields(input, translate('fieldControlCharacters'));
  if (controls) throw refuse(controls);
  const result = z.safeParse(schema, input, { error: localizedErrorMap(translate, translateShop) });
  if (!result.success) throw refuse(fieldErrors(result.error, translate, translateShop));
  return result.data;
}

/**
 * The one way to write a route handler: parse (zod) → do → respond. Malformed JSON → 400,
 * wrong content type → 415, over 1 MB → 413, invalid body fields or query parameters (control
 * characters included) → 422 with messages in the `x-lang` language, a path parameter that
 * cannot name anything → 404, missing/mismatched XSRF pair on unsafe methods → 403, anything
 * unexpected → 500 without detail (the error goes to the log without values: see log.ts).
 */
export function handler<B extends Schema = z.ZodUndefined, Q extends Schema = z.ZodObject, P extends Schema = z.ZodObject>(
  options: Options<B, Q, P>,
  fn: (ctx: HandlerContext<z.output<B>, z.output<Q>, z.output<P>>) => Promise<Response>,
) {
  const routeHandler = async (req: NextRequest, route?: RouteContext): Promise<Response> => {
    const locale = requestLocale(req.headers);
    const t = translator(locale, 'Errors');
    try {
      if (UNSAFE.has(req.method) && options.xsrf !== false) {
        if (!xsrfPasses(req)) {
          throw new HttpError(403, 'xsrf_failed', 'xsrf');
        }
      }
      await options.guard?.(req);
      const parse = <S extends Schema>(schema: S | undefined, input: unknown, part: 'body' | 'query' | 'path') =>
        schema ? parseInput(schema, input, locale, part) : (input as z.output<S>);
      const rawBody = options.body ? await readBody(req) : undefined;
      const body = parse(options.body, rawBody ?? (options.body ? {} : undefined), 'body');
      const query = parse(options.query, Object.fromEntries(req.nextUrl.searchParams), 'query');
      const params = parse(options.params, route ? await route.params : {}, 'path');
      return await fn({ req, locale, body, query, params, ip: clientIp(req), t });
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error, locale);
      log.error('unhandled error in route handler', {
        id: req.headers.get('x-request-id') ?? undefined,
        method: req.method,
        path: req.nextUrl.pathname,
        error,
      });
      return errorResponse(new HttpError(500, 'internal_error', 'server'), locale);
    }
  };
  return withContract(routeHandler, { body: options.body, query: options.query, params: options.params });
}
