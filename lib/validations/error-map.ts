import type { z } from 'zod';

/** The translator shape both next-intl's `useTranslations('Errors')` and `createTranslator` satisfy. */
export type ErrorTranslator = (key: string, values?: Record<string, string | number>) => string;

/**
 * Turns zod issues into localized messages from the `Errors` namespace. A schema may name its
 * own message with `{ error: '@someKey' }`; everything else is mapped from the issue code.
 * Shared by route handlers (422 field messages) and forms (zodResolver's error option).
 */
export function localizedErrorMap(t: ErrorTranslator): z.core.$ZodErrorMap {
  return (issue) => {
    if (typeof issue.message === 'string' && issue.message.startsWith('@')) return t(issue.message.slice(1));
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
export function localizeMessage(message: string, t?: ErrorTranslator): string {
  return t && message.startsWith('@') ? t(message.slice(1)) : message;
}

/** `{ field: message }` from a zod error, first message per field (nested paths joined by dots). */
export function fieldErrors(error: z.ZodError, t?: ErrorTranslator): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= localizeMessage(issue.message, t);
  }
  return fields;
}
