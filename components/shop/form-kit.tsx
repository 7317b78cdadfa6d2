'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode, type SelectHTMLAttributes, type InputHTMLAttributes } from 'react';
import { useForm, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/lib/api/errors';
import { dictTranslator, localizedErrorMap, localizeMessage } from '@/lib/validations/error-map';
import styles from './shop.module.css';
import { useShop, type ShopT } from './shop-context';

/** `#key` (Shop.validation) and `@key` (Errors) messages as the reader sees them. */
export function readable(t: ShopT, errors: Record<string, string>, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return localizeMessage(message, (key) => errors[key] ?? message, (key, values) => t(`Shop.validation.${key}`, values));
}

/** react-hook-form over the handler's own zod schema, with the handler's localized messages. */
export function useShopForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues?: Partial<z.input<S>>) {
  const { t, errors } = useShop();
  const map = localizedErrorMap(dictTranslator(errors), (key, values) => t(`Shop.validation.${key}`, values));
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never, { error: map }) as never,
    defaultValues: defaultValues as never,
    mode: 'onTouched',
  });
}

export type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** Server field messages onto the form; the status line gets the server's localized message. */
export function applyServerError<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues> | null, error: unknown, errors: Record<string, string>): Outcome {
  if (!isApiError(error)) return { kind: 'error', text: errors.server ?? '' };
  if (error.status === 0) return { kind: 'error', text: errors.network ?? '' };
  if (form) {
    const names = Object.keys(form.getValues());
    let first = true;
    for (const [field, message] of Object.entries(error.fields)) {
      if (!names.includes(field)) continue;
      form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  }
  return { kind: 'error', text: error.message };
}

interface BaseProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  optionalLabel?: string;
  registration: UseFormRegisterReturn;
}

function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return { id, describedBy };
}

function Extras({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? <div id={`${id}-hint`} className="field__hint">{hint}</div> : null}
      {error ? <p id={`${id}-error`} className="field__error">{error}</p> : null}
    </>
  );
}

export function TextField({ label, error, hint, optionalLabel, registration, ...input }: BaseProps & InputHTMLAttributes<HTMLInputElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <div className="field">
      <label htmlFor={id}>{label}{optionalLabel ? <span className="field__hint"> ({optionalLabel})</span> : null}</label>
      <input id={id} {...input} {...registration} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      <Extras id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({ label, error, hint, registration, children, ...select }: BaseProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select} {...registration} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>{children}</select>
      <Extras id={id} hint={hint} error={error} />
    </div>
  );
}

export function CheckboxField({ label, registration }: { label: string; registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className={`field ${styles.check}`}>
      <label htmlFor={id}><input id={id} type="checkbox" {...registration} /> {label}</label>
    </div>
  );
}

/** The polite live region every shop view reports results in (present from the first render). */
export function StatusLine({ outcome }: { outcome: Outcome }) {
  return (
    <div aria-live="polite" role="status">
      {outcome ? <p className={`status status--${outcome.kind}`}>{outcome.text}</p> : null}
    </div>
  );
}
