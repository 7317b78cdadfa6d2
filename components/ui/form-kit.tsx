'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useT, type Translate } from '@/components/i18n/messages-provider';
import { busyButton } from './busy-button';
import { isApiError } from '@/lib/api/errors';
import { localizedErrorMap, localizeMessage, type ErrorTranslator } from '@/lib/validations/error-map';
import styles from './form-kit.module.css';

/** Replaces every schema-level `@key` / `#key` message in react-hook-form's error tree (zod lets them win over the error map). */
function localizeTree(node: unknown, t: ErrorTranslator, tValidation?: ErrorTranslator): void {
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (typeof record.message === 'string') record.message = localizeMessage(record.message, t, tValidation);
  for (const [key, child] of Object.entries(record)) if (key !== 'ref' && key !== 'message') localizeTree(child, t, tValidation);
}

/**
 * react-hook-form over the same zod schema the route handler parses with; every message the form
 * shows, from the error map or the schema itself, is already in the reader's language: `Errors`
 * and, for schemas with `#key` messages (address, card, cart), `Shop.validation`, both read from
 * the MessagesProvider above.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues?: Partial<z.input<S>>) {
  const errors = useT('Errors');
  const all = useT();
  const resolver = useMemo(() => {
    const t = errors as ErrorTranslator;
    const validation: ErrorTranslator = (key, values) => all(`Shop.validation.${key}`, values);
    const zod = zodResolver(schema as never, { error: localizedErrorMap(t, validation) }) as unknown as Resolver<FieldValues>;
    const localized: Resolver<FieldValues> = async (values, context, options) => {
      const result = await zod(values, context, options);
      localizeTree(result.errors, t, validation);
      return result;
    };
    return localized;
  }, [schema, errors, all]);
  // react-hook-form would focus the first invalid field in the order the fields registered, which
  // is not the page's order (a form registers its own fields before its children's): focus the
  // first invalid field on the page instead, after each submit.
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: resolver as never,
    defaultValues: defaultValues as never,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount > 0) focusFirstInvalid(form.formState.errors);
  }, [form, submitCount]);
  return form;
}

/** The names of the fields with an error (nested names joined with dots, as registered). */
function errorNames(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const name = prefix + key;
    return 'type' in value || 'message' in value ? [name] : errorNames(value as object, `${name}.`);
  });
}

/** Focuses the invalid field that comes first on the page. */
function focusFirstInvalid(errors: object): void {
  const fields = errorNames(errors).flatMap((name) => [...document.getElementsByName(name)]);
  fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  fields[0]?.focus();
}

export type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * Puts the server's field messages onto the form's fields (focusing the first) and returns the
 * line for the status area: `fallback`, else the server's localized message, or a network or server
 * message when there was no usable answer.
 */
export function serverOutcome<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues> | null,
  error: unknown,
  errors: Translate<'server' | 'network'>,
  fallback?: string,
): Outcome {
  if (!isApiError(error)) return { kind: 'error', text: errors('server') };
  if (error.status === 0) return { kind: 'error', text: errors('network') };
  if (form) {
    const names = Object.keys(form.getValues());
    let first = true;
    for (const [field, message] of Object.entries(error.fields)) {
      if (!names.includes(field)) continue;
      form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  }
  return { kind: 'error', text: fallback ?? error.message };
}

interface BaseProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown after the label, e.g. "optional". */
  optionalLabel?: string;
  registration: UseFormRegisterReturn;
}

function useFieldIds(id: string | undefined, error?: string, hint?: ReactNode) {
  const auto = useId();
  const fieldId = id ?? auto;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ') || undefined;
  return { fieldId, describedBy };
}

function Extras({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

function Label({ id, label, optionalLabel }: { id: string; label: string; optionalLabel?: string }) {
  return (
    <label htmlFor={id}>
      {label}
      {optionalLabel ? <span className="field__hint"> ({optionalLabel})</span> : null}
    </label>
  );
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, error, hint, optionalLabel, registration, id, ...input }: BaseProps & InputHTMLAttributes<HTMLInputElement>) {
  const { fieldId, describedBy } = useFieldIds(id, error, hint);
  return (
    <div className="field">
      <Label id={fieldId} label={label} optionalLabel={optionalLabel} />
      <input id={fieldId} {...input} {...registration} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      <Extras id={fieldId} hint={hint} error={error} />
    </div>
  );
}

/** A labelled text area whose hint and error are tied to it with aria-describedby. */
export function TextAreaField({ label, error, hint, optionalLabel, registration, id, ...area }: BaseProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { fieldId, describedBy } = useFieldIds(id, error, hint);
  return (
    <div className="field">
      <Label id={fieldId} label={label} optionalLabel={optionalLabel} />
      <textarea id={fieldId} {...area} {...registration} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      <Extras id={fieldId} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({ label, error, hint, optionalLabel, registration, id, children, ...select }: BaseProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const { fieldId, describedBy } = useFieldIds(id, error, hint);
  return (
    <div className="field">
      <Label id={fieldId} label={label} optionalLabel={optionalLabel} />
      <select id={fieldId} {...select} {...registration} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </select>
      <Extras id={fieldId} hint={hint} error={error} />
    </div>
  );
}

/** A field bound to its form by name: the registration and the current message come from the form. */
interface BoundProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  label: string;
  hint?: ReactNode;
}

function bound<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: Path<T>) {
  const errors = form.formState.errors as Record<string, { message?: unknown } | undefined>;
  const message = errors[name]?.message;
  return { registration: form.register(name), error: typeof message === 'string' ? message : undefined };
}

/** An email address: the keyboard, the autofill hint (`username` on sign-in forms) and required. */
export function EmailField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  autoComplete = 'email',
}: BoundProps<T> & { autoComplete?: 'email' | 'username' }) {
  return <TextField label={label} hint={hint} type="email" inputMode="email" autoComplete={autoComplete} required {...bound(form, name)} />;
}

/** A password: `current-password` unless the form sets a new one. */
export function PasswordField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  autoComplete = 'current-password',
}: BoundProps<T> & { autoComplete?: 'current-password' | 'new-password' }) {
  return <TextField label={label} hint={hint} type="password" autoComplete={autoComplete} required {...bound(form, name)} />;
}

/** A checkbox with its label beside it; an error (e.g. terms not accepted) is tied to the box. */
export function CheckboxField({ label, error, registration }: { label: ReactNode; error?: string; registration: UseFormRegisterReturn }) {
  const { fieldId, describedBy } = useFieldIds(undefined, error);
  return (
    <div className="field">
      <div className={styles.check}>
        <input id={fieldId} type="checkbox" {...registration} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
        <label htmlFor={fieldId}>{label}</label>
      </div>
      <Extras id={fieldId} error={error} />
    </div>
  );
}

/** The polite live region every form and list reports its result in (present from the first render). */
export function StatusLine({ outcome }: { outcome: Outcome }) {
  return (
    <div aria-live="polite" role="status">
      {outcome ? <p className={`status status--${outcome.kind}`}>{outcome.text}</p> : null}
    </div>
  );
}

export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button type="submit" className="button button--primary" aria-busy={pending} {...busyButton(pending)}>
      {pending ? pendingLabel : label}
    </button>
  );
}
