'use client';
import { useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { StatusLine, SubmitButton, type Outcome } from '@/components/ui/form-kit';
import { useQueryParam } from '@/components/ui/use-client-value';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Link } from '@/i18n/navigation';
import { apiFetch } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { alertTokenSchema, type AlertTopicId } from '@/lib/validations/alerts';
import styles from './alerts.module.css';

/**
 * The page an alert mail's link opens: confirm a subscription or end one. The token comes from
 * the address; nothing happens until the reader presses the button (mail scanners open links
 * too, and must neither subscribe nor unsubscribe anybody).
 */
export function AlertsLinkAction({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const t = useT('Alerts');
  const ready = useHydrated();
  // The link's token (null while the page is rendered on the server: it is pre-rendered without one).
  const token = useQueryParam('token');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [finished, setFinished] = useState(false);

  const usable = token !== null && alertTokenSchema.safeParse({ token }).success;

  async function run() {
    if (!token) return;
    setPending(true);
    setOutcome(null);
    try {
      if (action === 'confirm') {
        const result = await apiFetch<{ topics: AlertTopicId[] }>('/api/alerts/confirm', { method: 'POST', body: { token } });
        const names = result.topics.map((topic) => t(`topicName.${topic}`));
        const topics = new Intl.ListFormat(document.documentElement.lang || undefined, { type: 'conjunction' }).format(names);
        setOutcome({ kind: 'success', text: t('confirm.done', { topics }) });
      } else {
        await apiFetch(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
        setOutcome({ kind: 'success', text: t('unsubscribe.done') });
      }
      setFinished(true);
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_token') {
        setFinished(true);
        setOutcome({ kind: 'error', text: t('linkInvalid') });
      } else setOutcome({ kind: 'error', text: isApiError(error) ? error.message : t('failed') });
    } finally {
      setPending(false);
    }
  }

  const missing = token !== null && !usable;
  return (
    <section className={styles.panel}>
      {missing ? <p className="status status--error">{t(`${action}.missing`)}</p> : <p>{t(`${action}.text`)}</p>}
      {usable && !finished ? (
        <form
          className="form"
          data-ready={ready ? 'true' : undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <SubmitButton pending={pending} label={t(`${action}.button`)} pendingLabel={t(`${action}.working`)} />
        </form>
      ) : null}
      <StatusLine outcome={outcome} />
      {missing || finished ? (
        <p>
          <Link href="/alerts">{t(`${action}.again`)}</Link>
        </p>
      ) : null}
    </section>
  );
}
