'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { StatusLine, type Outcome } from '@/components/ui/form-kit';
import { localeTags } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/intl';
import type { MailFailure, MailFailurePage } from '@/lib/types/mail';
import { AdminShell } from './admin-shell';
import { LoadFailure } from './load-failure';
import styles from './admin.module.css';

const QUERY_KEY = ['admin', 'mail-failures'] as const;
const when = (iso: string, tag: string) => formatDateTime(tag, { dateStyle: 'medium', timeStyle: 'short' }, new Date(iso));

/** Emails given up after their last attempt, with the last error, and "Retry" (support, admins; the dashboard's card leads here). */
export function MailFailures() {
  const t = useT('AdminMail');
  return (
    <AdminShell title={t('title')} roles={['admin', 'support']}>
      {() => <MailFailuresView />}
    </AdminShell>
  );
}

function MailFailuresView() {
  const t = useT('AdminMail');
  const tag = localeTags[useMessagesLocale()];
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const list = useQuery({ queryKey: QUERY_KEY, queryFn: () => adminFetch<MailFailurePage>('/api/admin/mail/failures') });
  const rows = list.data?.items ?? [];

  /** Retry one; a 409 (retried by someone else meanwhile) reloads the list. */
  const retry = async (mail: MailFailure) => {
    setOutcome(null);
    setBusy(mail.id);
    try {
      await adminFetch(`/api/admin/mail/failures/${mail.id}/retry`, { method: 'POST' });
      setOutcome({ kind: 'success', text: t('retried', { to: mail.to }) });
    } catch (error) {
      setOutcome({ kind: 'error', text: isApiError(error) && error.status === 409 ? t('conflict') : t('failed') });
    } finally {
      setBusy(null);
    }
    await Promise.all([client.invalidateQueries({ queryKey: QUERY_KEY }), client.invalidateQueries({ queryKey: adminQueryKeys.dashboard })]);
  };

  return (
    <section aria-label={t('listLabel')} className={styles.section}>
      <p>{t('intro')}</p>
      <StatusLine outcome={outcome} />
      <LoadFailure query={list} />
      {list.data && list.data.total > rows.length ? <p className={styles.meta}>{t('shown', { shown: rows.length, total: list.data.total })}</p> : null}
      <ul className={styles.inbox} aria-busy={list.isPending} data-testid="mail-failures">
        {rows.map((m) => (
          <li key={m.id}>
            <article aria-labelledby={`mail-${m.id}`}>
              <h2 id={`mail-${m.id}`}>{m.subject}</h2>
              <p className={styles.meta}>{t('meta', { to: m.to, kind: m.kind, attempts: m.attempts, when: when(m.deadAt, tag) })}</p>
              <p>{m.lastError ? t('lastError', { error: m.lastError }) : t('noError')}</p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button button--primary"
                  aria-label={t('retryLabel', { subject: m.subject, to: m.to })}
                  disabled={busy === m.id}
                  onClick={() => void retry(m)}
                >
                  {t('retry')}
                </button>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {list.isSuccess && rows.length === 0 ? <p>{t('empty')}</p> : null}
    </section>
  );
}
