'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/lib/api/errors';
import { localizedErrorMap } from '@/lib/validations/error-map';
import { fill, type ErrorsText } from './messages';

/**
 * react-hook-form over the same zod schema the route handler parses with, its messages
 * localized through the shared error map with the `Errors` strings of this page's locale.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, errors: ErrorsText, defaultValues?: z.input<S>) {
  const t = (key: string, values?: Record<string, string | number>) => fill((errors as Record<string, string>)[key] ?? errors.fieldInvalid, values ?? {});
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never, { error: localizedErrorMap(t) }) as never,
    defaultValues: defaultValues as never,
    mode: 'onTouched',
  });
}

export interface Outcome {
  kind: 'success' | 'error';
  text: string;
}

/**
 * Puts the server's field messages onto the form's fields and returns the line for the status
 * area: the server's localized message, or a network message when there was no answer.
 */
export function serverOutcome<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown, errors: ErrorsText, fallback?: string): Outcome {
  if (!isApiError(error)) return { kind: 'error', text: errors.server };
  if (error.status === 0) return { kind: 'error', text: errors.network };
  const names = Object.keys(form.getValues());
  let mapped = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (names.includes(field)) {
      form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !mapped });
      mapped = true;
    }
  }
  return { kind: 'error', text: fallback ?? error.message };
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  registration: ReturnType<UseFormReturn<FieldValues>['register']>;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function Field({ label, error, hint, registration, id, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} {...input} {...registration} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint ? <div id={hintId} className="field__hint">{hint}</div> : null}
      {error ? <p id={errorId} className="field__error">{error}</p> : null}
    </div>
  );
}

/** The polite live region every form reports its result in (present from the first render). */
export function StatusLine({ outcome }: { outcome: Outcome | null }) {
  return (
    <div aria-live="polite" role="status">
      {outcome ? <p className={`status status--${outcome.kind}`}>{outcome.text}</p> : null}
    </div>
  );
}

export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}

/** true once hydrated: forms carry it as `data-ready`, so tests (and people) type into a live form. */
export function useReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}
