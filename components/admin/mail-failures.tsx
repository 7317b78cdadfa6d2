'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { StatusLine, type Outcome } from '@/components/ui/form-kit';
import { localeTags } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { focusAfterRemoval } from '@/lib/client/focus-return';
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
  // Focus after a retried mail leaves the list (WCAG 2.4.3): its Retry button is gone with it, so
  // focus goes to the Retry of the mail that took its place (the one before, for the last), else
  // to the page's introduction.
  const listRef = useRef<HTMLUListElement>(null);
  const intro = useRef<HTMLParagraphElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [])];
    focusAfterRemoval(items, index, (row) => row.querySelector<HTMLElement>('button'), intro.current);
  }, [rows.length]);

  /** Retry one; a 409 (retried by someone else meanwhile) reloads the list. */
  const retry = async (mail: MailFailure, index: number) => {
    setOutcome(null);
    setBusy(mail.id);
    try {
      await adminFetch(`/api/admin/mail/failures/${mail.id}/retry`, { method: 'POST' });
      removedAt.current = index;
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
      <p ref={intro} tabIndex={-1}>
        {t('intro')}
      </p>
      <StatusLine outcome={outcome} />
      <LoadFailure query={list} />
      {list.data && list.data.total > rows.length ? <p className={styles.meta}>{t('shown', { shown: rows.length, total: list.data.total })}</p> : null}
      <ul ref={listRef} className={styles.inbox} aria-busy={list.isPending} data-testid="mail-failures">
        {rows.map((m, index) => (
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
                  // Busy but focusable (components/ui/busy-button.ts): a disabled button would drop focus to <body>.
                  aria-disabled={busy !== null || undefined}
                  onClick={() => {
                    if (busy === null) void retry(m, index);
                  }}
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
