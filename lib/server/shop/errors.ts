import 'server-only';
import type { Locale } from '@/i18n/routing';
import type en from '@/messages/en.json';
import { json } from '../http/handler';
import { HttpError, type ErrorKey } from '../http/errors';
import { translator } from '../i18n';

export type ShopErrorKey = keyof (typeof en)['Shop']['errors'];

/**
 * A shop rule the request broke (out of stock, card declined…). Its message comes from
 * `Shop.errors`; should it ever escape the shop wrapper, the generic `Errors` text still applies.
 */
export class ShopError extends HttpError {
  constructor(status: number, code: string, readonly shopKey: ShopErrorKey, readonly values: Record<string, string | number> = {}, fallback: ErrorKey = 'conflict') {
    super(status, code, fallback);
    this.name = 'ShopError';
  }
}

export const shopError = (status: number, code: ShopErrorKey, values?: Record<string, string | number>) => new ShopError(status, code.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), code, values);

export function shopErrorResponse(error: ShopError, locale: Locale): Response {
  const t = translator(locale, 'Shop');
  return json({ error: { code: error.code, message: t(`errors.${error.shopKey}`, error.values) } }, { status: error.status, private: true });
}
