import type { FieldValues, Resolver } from 'react-hook-form';
import { localizedErrorMap, type ErrorTranslator } from '@/lib/validations/error-map';

/**
 * zodResolver(messageSchema) — the handler's own schema — loaded on the first validation
 * instead of with the page: zod and the resolver are ~35 KB of JavaScript that a visitor who
 * only reads the page never needs.
 */
export function lazyMessageResolver<TIn extends FieldValues, TOut>(t: ErrorTranslator): Resolver<TIn, unknown, TOut> {
  let loaded: Promise<Resolver<TIn, unknown, TOut>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), import('@/lib/validations/message')]).then(
      ([{ zodResolver }, { messageSchema }]) => zodResolver(messageSchema, { error: localizedErrorMap(t) }) as unknown as Resolver<TIn, unknown, TOut>,
    );
    return (await loaded)(values, context, options);
  };
}
