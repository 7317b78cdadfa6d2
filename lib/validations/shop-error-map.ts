import type { z } from 'zod';
import { localizedErrorMap, type ErrorTranslator } from './error-map';

/**
 * The error map of the shop forms and handlers: a schema message `#key` names an entry of
 * `Shop.validation` (card number, postal code, quantity range…); everything else falls back to
 * the shared `Errors` messages. The same map runs in handlers (422) and in forms (zodResolver).
 */
export function shopErrorMap(tErrors: ErrorTranslator, tShop: ErrorTranslator): z.core.$ZodErrorMap {
  const fallback = localizedErrorMap(tErrors);
  return (issue) => {
    if (typeof issue.message === 'string' && issue.message.startsWith('#')) return tShop(issue.message.slice(1));
    return fallback(issue);
  };
}

/** A translator over a plain dictionary (client forms receive their strings as props). */
export function dictTranslator(dict: Record<string, string>): ErrorTranslator {
  return (key, values) => (dict[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`));
}
