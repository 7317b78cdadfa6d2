import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { localizedErrorMap, type ErrorTranslator } from '@/lib/validations/error-map';

/*
 * The dealer form's share of what the online message form does in components/message/: the same
 * two ideas, kept apart on purpose so that the message page's JavaScript stays byte for byte what
 * it was (sharing them there cost it ~0.2 KB gzip).
 */

/**
 * `Errors` messages keyed by key, with parameterised ones pre-formatted under `key:value`
 * (e.g. `fieldTooLong:100`), so plural rules stay on the server and no ICU runtime ships.
 */
export type ErrorStrings = Record<string, string>;

export function errorTranslator(strings: ErrorStrings): ErrorTranslator {
  return (key, values) => {
    const formatted = values ? strings[`${key}:${Object.values(values).join(',')}`] : strings[key];
    return formatted ?? strings.fieldInvalid ?? key;
  };
}

/**
 * zodResolver(schema) — the handler's own schema — loaded on the first validation instead of
 * with the page (zod and the resolver are ~35 KB a reader of the page never needs). `load`
 * imports the schema's module with a literal import, for the bundler.
 */
export function lazyResolver<TIn extends FieldValues, TOut>(load: () => Promise<z.core.$ZodType>, t: ErrorTranslator): Resolver<TIn, unknown, TOut> {
  let loaded: Promise<Resolver<TIn, unknown, TOut>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never, { error: localizedErrorMap(t) }) as unknown as Resolver<TIn, unknown, TOut>,
    );
    return (await loaded)(values, context, options);
  };
}
