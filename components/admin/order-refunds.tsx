'use client';
import { useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, serverOutcome, StatusLine, SubmitButton } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { isApiError } from '@/lib/api/errors';
import { planRefund } from '@/lib/shop/refund-amounts';
import type { StaffOrder } from '@/lib/types/staff';
import { REFUND_REASON_MAX } from '@/lib/validations/refund';
import { useAdminFormats } from './formats';
import styles from './admin.module.css';

const lineKey = (l: { productId: string; colorId: string }) => `${l.productId}:${l.colorId}`;

/**
 * The order's refunds (amount, lines, who, when) and the form that makes one: how many of each
 * line, the shipping, back into stock, why. The amount shown is the server's arithmetic
 * (lib/shop/refund-amounts), so staff see what the card gets back before they confirm.
 */
export function OrderRefunds({ order, onChange }: { order: StaffOrder; onChange: (fresh: StaffOrder) => Promise<void> }) {
  const t = useT('AdminOrders');
  const { money, when, list } = useAdminFormats();
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <>
      {order.refundable ? <RefundForm order={order} onChange={onChange} setOutcome={setOutcome} /> : null}
      <StatusLine outcome={outcome} />
      {order.refunds.length ? (
        <>
          <h3>{t('refunds')}</h3>
          <ul data-testid="order-refunds">
            {order.refunds.map((r) => (
              <li key={r.id}>
                <strong>{money(r.amountCents, r.currency)}</strong> · {when(r.at)}
                {r.by ? ` · ${r.by}` : ''}
                {r.status === 'pending' ? (
                  <>
                    {' · '}
                    <em data-refund-pending>{t('refundPending')}</em>
                  </>
                ) : null}
                <br />
                <span className={styles.meta}>
                  {list([
                    ...r.lines.map((l) => `${l.quantity} × ${l.name} · ${l.colorName}`),
                    ...(r.shippingCents > 0 ? [t('refundWithShipping')] : []),
                    ...(r.restocked && r.status === 'done' ? [t('refundRestocked')] : []),
                  ])}{' '}
                  · {r.reason}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function RefundForm({
  order,
  onChange,
  setOutcome,
}: {
  order: StaffOrder;
  onChange: (fresh: StaffOrder) => Promise<void>;
  setOutcome: (outcome: Outcome) => void;
}) {
  const t = useT('AdminOrders');
  const errors = useT('Errors');
  const { money } = useAdminFormats();
  const open = order.refundable!;
  const [shown, setShown] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [shipping, setShipping] = useState(false);
  const [restock, setRestock] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  // One key per refund the member means: a retried submit of the same form refunds once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const unitPrice = new Map(order.lines.map((l) => [lineKey(l), l.unitPriceCents]));
  const past = order.refunds.map((r) => ({
    amountCents: r.amountCents,
    shippingCents: r.shippingCents,
    lines: r.lines.map((l) => ({ ...l, unitPriceCents: unitPrice.get(lineKey(l)) ?? 0 })),
  }));
  const lines = open.lines
    .filter((l) => (quantities[lineKey(l)] ?? 0) > 0)
    .map((l) => ({ productId: l.productId, colorId: l.colorId, quantity: quantities[lineKey(l)]! }));
  const plan = planRefund({ ...order, lines: order.lines }, past, { lines, shipping });

  if (!shown)
    return (
      <p>
        <button type="button" className="button" onClick={() => setShown(true)}>
          {t('refundOpen')}
        </button>{' '}
        <span className={styles.meta}>{t('refundLeft', { amount: money(open.leftCents, order.currency) })}</span>
      </p>
    );

  const startOver = () => {
    setIdempotencyKey(crypto.randomUUID());
    setQuantities({});
    setShipping(false);
    setRestock(false);
    setReason('');
  };

  const submit = async () => {
    setPending(true);
    setOutcome(null);
    try {
      const fresh = await adminFetch<StaffOrder>(`/api/admin/orders/${order.id}/refunds`, {
        method: 'POST',
        body: { lines, shipping, restock, reason, idempotencyKey },
      });
      setOutcome({ kind: 'success', text: t('refundDone', { amount: money(fresh.refunds[0]?.amountCents ?? 0, order.currency) }) });
      startOver();
      await onChange(fresh);
    } catch (error) {
      setOutcome(serverOutcome(null, error, errors));
      // Decided, but the provider did not answer: the refund waits in the list below and completes on
      // its own (a retry or the settlement), so the form starts over and the list shows it.
      if (isApiError(error) && error.code === 'refund_unconfirmed') {
        startOver();
        await onChange(await adminFetch<StaffOrder>(`/api/admin/orders/${order.id}`)).catch(() => undefined);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      aria-label={t('refundForm')}
      className={styles.grid}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3>{t('refundForm')}</h3>
      {open.lines.map((l) => {
        const line = order.lines.find((o) => lineKey(o) === lineKey(l));
        const id = `refund-${lineKey(l)}`;
        return (
          <p key={lineKey(l)}>
            <label htmlFor={id}>{t('refundLine', { name: line?.name ?? l.productId, colour: line?.colorName ?? l.colorId, max: l.quantity })}</label>
            <input
              id={id}
              type="number"
              min={0}
              max={l.quantity}
              step={1}
              disabled={l.quantity === 0}
              value={quantities[lineKey(l)] ?? 0}
              onChange={(e) => setQuantities({ ...quantities, [lineKey(l)]: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })}
            />
          </p>
        );
      })}
      {open.shippingCents > 0 ? (
        <label>
          <input type="checkbox" checked={shipping} onChange={(e) => setShipping(e.target.checked)} />{' '}
          {t('refundShipping', { amount: money(open.shippingCents, order.currency) })}
        </label>
      ) : null}
      <label>
        <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} /> {t('restock')}
      </label>
      <p>
        <label htmlFor="refund-reason">{t('reason')}</label>
        <textarea id="refund-reason" required minLength={2} maxLength={REFUND_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
      </p>
      <p aria-live="polite" data-testid="refund-amount">
        {plan.ok ? t('refundAmount', { amount: money(plan.amountCents, order.currency) }) : t('refundLeft', { amount: money(open.leftCents, order.currency) })}
      </p>
      <div className={styles.actions}>
        <SubmitButton pending={pending} label={t('refundSubmit')} pendingLabel={t('saving')} />{' '}
        <button type="button" className="button" onClick={() => setShown(false)}>
          {t('refundCancel')}
        </button>
      </div>
    </form>
  );
}
