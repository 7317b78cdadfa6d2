'use client';
import { useState } from 'react';
import { StatusLine, SubmitButton, type Outcome } from '@/components/ui/form-kit';
import { useQueryParam } from '@/components/ui/use-client-value';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Link } from '@/i18n/navigation';
import { apiFetch } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { noticeTokenSchema } from '@/lib/validations/notify';
import styles from './notify-link-action.module.css';

export interface NotifyLinkLabels {
  text: string;
  button: string;
  working: string;
  done: string;
  missing: string;
  browse: string;
  failed: string;
}

/** What the button does: confirm a pending "notify me" request, or end every request of the address (RFC 8058 target, token in the query). */
const send = (action: 'confirm' | 'unsubscribe', token: string) =>
  action === 'confirm'
    ? apiFetch('/api/notify/confirm', { method: 'POST', body: { token } })
    : apiFetch(`/api/notify/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });

/**
 * The page a back-in-stock mail's link opens (confirm a request, or unsubscribe). The token comes
 * from the address; nothing happens until the reader presses the button (mail scanners open links
 * too, and must neither confirm nor end anybody's requests). The labels come from the server
 * page, so the product namespace does not travel to the browser for seven strings.
 */
export function NotifyLinkAction({ action, labels }: { action: 'confirm' | 'unsubscribe'; labels: NotifyLinkLabels }) {
  const ready = useHydrated();
  // The link's token (null while the page is rendered on the server: it is pre-rendered without one).
  const token = useQueryParam('token');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [finished, setFinished] = useState(false);

  const usable = token !== null && noticeTokenSchema.safeParse({ token }).success;

  async function run() {
    if (!token) return;
    setPending(true);
    setOutcome(null);
    try {
      await send(action, token);
      setOutcome({ kind: 'success', text: labels.done });
      setFinished(true);
    } catch (error) {
      // A used or lapsed link: the server's localized reason, and no button to press again.
      if (isApiError(error) && error.code === 'invalid_token') setFinished(true);
      setOutcome({ kind: 'error', text: isApiError(error) ? (error.fields?.token ?? error.message) : labels.failed });
    } finally {
      setPending(false);
    }
  }

  const missing = token !== null && !usable;
  return (
    <section className={styles.panel}>
      {missing ? <p className="status status--error">{labels.missing}</p> : <p>{labels.text}</p>}
      {usable && !finished ? (
        <form
          className="form"
          data-ready={ready ? 'true' : undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <SubmitButton pending={pending} label={labels.button} pendingLabel={labels.working} />
        </form>
      ) : null}
      <StatusLine outcome={outcome} />
      {missing || finished ? (
        <p>
          <Link href="/products">{labels.browse}</Link>
        </p>
      ) : null}
    </section>
  );
}
