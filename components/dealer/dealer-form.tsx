'use client';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { Locale } from '@/i18n/routing';
import { apiFetch } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import type { DealerApplicationCreated, DealerApplicationData, DealerApplicationInput } from '@/lib/validations/dealer';
import { HONEYPOT_FIELD } from '@/lib/validations/limits';
import { useHydrated } from '../ui/use-hydrated';
import { errorTranslator, lazyResolver, type ErrorStrings } from './form-support';
import styles from './dealer.module.css';

type Field = 'company' | 'country' | 'contactName' | 'email' | 'phone' | 'companyWebsite' | 'channels' | 'volume' | 'message';
const FIELDS: Field[] = ['company', 'country', 'contactName', 'email', 'phone', 'companyWebsite', 'channels', 'volume', 'message'];

/** Translated strings and option lists, formatted on the server (see the dealer page). */
export interface DealerFormText {
  labels: Record<Field, string>;
  hints: Partial<Record<Field, string>>;
  optional: string;
  requiredNote: string;
  chooseCountry: string;
  chooseVolume: string;
  countries: [code: string, name: string][];
  channels: [value: string, label: string][];
  volumes: [value: string, label: string][];
  send: string;
  sending: string;
  honeypotLabel: string;
  successTitle: string;
  /** With `{email}` in it, filled in on success. */
  success: string;
}

const EMPTY: DealerApplicationInput = {
  company: '',
  country: '',
  contactName: '',
  email: '',
  phone: '',
  companyWebsite: '',
  channels: [],
  volume: '',
  message: '',
  [HONEYPOT_FIELD]: '',
};
const REQUIRED = new Set<Field>(['company', 'country', 'contactName', 'email', 'channels', 'volume', 'message']);

/** A fresh Idempotency-Key: repeats of one submission (a retry after a lost answer) are stored once. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function DealerForm({ locale, text, errors }: { locale: Locale; text: DealerFormText; errors: ErrorStrings }) {
  const t = useMemo(() => errorTranslator(errors), [errors]);
  const resolver = useMemo(
    () => lazyResolver<DealerApplicationInput, DealerApplicationData>(() => import('@/lib/validations/dealer').then((m) => m.dealerApplicationSchema), t),
    [t],
  );
  const { register, handleSubmit, setError, formState } = useForm<DealerApplicationInput, unknown, DealerApplicationData>({ resolver, defaultValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const hydrated = useHydrated();

  const onValid = async (data: DealerApplicationData) => {
    setFailure(null);
    key.current ??= newKey();
    try {
      await apiFetch<DealerApplicationCreated>('/api/dealer-applications', {
        method: 'POST',
        body: data,
        headers: { 'x-lang': locale, 'Idempotency-Key': key.current },
      });
      setSentTo(data.email);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Only a lost answer may be repeated under the same key; anything else starts afresh.
      if (error.status !== 0) key.current = null;
      if (error.status === 422) {
        const invalid = FIELDS.filter((f) => error.fields[f] ?? (f === 'channels' && error.fields['channels.0']));
        invalid.forEach((f, i) => setError(f, { type: 'server', message: error.fields[f] ?? error.fields[`${f}.0`] }, { shouldFocus: i === 0 }));
        setFailure(t('invalidInput'));
      } else {
        setFailure(t(error.status === 0 ? 'network' : error.status === 429 ? 'tooManyRequests' : error.status === 403 ? 'xsrf' : 'server'));
      }
    }
  };

  const fieldError = (field: Field) => {
    const errs = formState.errors as Record<string, { message?: string } | { message?: string }[] | undefined>;
    const entry = errs[field];
    const message = Array.isArray(entry) ? entry.find(Boolean)?.message : entry?.message;
    return message?.startsWith('@') ? t(message.slice(1)) : message;
  };
  const aria = (field: Field) => ({
    'aria-invalid': fieldError(field) ? true : undefined,
    'aria-describedby': [text.hints[field] ? `dl-${field}-hint` : '', fieldError(field) ? `dl-${field}-error` : ''].filter(Boolean).join(' ') || undefined,
    ...(REQUIRED.has(field) ? { 'aria-required': true } : {}),
  });
  const label = (field: Field) => (
    <>
      {text.labels[field]}{' '}
      {REQUIRED.has(field) ? (
        <span aria-hidden="true" className={styles.required}>
          *
        </span>
      ) : (
        <span className={styles.optional}>{text.optional}</span>
      )}
    </>
  );
  const extras = (field: Field) => (
    <>
      {text.hints[field] ? (
        <p id={`dl-${field}-hint`} className={styles.hint}>
          {text.hints[field]}
        </p>
      ) : null}
      {fieldError(field) ? (
        <p id={`dl-${field}-error`} className="field__error">
          {fieldError(field)}
        </p>
      ) : null}
    </>
  );
  const input = (field: Field, props: { type?: string; autoComplete?: string; inputMode?: 'email' | 'tel' | 'url' }): ReactNode => (
    <div className="field">
      <label htmlFor={`dl-${field}`}>{label(field)}</label>
      <input
        id={`dl-${field}`}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        {...aria(field)}
        {...register(field)}
      />
      {extras(field)}
    </div>
  );

  if (sentTo) {
    return (
      <div role="status" className={styles.success} data-testid="dealer-success">
        <h3>{text.successTitle}</h3>
        <p>{text.success.replace('{email}', sentTo)}</p>
      </div>
    );
  }

  return (
    <form
      className={`form ${styles.form}`}
      noValidate
      onSubmit={handleSubmit(onValid, () => setFailure(t('invalidInput')))}
      data-ready={hydrated ? 'true' : undefined}
    >
      <p className={styles.hint}>{text.requiredNote}</p>
      <div className={styles.pair}>
        {input('company', { autoComplete: 'organization' })}
        <div className="field">
          <label htmlFor="dl-country">{label('country')}</label>
          <select id="dl-country" autoComplete="country" {...aria('country')} {...register('country')}>
            <option value="">{text.chooseCountry}</option>
            {text.countries.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {extras('country')}
        </div>
      </div>
      <div className={styles.pair}>
        {input('contactName', { autoComplete: 'name' })}
        {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      </div>
      <div className={styles.pair}>
        {input('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        {input('companyWebsite', { autoComplete: 'url', inputMode: 'url' })}
      </div>
      <fieldset className={styles.channels} aria-describedby={aria('channels')['aria-describedby']}>
        <legend>{label('channels')}</legend>
        {extras('channels')}
        <div className={styles.checks}>
          {text.channels.map(([value, name]) => (
            <label key={value} className={styles.check}>
              <input type="checkbox" value={value} {...register('channels')} /> {name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="dl-volume">{label('volume')}</label>
        <select id="dl-volume" {...aria('volume')} {...register('volume')}>
          <option value="">{text.chooseVolume}</option>
          {text.volumes.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
        {extras('volume')}
      </div>
      <div className="field">
        <label htmlFor="dl-message">{label('message')}</label>
        <textarea id="dl-message" rows={6} {...aria('message')} {...register('message')} />
        {extras('message')}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="dl-website">{text.honeypotLabel}</label>
        <input id="dl-website" type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
        {formState.isSubmitting ? text.sending : text.send}
      </button>
      <p role="status" aria-live="polite" className={failure ? 'status status--error' : styles.statusEmpty}>
        {failure}
      </p>
    </form>
  );
}
