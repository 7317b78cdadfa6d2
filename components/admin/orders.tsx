'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, SelectField, serverOutcome, StatusLine, SubmitButton, TextAreaField, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { OTHER_CARRIER, shipmentSchema } from '@/lib/validations/fulfilment';
import { threadEntrySchema } from '@/lib/validations/inbox';
import { carriersFor } from '@/lib/shop/tracking';
import type { OrderDetail } from '@/lib/types/shop';
import { ORDER_STATUSES } from '@/lib/validations/order';
import { useAdminFormats } from './formats';
import { AdminShell } from './admin-shell';
import { LoadFailure } from './load-failure';
import { LoadMore, useStaffList } from './staff-list';
import { ScrollRegion } from './scroll-region';
import styles from './admin.module.css';
import { addressInline } from '@/lib/shop/address-format';
import { formatRate } from '@/lib/shop/money';
import type { StaffOrder, StaffOrderPage } from '@/lib/types/staff';
import { OrderRefunds } from './order-refunds';
import { useOpenParam } from './use-open-param';
import { ShipmentImport } from './shipment-import';
import { useUrlFilter, useUrlText } from './use-url-filter';

type Status = (typeof ORDER_STATUSES)[number];
type Order = StaffOrder;

/** Orders: find them, ship them with a tracking number, mark them delivered, cancel with a refund. */
export function Orders() {
  const t = useT('AdminOrders');
  return (
    <AdminShell title={t('title')} roles={['admin', 'support']}>
      {() => (
        <Suspense>
          <OrdersView />
        </Suspense>
      )}
    </AdminShell>
  );
}

function OrdersView() {
  const t = useT('AdminOrders');
  const { money, when } = useAdminFormats();
  const [status, setStatus] = useUrlFilter<Status>('status', ORDER_STATUSES, 'paid');
  const [q, setQ] = useUrlText('q');
  const [search, setSearch] = useState(q);
  const [selected, setSelected] = useState<string | null>(null);
  useOpenParam(setSelected);
  const {
    list: pages,
    rows,
    first,
    busy,
  } = useStaffList({
    queryKey: [...adminQueryKeys.orders, status, q] as const,
    fetchPage: (before: number | undefined) =>
      adminFetch<StaffOrderPage>(
        `/api/admin/orders?limit=30${status ? `&status=${status}` : ''}${q ? `&q=${encodeURIComponent(q)}` : ''}${before ? `&before=${before}` : ''}`,
      ),
    nextCursor: (last) => last.nextBefore,
  });
  const counts = first?.counts ?? {};

  return (
    <div className={styles.split}>
      <section aria-label={t('listLabel')}>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setQ(search.trim());
          }}
        >
          <label htmlFor="order-search">{t('searchLabel')}</label>
          <input id="order-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />{' '}
          <button type="submit" className="button">
            {t('find')}
          </button>
        </form>
        <ul className={styles.tabs} aria-label={t('show')}>
          {(['', ...ORDER_STATUSES] as const).map((s) => (
            <li key={s || 'all'}>
              <button type="button" className="button" aria-pressed={status === s} onClick={() => setStatus(s)}>
                {!s ? t('all') : pages.data ? t('tab', { status: t(`status.${s}`), count: counts[s] ?? 0 }) : t(`status.${s}`)}
              </button>
            </li>
          ))}
        </ul>
        <LoadFailure query={pages} />
        <ul className={styles.inbox} aria-busy={busy} data-testid="orders">
          {rows.map((o) => (
            <li key={o.id}>
              <button type="button" aria-current={selected === o.id} onClick={() => setSelected(o.id)}>
                <strong>#{o.number}</strong> {o.customer}{' '}
                <span className={styles.meta}>
                  · {t(`status.${o.status}`)}
                  {o.refunded !== 'none' ? ` · ${t(`refunded.${o.refunded}`)}` : ''}
                </span>
                <br />
                <span className={styles.meta}>
                  {when(o.createdAt)} · {t('items', { count: o.itemCount })} · {money(o.totalCents, o.currency)}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {pages.isSuccess && rows.length === 0 ? <p>{t('empty')}</p> : null}
        <LoadMore list={pages} label={t('older')} />
        <ShipmentImport />
      </section>
      {selected ? <OrderDetail id={selected} /> : <p>{t('choose')}</p>}
    </div>
  );
}

function OrderDetail({ id }: { id: string }) {
  const client = useQueryClient();
  const t = useT('AdminOrders');
  const returns = useT('AdminReturns');
  const errors = useT('Errors');
  const { money, when, language, list } = useAdminFormats();
  const key = [...adminQueryKeys.orders, 'detail', id] as const;
  const order = useQuery({ queryKey: key, queryFn: () => adminFetch<Order>(`/api/admin/orders/${id}`) });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const ship = useSchemaForm(shipmentSchema, { carrier: '', otherCarrier: '', trackingNumber: '' });
  // The order just chosen has loaded: focus on its heading says so (and brings it into view on a phone).
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = order.data ? id : null;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  const move = async (body: Record<string, string>, form: Parameters<typeof serverOutcome>[0] = null) => {
    if (!order.data) return;
    setOutcome(null);
    try {
      const fresh = await adminFetch<Order>(`/api/admin/orders/${id}/status`, { method: 'POST', body: { ...body, updatedAt: order.data.updatedAt } });
      client.setQueryData(key, fresh);
      await client.invalidateQueries({ queryKey: adminQueryKeys.orders, predicate: (q) => q.queryKey[2] !== 'detail' });
      setOutcome({ kind: 'success', text: t('moved', { number: fresh.number, status: t(`status.${fresh.status}`) }) });
      setConfirmCancel(false);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await order.refetch();
        setOutcome({ kind: 'error', text: t('conflict') });
      } else setOutcome(serverOutcome(form, error, errors));
    }
  };

  if (!order.data) return <p aria-busy="true">{t('loading')}</p>;
  const o = order.data;
  const a = o.address;
  const otherCarrier = ship.watch('carrier') === OTHER_CARRIER;
  const fieldError = (name: 'carrier' | 'otherCarrier' | 'trackingNumber') => {
    const message = ship.formState.errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  return (
    <article aria-labelledby="order-heading" className={styles.section}>
      <h2 id="order-heading" ref={heading} tabIndex={-1}>
        {t('heading', { number: o.number })}
      </h2>
      <p>
        <strong data-testid="order-status">{t(`status.${o.status}`)}</strong>
        {o.refunded !== 'none' ? (
          <>
            {' · '}
            <strong data-testid="order-refunded">{t(`refunded.${o.refunded}`)}</strong>
          </>
        ) : null}{' '}
        · {money(o.totalCents, o.currency)} · {o.card.brand} •••• {o.card.last4}
      </p>
      <p>
        <a href={`/api/admin/orders/${o.id}/packing-slip`} download>
          {t('packingSlip')}
        </a>
        {o.status === 'pending' ? null : (
          <>
            {' · '}
            <a href={`/api/admin/orders/${o.id}/invoice`} download>
              {t('invoice')}
            </a>
          </>
        )}
      </p>
      <p>
        {o.customer.name} · {o.customer.email} · {t('emailsIn', { language: language(o.customer.locale) })}
      </p>
      <address className={styles.meta}>
        {a.recipient}, {addressInline(a)}, {a.country} · {a.phone}
      </address>
      <ScrollRegion name={t('heading', { number: o.number })}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('columns.product')}</th>
              <th scope="col">{t('columns.colour')}</th>
              <th scope="col">{t('columns.quantity')}</th>
              <th scope="col">{t('columns.total')}</th>
            </tr>
          </thead>
          <tbody>
            {o.lines.map((l) => (
              <tr key={`${l.productId}-${l.colorId}`}>
                <td>{l.name}</td>
                <td>{l.colorName}</td>
                <td>{l.quantity}</td>
                <td>{money(l.lineTotalCents, o.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <OrderAmounts order={o} />
      {o.shipment ? (
        <p>
          {t('shippedWith', { carrier: o.shipment.carrier })} <code>{o.shipment.trackingNumber}</code>
        </p>
      ) : null}
      <StatusLine outcome={outcome} />
      {o.next.includes('shipped') ? (
        <form
          onSubmit={ship.handleSubmit(({ carrier, otherCarrier: other, trackingNumber }) =>
            move({ to: 'shipped', carrier: carrier === OTHER_CARRIER ? other : carrier, trackingNumber }, ship as never),
          )}
          noValidate
          aria-label={t('shipForm')}
          className={styles.grid}
        >
          {/* The carriers that deliver to the order's country (lib/shop/tracking.ts), or another one by name. */}
          <SelectField label={t('carrier')} required registration={ship.register('carrier')} error={fieldError('carrier')}>
            <option value="">{t('chooseCarrier')}</option>
            {carriersFor(a.country).map((c) => (
              <option key={c.id} value={c.name}>
                {c.latin ? `${c.name} (${c.latin})` : c.name}
              </option>
            ))}
            <option value={OTHER_CARRIER}>{t('otherCarrier')}</option>
          </SelectField>
          {otherCarrier ? (
            <TextField label={t('carrierName')} autoComplete="off" required registration={ship.register('otherCarrier')} error={fieldError('otherCarrier')} />
          ) : null}
          <TextField
            label={t('trackingNumber')}
            autoComplete="off"
            required
            registration={ship.register('trackingNumber')}
            error={fieldError('trackingNumber')}
          />
          <SubmitButton pending={ship.formState.isSubmitting} label={t('markShipped')} pendingLabel={t('saving')} />
        </form>
      ) : null}
      <div className={styles.actions}>
        {o.next.includes('delivered') ? (
          <button type="button" className="button button--primary" onClick={() => void move({ to: 'delivered' })}>
            {t('markDelivered')}
          </button>
        ) : null}
        {o.next.includes('cancelled') && !confirmCancel ? (
          <button type="button" className="button" onClick={() => setConfirmCancel(true)}>
            {t('cancel')}
          </button>
        ) : null}
        {confirmCancel ? (
          <p role="alert">
            {t('confirmCancel', { total: money(o.totalCents, o.currency), last4: o.card.last4 })}{' '}
            <button type="button" className="button button--primary" onClick={() => void move({ to: 'cancelled' })}>
              {t('confirmYes')}
            </button>{' '}
            <button type="button" className="button" onClick={() => setConfirmCancel(false)}>
              {t('keep')}
            </button>
          </p>
        ) : null}
      </div>
      <OrderRefunds
        order={o}
        onChange={async (fresh) => {
          client.setQueryData(key, fresh);
          await client.invalidateQueries({ queryKey: adminQueryKeys.orders, predicate: (q) => q.queryKey[2] !== 'detail' });
        }}
      />
      {o.returns.length ? (
        <>
          <h3>{t('returns')}</h3>
          <ul data-testid="order-returns">
            {o.returns.map((r) => (
              <li key={r.id}>
                {t('returnNumber', { number: r.number })} · {returns(`status.${r.status}`)} · {when(r.createdAt)} ·{' '}
                {list(r.items.map((i) => `${i.quantity} × ${i.name} · ${i.colorName}`))} <Link href="/admin/returns">{t('openReturns')}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {o.withdrawal ? (
        <p className="status" data-testid="order-withdrawal">
          {t('withdrawal', { date: when(o.withdrawal.receivedAt), name: o.withdrawal.name, channel: o.withdrawal.channel, outcome: o.withdrawal.outcome })}
        </p>
      ) : null}
      <h3>{t('history')}</h3>
      <ol>
        {o.history.map((h, i) => (
          <li key={i}>
            {t(`status.${h.status}`)} · {when(h.at)}
            {h.by ? ` · ${h.by}` : ''}
          </li>
        ))}
      </ol>
      <OrderMails order={o} />
      <OrderNotes order={o} onChange={(fresh) => client.setQueryData(key, fresh)} />
    </article>
  );
}

/** The mails the buyer was sent about the order, oldest first, with their subject (in the buyer's language) and whether they went out. */
function OrderMails({ order: o }: { order: Order }) {
  const t = useT('AdminOrders');
  const { when } = useAdminFormats();
  return (
    <section aria-labelledby="order-mails-heading">
      <h3 id="order-mails-heading">{t('mails.heading')}</h3>
      {o.mails.length ? (
        <ol data-testid="order-mails">
          {o.mails.map((m) => (
            <li key={m.id}>
              <strong>{m.subject}</strong> · {m.to} ·{' '}
              {m.state === 'sent' ? t('mails.sent', { when: when(m.sentAt!) }) : m.state === 'queued' ? t('mails.queued', { when: when(m.at) }) : null}
              {m.state === 'given_up' ? (
                <>
                  {t('mails.givenUp', { when: when(m.at) })} <Link href="/admin/mail">{t('mails.openFailures')}</Link>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('mails.none')}</p>
      )}
    </section>
  );
}

/** Staff's internal notes on the order, oldest first, and a form to add one (the buyer never sees them). */
function OrderNotes({ order: o, onChange }: { order: Order; onChange: (fresh: Order) => void }) {
  const t = useT('AdminOrders');
  const errors = useT('Errors');
  const { when } = useAdminFormats();
  const form = useSchemaForm(threadEntrySchema, { body: '' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const onSubmit = form.handleSubmit(async ({ body }) => {
    setOutcome(null);
    try {
      onChange(await adminFetch<Order>(`/api/admin/orders/${o.id}/notes`, { method: 'POST', body: { body } }));
      form.reset();
      setOutcome({ kind: 'success', text: t('notes.added') });
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors));
    }
  });
  const error = form.formState.errors.body?.message;
  return (
    <section aria-labelledby="order-notes-heading">
      <h3 id="order-notes-heading">{t('notes.heading')}</h3>
      {o.notes.length ? (
        <ol className={styles.thread} data-testid="order-notes">
          {o.notes.map((n) => (
            <li key={n.id}>
              <p className={styles.meta}>
                {n.author} · {when(n.at)}
              </p>
              <p>{n.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('notes.none')}</p>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('notes.heading')}>
        <TextAreaField label={t('notes.label')} rows={3} registration={form.register('body')} error={typeof error === 'string' ? error : undefined} />
        <StatusLine outcome={outcome} />
        <SubmitButton pending={form.formState.isSubmitting} label={t('notes.add')} pendingLabel={t('notes.adding')} />
      </form>
    </section>
  );
}

/** How the order was charged, as the buyer saw it at checkout: method, subtotal, shipping, tax (added, or contained at its rate), total. */
function OrderAmounts({ order: o }: { order: Order }) {
  const t = useT('AdminOrders');
  const { money, tag } = useAdminFormats();
  const rate = formatRate(tag, o.taxRateBp);
  const tax = (label: string) => (
    <div>
      <dt>{label}</dt>
      <dd>{money(o.taxCents, o.currency)}</dd>
    </div>
  );
  return (
    <dl className={styles.amounts} aria-label={t('totals.label')} data-testid="order-amounts">
      <div>
        <dt>{t('totals.method')}</dt>
        <dd data-testid="shipping-method">{t(`totals.${o.shippingMethod}`)}</dd>
      </div>
      <div>
        <dt>{t('totals.subtotal')}</dt>
        <dd>{money(o.subtotalCents, o.currency)}</dd>
      </div>
      <div>
        <dt>{t('totals.shipping')}</dt>
        <dd>{o.shippingCents === 0 ? t('totals.shippingFree') : money(o.shippingCents, o.currency)}</dd>
      </div>
      {o.taxIncluded ? null : tax(t('totals.salesTax', { rate }))}
      <div className={styles.grandTotal}>
        <dt>{t('totals.total')}</dt>
        <dd>{money(o.totalCents, o.currency)}</dd>
      </div>
      {o.taxIncluded ? tax(t('totals.vatIncluded', { rate })) : null}
    </dl>
  );
}
