import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { XSRF_COOKIE, XSRF_HEADER, xsrfValid } from '@/lib/xsrf';
import { fieldErrors, localizedErrorMap } from '@/lib/validations/error-map';
import { requestLocale, translator } from '../i18n';
import { log } from '../log';
import { HttpError } from './errors';

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

/** The client address as seen by scripts/server.mjs (it overwrites any incoming value). */
export function clientIp(req: NextRequest): string {
  return req.headers.get('x-pawtrail-ip') ?? '0.0.0.0';
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

function errorResponse(error: HttpError, t: ReturnType<typeof translator<'Errors'>>): Response {
  const body = { error: { code: error.code, message: t(error.messageKey), ...(error.fields ? { fields: error.fields } : {}) } };
  return json(body, { status: error.status, headers: { ...error.headers, 'Cache-Control': 'no-store' } });
}

/**
 * The one way to write a route handler: parse (zod) → do → respond. Malformed JSON → 400,
 * wrong content type → 415, over 1 MB → 413, invalid fields → 422 with messages in the
 * `x-lang` language, missing/mismatched XSRF pair on unsafe methods → 403, anything
 * unexpected → 500 without detail (the stack goes to the log only).
 */
export function handler<B extends Schema = z.ZodUndefined, Q extends Schema = z.ZodObject, P extends Schema = z.ZodObject>(
  options: Options<B, Q, P>,
  fn: (ctx: HandlerContext<z.output<B>, z.output<Q>, z.output<P>>) => Promise<Response>,
) {
  return async (req: NextRequest, route?: RouteContext): Promise<Response> => {
    const locale = requestLocale(req.headers);
    const t = translator(locale, 'Errors');
    try {
      if (UNSAFE.has(req.method) && options.xsrf !== false) {
        if (!xsrfValid(req.cookies.get(XSRF_COOKIE)?.value, req.headers.get(XSRF_HEADER))) {
          throw new HttpError(403, 'xsrf_failed', 'xsrf');
        }
      }
      await options.guard?.(req);
      const translate = t as (key: string, values?: Record<string, string | number>) => string;
      const errorMap = localizedErrorMap(translate);
      const parse = <S extends Schema>(schema: S | undefined, input: unknown, code: string) => {
        if (!schema) return input as z.output<S>;
        const result = z.safeParse(schema, input, { error: errorMap });
        if (!result.success) throw new HttpError(code === 'invalid_fields' ? 422 : 400, code, code === 'invalid_fields' ? 'invalidInput' : 'badRequest', fieldErrors(result.error, translate));
        return result.data;
      };
      const rawBody = options.body ? await readBody(req) : undefined;
      const body = parse(options.body, rawBody ?? (options.body ? {} : undefined), 'invalid_fields');
      const query = parse(options.query, Object.fromEntries(req.nextUrl.searchParams), 'invalid_query');
      const params = parse(options.params, route ? await route.params : {}, 'invalid_path');
      return await fn({ req, locale, body, query, params, ip: clientIp(req), t });
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error, t);
      log.error('unhandled error in route handler', { method: req.method, path: req.nextUrl.pathname, error });
      return errorResponse(new HttpError(500, 'internal_error', 'server'), t);
    }
  };
}
