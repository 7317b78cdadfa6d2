'use client';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, serverOutcome } from '@/components/ui/form-kit';
import { isApiError } from '@/lib/api/errors';

/**
 * What a back-office screen does when a save fails: a 409 (someone changed the item meanwhile, or
 * the id is taken) reloads the list under `queryKey` and says `conflictText`; anything else shows
 * the server's localized message, on the form's fields when it names them. (Admin only: public
 * forms share form-kit's chunk, so this stays out of it.)
 */
export function useSaveFailure(queryKey: readonly string[], conflictText: string, setOutcome: (outcome: Outcome) => void) {
  const client = useQueryClient();
  const errors = useT('Errors');
  return async (error: unknown, form: Parameters<typeof serverOutcome>[0]) => {
    if (isApiError(error) && error.status === 409) {
      await client.invalidateQueries({ queryKey });
      setOutcome({ kind: 'error', text: conflictText });
    } else setOutcome(serverOutcome(form, error, errors));
  };
}

/** A form's message for one field, for the field components' `error` prop. */
export function fieldError<T extends FieldValues>(form: UseFormReturn<T>) {
  return (name: keyof T & string): string | undefined => {
    const message = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };
}

/** The message of a nested field (`stats.years.value`) in react-hook-form's error tree. */
export function errorAt(errors: FieldErrors<FieldValues>, path: string): string | undefined {
  const node = path.split('.').reduce<unknown>((n, part) => (n as Record<string, unknown> | undefined)?.[part], errors) as { message?: unknown } | undefined;
  return typeof node?.message === 'string' ? node.message : undefined;
}
