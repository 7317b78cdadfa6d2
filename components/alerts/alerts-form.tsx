'use client';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { StatusLine, SubmitButton, type Outcome } from '@/components/ui/form-kit';
import { useHydrated } from '@/components/ui/use-hydrated';
import { apiFetch } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { ALERT_TOPIC_IDS, alertSubscribeSchema, type AlertTopicId } from '@/lib/validations/alerts';
import { EMAIL_MAX, HONEYPOT_FIELD } from '@/lib/validations/limits';
import styles from './alerts.module.css';

type Fields = Partial<Record<'email' | 'topics', string>>;

/**
 * The alert sign-up: an address and what to receive. The schema the handler parses checks it
 * here first (zod/mini, light); the answer is the same for every address, and the page says a
 * confirmation link is on its way.
 */
export function AlertsForm() {
  const t = useT('Alerts');
  const errors = useT('Errors');
  const id = useId();
  const ready = useHydrated();
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState<Fields>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      email: String(data.get('email') ?? ''),
      topics: data.getAll('topics').map(String) as AlertTopicId[],
      [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? ''),
    };
    const parsed = alertSubscribeSchema.safeParse(input);
    if (!parsed.success) {
      const next: Fields = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'email') next.email = errors('fieldEmail');
        if (field === 'topics') next.topics = errors('alertTopics');
      }
      setFields(next);
      setOutcome(null);
      form.querySelector<HTMLElement>(next.email ? 'input[name=email]' : 'input[name=topics]')?.focus();
      return;
    }
    setFields({});
    setOutcome(null);
    setPending(true);
    try {
      await apiFetch('/api/alerts', { method: 'POST', body: parsed.data });
      setSentTo(parsed.data.email);
      setOutcome({ kind: 'success', text: t('form.done', { email: parsed.data.email }) });
    } catch (error) {
      if (isApiError(error)) {
        setFields({ email: error.fields.email, topics: error.fields.topics });
        setOutcome({ kind: 'error', text: error.message });
      } else setOutcome({ kind: 'error', text: t('form.failed') });
    } finally {
      setPending(false);
    }
  }

  const describe = (field: keyof Fields, hint?: string) => [hint, fields[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('form.title')}</h2>
      <p>{t('form.intro')}</p>
      {sentTo ? null : (
        <form method="post" className="form" onSubmit={submit} noValidate data-ready={ready ? 'true' : undefined}>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t('form.email')}</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={EMAIL_MAX}
              aria-invalid={fields.email ? true : undefined}
              aria-describedby={describe('email')}
            />
            {fields.email ? (
              <p id={`${id}-email-error`} className="field__error">
                {fields.email}
              </p>
            ) : null}
          </div>
          <fieldset className={styles.topics} aria-invalid={fields.topics ? true : undefined} aria-describedby={describe('topics')}>
            <legend>{t('form.topics')}</legend>
            {ALERT_TOPIC_IDS.map((topic) => (
              <div key={topic} className={styles.topic}>
                <input id={`${id}-${topic}`} type="checkbox" name="topics" value={topic} defaultChecked aria-describedby={`${id}-${topic}-hint`} />
                <label htmlFor={`${id}-${topic}`}>{t(`form.${topic}`)}</label>
                <p id={`${id}-${topic}-hint`} className={styles.hint}>
                  {t(`form.${topic}Hint`)}
                </p>
              </div>
            ))}
            {fields.topics ? (
              <p id={`${id}-topics-error`} className="field__error">
                {fields.topics}
              </p>
            ) : null}
          </fieldset>
          {/* People never see this field; bots fill it in (the message form's honeypot). */}
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor={`${id}-hp`}>Website</label>
            <input id={`${id}-hp`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <p className={styles.hint}>{t('form.privacy')}</p>
          <SubmitButton pending={pending} label={t('form.submit')} pendingLabel={t('form.sending')} />
        </form>
      )}
      <StatusLine outcome={outcome} />
    </section>
  );
}
