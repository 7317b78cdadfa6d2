import 'server-only';
import { HttpError, type ShopErrorKey } from '../http/errors';

export type { ShopErrorKey };

/**
 * A shop rule the request broke (out of stock, card declined…): an HttpError whose message is
 * `Shop.errors.<key>` with its placeholders filled; the code is the key in snake case.
 */
export const shopError = (status: number, key: ShopErrorKey, values?: Record<string, string | number>) =>
  new HttpError(
    status,
    key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    `Shop.errors.${key}`,
    undefined,
    undefined,
    values,
  );
