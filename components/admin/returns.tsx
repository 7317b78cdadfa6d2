'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { StatusLine, type Outcome } from '@/components/ui/form-kit';
import { localeTags } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import type { StaffReturn, StaffReturnPage } from '@/lib/types/staff';
import { RETURN_STATUSES, type ReturnStatus } from '@/lib/validations/returns';
import { AdminShell } from './admin-shell';
import { LoadFailure } from './load-failure';
import styles from './admin.module.css';
import { formatDateTime } from '@/lib/intl';
import { useUrlFilter } from './use-url-filter';

/** What GET /api/admin/returns answers per request. */
type Row = StaffReturn;

const when = (iso: string, tag: string) => formatDateTime(tag, { dateStyle: 'medium', timeStyle: 'short' }, new Date(iso));

/** Returns: the buyers' requests to send goods back, to approve or reject, and to mark refunded once the money went back. */
export function Returns() {
  const t = useT('AdminReturns');
  return (
    <AdminShell title={t('title')} roles={['admin', 'support']}>
      {() => (
        <Suspense>
          <ReturnsView />
        </Suspense>
      )}
    </AdminShell>
  );
}

function ReturnsView() {
  const t = useT('AdminReturns');
  const tag = localeTags[useMessagesLocale()];
  /** A move's button text; `requested` is never a move. */
  const action = (to: ReturnStatus) => (to === 'requested' ? '' : t(`action.${to}`));
  const client = useQueryClient();
  const [status, setStatus] = useUrlFilter<ReturnStatus>('status', RETURN_STATUSES, 'requested');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const list = useQuery({
    queryKey: [...adminQueryKeys.returns, status] as const,
    queryFn: () => adminFetch<StaffReturnPage>(`/api/admin/returns${status ? `?status=${status}` : ''}`),
  });
  const counts = list.data?.counts ?? {};
  const rows = list.data?.items ?? [];

  /** One move, with the version this list showed; a 409 reloads the list so the member sees the current state. */
  const move = async (row: Row, to: ReturnStatus) => {
    setOutcome(null);
    try {
      const fresh = await adminFetch<Row>(`/api/admin/returns/${row.id}`, { method: 'PATCH', body: { status: to, updatedAt: row.updatedAt } });
      // A decision is mailed to the buyer (lib/server/staff/returns.ts); recording the refund is not.
      const said = to === 'approved' || to === 'rejected' ? 'movedMailed' : 'moved';
      setOutcome({ kind: 'success', text: t(said, { number: fresh.number, status: t(`status.${fresh.status}`) }) });
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: isApiError(error) && error.status === 409 ? t('conflict') : t('failed'),
      });
    }
    await client.invalidateQueries({ queryKey: adminQueryKeys.returns });
  };

  return (
    <section aria-label={t('listLabel')} className={styles.section}>
      <ul className={styles.tabs} aria-label={t('show')}>
        {(['', ...RETURN_STATUSES] as const).map((s) => (
          <li key={s || 'all'}>
            <button type="button" className="button" aria-pressed={status === s} onClick={() => setStatus(s)}>
              {/* Counts only once loaded: a failed list is not "0 to review". */}
              {!s ? t('all') : list.data ? t('tab', { status: t(`status.${s}`), count: counts[s] ?? 0 }) : t(`status.${s}`)}
            </button>
          </li>
        ))}
      </ul>
      <StatusLine outcome={outcome} />
      <LoadFailure query={list} />
      <ul className={styles.inbox} aria-busy={list.isPending} data-testid="returns">
        {rows.map((r) => (
          <li key={r.id}>
            <article aria-labelledby={`return-${r.id}`}>
              <h2 id={`return-${r.id}`}>{t('heading', { number: r.number, order: r.order.number })}</h2>
              <p>
                <strong>{t(`status.${r.status}`)}</strong> · {t(`reason.${r.reason}`)} · {when(r.createdAt, tag)}
                <br />
                <span className={styles.meta}>
                  {r.customer.name} · {r.customer.email}
                </span>
              </p>
              <ul>
                {r.items.map((i) => (
                  <li key={`${i.productId}/${i.colorId}`}>
                    {i.quantity} × {i.name} · {i.colorName}
                  </li>
                ))}
              </ul>
              {r.comment ? <blockquote>{r.comment}</blockquote> : null}
              {r.next.length ? (
                <div className={styles.actions}>
                  {r.next.map((to) => (
                    <button
                      key={to}
                      type="button"
                      className={to === 'rejected' ? 'button' : 'button button--primary'}
                      aria-label={t('actionLabel', { action: action(to), number: r.number })}
                      onClick={() => void move(r, to)}
                    >
                      {action(to)}
                    </button>
                  ))}
                </div>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
      {list.isSuccess && rows.length === 0 ? <p>{t('empty')}</p> : null}
    </section>
  );
}
