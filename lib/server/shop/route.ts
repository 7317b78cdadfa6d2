import 'server-only';
import { z } from 'zod';
import { fieldErrors } from '@/lib/validations/error-map';
import { shopErrorMap } from '@/lib/validations/shop-error-map';
import type { Locale } from '@/i18n/routing';
import { handler, type HandlerContext } from '../http/handler';
import { HttpError } from '../http/errors';
import { translator } from '../i18n';
import { ShopError, shopErrorResponse } from './errors';

type ErrorFn = (key: string, values?: Record<string, string | number>) => string;

/** Parses with the shop error map (`#key` → Shop.validation, else Errors); 422 with field messages. */
export function parseShop<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const tShop = translator(locale, 'Shop') as unknown as ErrorFn;
  const map = shopErrorMap(translator(locale, 'Errors') as ErrorFn, (key, values) => tShop(`validation.${key}`, values));
  const result = schema.safeParse(input ?? {}, { error: map });
  // The failing input is deliberately not logged: card numbers and CVCs pass through here.
  if (!result.success) {
    // A schema's own `#key` message bypasses the parse-level map in zod 4: resolve it here.
    const fields = Object.fromEntries(Object.entries(fieldErrors(result.error)).map(([k, m]) => [k, m.startsWith('#') ? tShop(`validation.${m.slice(1)}`) : m]));
    throw new HttpError(422, 'invalid_fields', 'invalidInput', fields);
  }
  return result.data;
}

/**
 * handler() for the shop: the same parse → do → respond flow and error shape, plus shop rules
 * (ShopError → localized `Shop.errors` message) and shop field messages on the body.
 */
export function shopHandler<B extends z.ZodType = z.ZodUndefined, Q extends z.ZodType = z.ZodObject, P extends z.ZodType = z.ZodObject>(
  options: { body?: B; query?: Q; params?: P },
  fn: (ctx: HandlerContext<z.output<B>, z.output<Q>, z.output<P>>) => Promise<Response>,
) {
  return handler<z.ZodUnknown, Q, P>({ body: z.unknown(), query: options.query, params: options.params }, async (ctx) => {
    try {
      const body = (options.body ? parseShop(options.body, ctx.body, ctx.locale) : undefined) as z.output<B>;
      return await fn({ ...ctx, body });
    } catch (error) {
      if (error instanceof ShopError) return shopErrorResponse(error, ctx.locale);
      throw error;
    }
  });
}
