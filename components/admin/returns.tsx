'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusLine, type Outcome } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { RETURN_STATUSES, type ReturnReason, type ReturnStatus } from '@/lib/validations/returns';
import { AdminShell } from './admin-shell';
import styles from './admin.module.css';

/** What GET /api/admin/returns answers per request. */
interface Row {
  id: string;
  number: number;
  status: ReturnStatus;
  reason: ReturnReason;
  comment: string;
  createdAt: string;
  updatedAt: string;
  order: { id: string; number: number; status: string };
  customer: { name: string; email: string };
  items: { productId: string; colorId: string; name: string; colorName: string; quantity: number }[];
  next: ReturnStatus[];
}

const STATUS_LABEL: Record<ReturnStatus, string> = {
  requested: 'To review',
  approved: 'Approved — awaiting refund',
  rejected: 'Rejected',
  refunded: 'Refunded',
};
const REASON_LABEL: Record<ReturnReason, string> = {
  changed_mind: 'Changed their mind',
  damaged: 'Arrived damaged',
  wrong_item: 'Wrong item',
  not_as_described: 'Not as described',
  other: 'Other',
};
const ACTION_LABEL: Record<ReturnStatus, string> = { requested: '', approved: 'Approve', rejected: 'Reject', refunded: 'Mark as refunded' };
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Returns: the buyers' requests to send goods back, to approve or reject, and to mark refunded once the money went back. */
export function Returns() {
  return (
    <AdminShell title="Returns" roles={['admin', 'support']}>
      {() => <ReturnsView />}
    </AdminShell>
  );
}

function ReturnsView() {
  const client = useQueryClient();
  const [status, setStatus] = useState<ReturnStatus | ''>('requested');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const list = useQuery({
    queryKey: [...adminQueryKeys.returns, status] as const,
    queryFn: () => adminFetch<{ items: Row[]; counts: Partial<Record<ReturnStatus, number>> }>(`/api/admin/returns${status ? `?status=${status}` : ''}`),
  });
  const counts = list.data?.counts ?? {};
  const rows = list.data?.items ?? [];

  /** One move, with the version this list showed; a 409 reloads the list so the member sees the current state. */
  const move = async (row: Row, to: ReturnStatus) => {
    setOutcome(null);
    try {
      const fresh = await adminFetch<Row>(`/api/admin/returns/${row.id}`, { method: 'PATCH', body: { status: to, updatedAt: row.updatedAt } });
      setOutcome({ kind: 'success', text: `Return #${fresh.number}: ${STATUS_LABEL[fresh.status]}.` });
    } catch (error) {
      setOutcome({
        kind: 'error',
        text:
          isApiError(error) && error.status === 409
            ? 'This return changed meanwhile: the list now shows its current state.'
            : 'That did not work. Please try again.',
      });
    }
    await client.invalidateQueries({ queryKey: adminQueryKeys.returns });
  };

  return (
    <section aria-label="Return requests" className={styles.section}>
      <ul className={styles.tabs} aria-label="Show">
        {(['', ...RETURN_STATUSES] as const).map((s) => (
          <li key={s || 'all'}>
            <button type="button" className="button" aria-pressed={status === s} onClick={() => setStatus(s)}>
              {s ? `${STATUS_LABEL[s]} (${counts[s] ?? 0})` : 'All'}
            </button>
          </li>
        ))}
      </ul>
      <StatusLine outcome={outcome} />
      <ul className={styles.inbox} aria-busy={list.isPending} data-testid="returns">
        {rows.map((r) => (
          <li key={r.id}>
            <article aria-labelledby={`return-${r.id}`}>
              <h2 id={`return-${r.id}`}>
                Return #{r.number} · order #{r.order.number}
              </h2>
              <p>
                <strong>{STATUS_LABEL[r.status]}</strong> · {REASON_LABEL[r.reason]} · {when(r.createdAt)}
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
                      aria-label={`${ACTION_LABEL[to]}: return #${r.number}`}
                      onClick={() => void move(r, to)}
                    >
                      {ACTION_LABEL[to]}
                    </button>
                  ))}
                </div>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
      {!list.isPending && rows.length === 0 ? <p>No returns here.</p> : null}
    </section>
  );
}
