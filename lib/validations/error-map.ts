import type { z } from 'zod';

/** The translator shape both next-intl's `useTranslations('Errors')` and `createTranslator` satisfy. */
export type ErrorTranslator = (key: string, values?: Record<string, string | number>) => string;

/**
 * The one error map: turns zod issues into localized messages. A schema may name its own message:
 * `'@key'` is an entry of `Errors`, `'#key'` one of `Shop.validation` (card number, postal code,
 * quantity range…, translated by `tShop` when given); everything else is mapped from the issue
 * code to `Errors`. Shared by route handlers (422 field messages) and forms (zodResolver).
 */
export function localizedErrorMap(t: ErrorTranslator, tShop?: ErrorTranslator): z.core.$ZodErrorMap {
  return (issue) => {
    if (typeof issue.message === 'string' && (issue.message.startsWith('@') || issue.message.startsWith('#'))) return localizeMessage(issue.message, t, tShop);
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null ? t('fieldRequired') : t('fieldInvalid');
      case 'too_small':
        if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? t('fieldRequired') : t('fieldTooShort', { min: Number(issue.minimum) });
        return t('fieldInvalid');
      case 'too_big':
        return issue.origin === 'string' ? t('fieldTooLong', { max: Number(issue.maximum) }) : t('fieldInvalid');
      case 'invalid_format':
        return issue.format === 'email' ? t('fieldEmail') : t('fieldInvalid');
      default:
        return t('fieldInvalid');
    }
  };
}

/**
 * A schema-level message (`{ error: '@key' }`) wins over the parse-time error map in zod, so it
 * arrives as the raw '@key': translate it here.
 */
export function localizeMessage(message: string, t?: ErrorTranslator, tShop?: ErrorTranslator): string {
  if (t && message.startsWith('@')) return t(message.slice(1));
  if (tShop && message.startsWith('#')) return tShop(message.slice(1));
  return message;
}

/** `{ field: message }` from a zod error, first message per field (nested paths joined by dots). */
export function fieldErrors(error: z.ZodError, t?: ErrorTranslator, tShop?: ErrorTranslator): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= localizeMessage(issue.message, t, tShop);
  }
  return fields;
}
