'use client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { markReady } from '@/components/ui/mark-ready';
import { busyButton } from '@/components/ui/busy-button';
import { apiFetch } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import styles from './product.module.css';

interface Props {
  productId: string;
  labels: { title: string; text: string; email: string; submit: string; sending: string; done: string; invalid: string; failed: string };
}

/** "Notify me" for a coming-soon or sold-out product: asks for the launch mail, which counts once the address confirms it through the link we mail. */
export function NotifyForm({ productId, labels }: Props) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState('');
  // Done, the form goes away with the focus in it: the confirmation takes the focus.
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state === 'done') result.current?.focus();
  }, [state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The browser's own email check gives instant feedback without shipping a schema library
    // to every product page; the handler's zod schema (lib/validations/notify.ts) decides.
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const email = input.value.trim();
    if (!email || !input.checkValidity()) {
      setFieldError(labels.invalid);
      input.focus();
      return;
    }
    setFieldError('');
    setState('sending');
    try {
      await apiFetch(`/api/products/${encodeURIComponent(productId)}/notify`, { method: 'POST', body: { email } });
      setState('done');
      setMessage(labels.done);
    } catch (error) {
      setState('error');
      if (error instanceof ApiError) {
        setFieldError(error.fields?.email ?? '');
        setMessage(error.message);
      } else {
        setMessage(labels.failed);
      }
    }
  }

  return (
    <section className={styles.notify} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{labels.title}</h2>
      <p>{labels.text}</p>
      {state === 'done' ? null : (
        <form onSubmit={submit} noValidate className={styles.notifyRow} ref={markReady}>
          <div className="field">
            <label htmlFor={`${id}-email`}>{labels.email}</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
            />
            {fieldError ? (
              <p id={`${id}-error`} className="field__error">
                {fieldError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--primary" {...busyButton(state === 'sending')}>
            {state === 'sending' ? labels.sending : labels.submit}
          </button>
        </form>
      )}
      <p
        ref={result}
        tabIndex={-1}
        role="status"
        className={state === 'done' ? 'status status--success' : state === 'error' ? 'status status--error' : 'visually-hidden'}
      >
        {message}
      </p>
    </section>
  );
}
