'use client';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Locale } from '@/i18n/routing';
import { apiFetch } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import type { ErrorTranslator } from '@/lib/validations/error-map';
import { HONEYPOT_FIELD } from '@/lib/validations/limits';
import type { MessageCreated, MessageData, MessageInput } from '@/lib/validations/message';
import { lazyMessageResolver } from './lazy-resolver';
import { clearDraft, readDraft, saveDraft } from './message-draft';
import styles from './message.module.css';

/** Translated strings, formatted on the server (see OnlineMessage page). */
export interface MessageFormText {
  nameLabel: string;
  contactLabel: string;
  contactHint: string;
  messageLabel: string;
  messageHint: string;
  optional: string;
  requiredNote: string;
  send: string;
  sending: string;
  draftNote: string;
  successContact: string;
  successAnonymous: string;
  honeypotLabel: string;
}

/**
 * `Errors` messages keyed by key, with parameterised ones pre-formatted under `key:value`
 * (e.g. `fieldTooLong:100`), so plural rules stay on the server and no ICU runtime ships.
 */
export type ErrorStrings = Record<string, string>;

type Status = { kind: 'success' | 'error'; text: string } | null;
type Field = 'name' | 'contact' | 'message';
const FIELDS: Field[] = ['name', 'contact', 'message'];

function errorTranslator(strings: ErrorStrings): ErrorTranslator {
  return (key, values) => {
    const formatted = values ? strings[`${key}:${Object.values(values).join(',')}`] : strings[key];
    return formatted ?? strings.fieldInvalid ?? key;
  };
}

export function OnlineMessageForm({ locale, text, errors }: { locale: Locale; text: MessageFormText; errors: ErrorStrings }) {
  const t = useMemo(() => errorTranslator(errors), [errors]);
  const resolver = useMemo(() => lazyMessageResolver<MessageInput, MessageData>(t), [t]);
  const form = useForm<MessageInput, unknown, MessageData>({
    resolver,
    defaultValues: { name: '', contact: '', message: '', [HONEYPOT_FIELD]: '' },
  });
  const { register, handleSubmit, reset, setError, watch, formState } = form;
  const [status, setStatus] = useState<Status>(null);
  const [ready, setReady] = useState(false);

  // The draft lives in the persisted client session: restored after a reload, saved on every keystroke.
  useEffect(() => {
    const draft = readDraft();
    if (draft) reset({ name: draft.name, contact: draft.contact, message: draft.message, [HONEYPOT_FIELD]: '' });
    setReady(true);
    const subscription = watch((values) => saveDraft({ name: values.name ?? '', contact: values.contact ?? '', message: values.message ?? '' }));
    return () => subscription.unsubscribe();
  }, [reset, watch]);

  const onValid = async (data: MessageData) => {
    setStatus(null);
    try {
      await apiFetch<MessageCreated>('/api/messages', { method: 'POST', body: data, headers: { 'x-lang': locale } });
      clearDraft();
      reset({ name: '', contact: '', message: '', [HONEYPOT_FIELD]: '' });
      setStatus({ kind: 'success', text: data.contact ? text.successContact : text.successAnonymous });
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 422) {
        const invalid = FIELDS.filter((f) => error.fields[f]);
        invalid.forEach((field, i) => setError(field, { type: 'server', message: error.fields[field] }, { shouldFocus: i === 0 }));
        setStatus({ kind: 'error', text: t('invalidInput') });
      } else if (error.status === 0) {
        setStatus({ kind: 'error', text: t('network') });
      } else if (error.status === 429) {
        setStatus({ kind: 'error', text: t('tooManyRequests') });
      } else if (error.status === 403) {
        setStatus({ kind: 'error', text: t('xsrf') });
      } else {
        setStatus({ kind: 'error', text: t('server') });
      }
    }
  };

  const onInvalid = () => setStatus({ kind: 'error', text: t('invalidInput') });
  // A schema's own message ('@fieldContact') reaches the form as its key: translate it here.
  const fieldError = (field: Field) => {
    const message = formState.errors[field]?.message;
    return message?.startsWith('@') ? t(message.slice(1)) : message;
  };
  const describedBy = (field: Field, hint?: boolean) =>
    [hint ? `om-${field}-hint` : '', fieldError(field) ? `om-${field}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form className={`form ${styles.form}`} noValidate onSubmit={handleSubmit(onValid, onInvalid)} data-ready={ready ? 'true' : undefined}>
      <p className={styles.note}>{text.requiredNote}</p>
      <div className="field">
        <label htmlFor="om-name">
          {text.nameLabel} <span className={styles.optional}>{text.optional}</span>
        </label>
        <input
          id="om-name"
          type="text"
          autoComplete="name"
          aria-invalid={fieldError('name') ? true : undefined}
          aria-describedby={describedBy('name')}
          {...register('name')}
        />
        {fieldError('name') ? (
          <p id="om-name-error" className="field__error">
            {fieldError('name')}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="om-contact">
          {text.contactLabel} <span className={styles.optional}>{text.optional}</span>
        </label>
        <input
          id="om-contact"
          type="text"
          autoComplete="email"
          aria-invalid={fieldError('contact') ? true : undefined}
          aria-describedby={describedBy('contact', true)}
          {...register('contact')}
        />
        <p id="om-contact-hint" className={styles.hint}>
          {text.contactHint}
        </p>
        {fieldError('contact') ? (
          <p id="om-contact-error" className="field__error">
            {fieldError('contact')}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="om-message">
          {text.messageLabel}{' '}
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        </label>
        <textarea
          id="om-message"
          rows={7}
          aria-required="true"
          aria-invalid={fieldError('message') ? true : undefined}
          aria-describedby={describedBy('message', true)}
          {...register('message')}
        />
        <p id="om-message-hint" className={styles.hint}>
          {text.messageHint}
        </p>
        {fieldError('message') ? (
          <p id="om-message-error" className="field__error">
            {fieldError('message')}
          </p>
        ) : null}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="om-website">{text.honeypotLabel}</label>
        <input id="om-website" type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" aria-disabled={formState.isSubmitting || undefined} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? text.sending : text.send}
        </button>
        <p className={styles.hint}>{text.draftNote}</p>
      </div>
      <p role="status" aria-live="polite" className={status ? `status status--${status.kind}` : styles.statusEmpty}>
        {status?.text}
      </p>
    </form>
  );
}
