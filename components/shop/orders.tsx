'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useMe } from '@/components/account/use-me';
import { busyButton } from '@/components/ui/busy-button';
import { Link, usePathname } from '@/i18n/navigation';
import { isApiError } from '@/lib/api/errors';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi, type OrderDetail } from '@/lib/api/shop';
import { AddressLines } from './address-list';
import { brandName, formatDate, formatPrice, formatRate } from './format';
import { LoadState } from './load-state';
import { OrderPartHeading } from './order-heading';
import { ReturnForm } from './return-form';
import { WithdrawalForm, WithdrawalPeriod } from './withdrawal-form';
import { useShop } from './shop-context';
import { statusBadge } from './status-badge';
import styles from './shop.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The buyer's orders: the list, or one order when the URL has `?order=<id>` (so it can live on
 * /user, which belongs to the account pages: mount it with <OrdersSection locale={locale} />).
 */
export function OrdersPanel() {
  const { t } = useShop();
  const id = useSearchParams().get('order');
  return (
    <section id="orders" aria-labelledby="shop-orders-heading" className={styles.stack}>
      <h2 id="shop-orders-heading">{t('Orders.heading')}</h2>
      {id && UUID.test(id) ? <OrderView id={id} /> : <OrderList />}
    </section>
  );
}

function OrderList() {
  const { t, locale } = useShop();
  const pathname = usePathname();
  // Same key and shape (an array) as the account home's recent-orders block, so both can share the cache.
  const query = useQuery({ queryKey: queryKeys.orders.all, queryFn: async () => (await shopApi.orders()).items });
  return (
    <LoadState query={query}>
      {(items) =>
        items.length === 0 ? (
          <p>{t('Orders.empty')}</p>
        ) : (
          <ul className={styles.cards} data-testid="order-list">
            {items.map((o) => (
              <li key={o.id} className={styles.item}>
                <Link href={{ pathname, query: { order: o.id } }} aria-label={t('Orders.view', { number: o.number })} className={styles.lineName}>
                  {t('Orders.number', { number: o.number })}
                </Link>
                <span>{t('Orders.placedOn', { date: formatDate(locale, o.createdAt) })}</span>
                <span>
                  {t('Orders.items', { count: o.itemCount })} · {formatPrice(locale, o.totalCents, o.currency)}
                </span>
                <span className={statusBadge(o.status)}>{t(`Orders.status.${o.status}`)}</span>
              </li>
            ))}
          </ul>
        )
      }
    </LoadState>
  );
}

function OrderView({ id }: { id: string }) {
  const { t } = useShop();
  const pathname = usePathname();
  const query = useQuery({ queryKey: queryKeys.orders.detail(id), queryFn: () => shopApi.order(id) });
  const me = useMe();
  return (
    <>
      <p>
        <Link href={pathname}>← {t('Orders.back')}</Link>
      </p>
      <LoadState query={query} notFound={t('Orders.notFound')}>
        {(o) => (
          <OrderArticle order={o}>
            <OrderActions order={o} queryKey={queryKeys.orders.detail(id)} email={me.data?.email ?? null} />
          </OrderArticle>
        )}
      </LoadState>
    </>
  );
}

/**
 * What the buyer may do with their order (cancel while paid, ask for a return once shipped,
 * withdraw from the contract within the market's withdrawal period), on the account page and on
 * the mailed order link alike; `queryKey` is the view to refresh, `email` where mails go.
 */
export function OrderActions({
  order: o,
  queryKey,
  linkToken,
  email,
}: {
  order: OrderDetail;
  queryKey: readonly unknown[];
  linkToken?: string;
  email: string | null;
}) {
  const { t, locale } = useShop();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [returning, setReturning] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const cancel = useMutation({
    mutationFn: () => shopApi.cancelOrder(o.id),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey }), queryClient.invalidateQueries({ queryKey: queryKeys.orders.all })]);
      setMessage({ kind: 'success', text: t('Orders.cancelled') });
    },
    onError: (error) => setMessage({ kind: 'error', text: isApiError(error) ? error.message : t('Errors.server') }),
  });
  // Focus follows the confirmation (WCAG 2.4.3): "Cancel order" opens the question with focus on
  // "Keep order", keeping it returns focus to "Cancel order", confirming moves it to the status line
  // where the answer appears. The buttons it was on are gone by then. The return form alike: it
  // takes focus on its heading, closing it returns focus to "Request a return", and a request sent
  // moves focus to the status line that confirms it. The withdrawal's confirmation step too.
  const statusId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const returnOpener = useRef<HTMLButtonElement>(null);
  const withdrawOpener = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'trigger' | 'keep' | 'returnOpener' | 'withdrawOpener' | 'status' | null>(null);
  useEffect(() => {
    const targets = { trigger, keep, returnOpener, withdrawOpener, status };
    const target = focusNext.current ? targets[focusNext.current] : null;
    focusNext.current = null;
    target?.current?.focus();
  }, [confirming, returning, withdrawing]);
  const invoice = useMutation({
    mutationFn: () => (linkToken ? shopApi.invoiceByLink(linkToken) : shopApi.invoice(o.id)),
    onSuccess: (pdf) => saveFile(pdf, `invoice-${o.number}.pdf`),
    onError: (error) => setMessage({ kind: 'error', text: isApiError(error) ? error.message : t('Errors.server') }),
  });
  return (
    <>
      <div id={statusId} ref={status} tabIndex={-1} aria-live="polite" role="status">
        {message ? <p className={`status status--${message.kind}`}>{message.text}</p> : null}
      </div>
      {o.status === 'pending' ? null : (
        <button type="button" className="button" {...busyButton(invoice.isPending, () => invoice.mutate())}>
          {t('Orders.invoice')}
        </button>
      )}
      {o.cancellable ? (
        confirming ? (
          <div role="group" aria-label={t('Orders.cancelConfirm')} className={styles.confirm}>
            <span>{t('Orders.cancelConfirm')}</span>
            <button
              type="button"
              className="button button--primary"
              {...busyButton(cancel.isPending, () => {
                setConfirming(false);
                document.getElementById(statusId)?.focus();
                cancel.mutate();
              })}
            >
              {t('Orders.cancel')}
            </button>
            <button
              ref={keep}
              type="button"
              className="button"
              onClick={() => {
                focusNext.current = 'trigger';
                setConfirming(false);
              }}
            >
              {t('Orders.keep')}
            </button>
          </div>
        ) : (
          <button
            ref={trigger}
            type="button"
            className="button"
            onClick={() => {
              focusNext.current = 'keep';
              setConfirming(true);
            }}
          >
            {t('Orders.cancel')}
          </button>
        )
      ) : null}
      {o.returnable && !returning ? (
        <button ref={returnOpener} type="button" className="button" onClick={() => setReturning(true)}>
          {t('Orders.returnRequest')}
        </button>
      ) : null}
      {o.returnable && returning ? (
        <ReturnForm
          order={o}
          // A guest's order, opened by its link, asks with the link's token (no account).
          send={linkToken ? (input) => shopApi.requestReturnByLink(linkToken, input) : undefined}
          onClose={() => {
            focusNext.current = 'returnOpener';
            setReturning(false);
          }}
          onSent={(request) => {
            focusNext.current = 'status';
            setReturning(false);
            setMessage({ kind: 'success', text: t('Orders.returnSent', { number: request.number }) });
            void queryClient.invalidateQueries({ queryKey });
          }}
        />
      ) : null}
      {o.withdrawable && o.withdrawalRight && !withdrawing ? (
        <div className={styles.withdrawal} data-testid="withdrawal">
          <WithdrawalPeriod right={o.withdrawalRight} />
          <button ref={withdrawOpener} type="button" className="button" onClick={() => setWithdrawing(true)}>
            {t('Orders.withdraw')}
          </button>
        </div>
      ) : null}
      {o.withdrawable && withdrawing ? (
        <WithdrawalForm
          order={o}
          email={email}
          // A guest's order, opened by its link, withdraws with the link's token (no account).
          send={linkToken ? (input) => shopApi.withdrawByLink(linkToken, input) : (input) => shopApi.withdraw(o.id, input)}
          onClose={() => {
            focusNext.current = 'withdrawOpener';
            setWithdrawing(false);
          }}
          onSent={(withdrawal) => {
            focusNext.current = 'status';
            setWithdrawing(false);
            setMessage({ kind: 'success', text: t('Orders.withdrawSent', { date: formatDate(locale, withdrawal.receivedAt) }) });
            void Promise.all([queryClient.invalidateQueries({ queryKey }), queryClient.invalidateQueries({ queryKey: queryKeys.orders.all })]);
          }}
        />
      ) : null}
    </>
  );
}

/** Saves a file the page fetched (the invoice) under `name`, as a download link would. */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * One order: number and status, lines, totals as charged, address, shipment, payment and history;
 * `children` go at its end (actions). `level` is its title's heading level: 3 under the account's
 * "Orders" (h2), 2 right under a page's h1 (/order), so no level is skipped (WCAG 1.3.1).
 */
export function OrderArticle({ order: o, level = 3, children }: { order: OrderDetail; level?: 2 | 3; children?: ReactNode }) {
  const { t, locale } = useShop();
  const Title = level === 2 ? 'h2' : 'h3';
  const Part = level === 2 ? 'h3' : 'h4';
  return (
    <article className={styles.order} aria-labelledby="order-title" data-testid="order-detail">
      <Title id="order-title">
        {t('Orders.number', { number: o.number })} <span className={statusBadge(o.status)}>{t(`Orders.status.${o.status}`)}</span>
      </Title>
      <p>{t('Orders.placedOn', { date: formatDate(locale, o.createdAt) })}</p>
      <Part>{t('Orders.lines')}</Part>
      <ul className={styles.lines}>
        {o.lines.map((l) => (
          <li key={`${l.productId}/${l.colorId}`} className={styles.orderLine}>
            {l.image ? <img className={styles.lineImage} src={l.image.src} width={l.image.width} height={l.image.height} alt="" loading="lazy" /> : null}
            <span>
              {l.name} · {l.colorName}
            </span>
            <span>{t('Orders.quantity', { count: l.quantity })}</span>
            <span>{formatPrice(locale, l.lineTotalCents, o.currency)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <dt>{t('Orders.subtotal')}</dt>
        <dd>{formatPrice(locale, o.subtotalCents, o.currency)}</dd>
        <dt>{t('Orders.shipping')}</dt>
        <dd>
          {o.shippingCents === 0 ? t('Orders.shippingFree') : formatPrice(locale, o.shippingCents, o.currency)} ({t(`Checkout.${o.shippingMethod}`)})
        </dd>
        {o.taxIncluded ? null : (
          <>
            <dt>{t('Cart.salesTaxLabel', { rate: formatRate(locale, o.taxRateBp) })}</dt>
            <dd>{formatPrice(locale, o.taxCents, o.currency)}</dd>
          </>
        )}
        <dt className={styles.grand}>{t('Orders.total')}</dt>
        <dd className={styles.grand}>{formatPrice(locale, o.totalCents, o.currency)}</dd>
        {o.taxIncluded ? (
          <>
            <dt>{t('Cart.taxIncludedLabel', { rate: formatRate(locale, o.taxRateBp) })}</dt>
            <dd>{formatPrice(locale, o.taxCents, o.currency)}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.twoCols}>
        <div>
          <Part>{t('Orders.address')}</Part>
          <AddressLines address={o.address} />
        </div>
        {o.shipment ? (
          <div>
            <Part>{t('Orders.shipment')}</Part>
            <p>
              {t('Orders.shippedWith', { carrier: o.shipment.carrier })}
              <br />
              {o.shipment.url ? (
                <a href={o.shipment.url} rel="noopener noreferrer" target="_blank">
                  {t('Orders.trackParcel', { tracking: o.shipment.trackingNumber })}
                </a>
              ) : (
                t('Orders.trackingNumber', { tracking: o.shipment.trackingNumber })
              )}
            </p>
          </div>
        ) : null}
        <div>
          <Part>{t('Orders.payment')}</Part>
          <p>{t('Orders.card', { brand: brandName(locale, o.card.brand), last4: o.card.last4 })}</p>
        </div>
      </div>
      {o.returns.length ? (
        <>
          <Part>{t('Orders.returnsHeading')}</Part>
          <ul className={styles.history} data-testid="order-returns">
            {o.returns.map((r) => (
              <li key={r.id}>
                {t('Orders.returnNumber', { number: r.number })} <span className={statusBadge(r.status)}>{t(`Orders.returnStatus.${r.status}`)}</span>
                <br />
                {t('Orders.returnRequestedOn', { date: formatDate(locale, r.createdAt) })} · {t(`Orders.returnReasons.${r.reason}`)}
                <ul>
                  {r.items.map((i) => (
                    <li key={`${i.productId}/${i.colorId}`}>
                      {i.name} · {i.colorName} · {t('Orders.quantity', { count: i.quantity })}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {o.withdrawal ? <p data-testid="order-withdrawn">{t('Orders.withdrawnOn', { date: formatDate(locale, o.withdrawal.receivedAt) })}</p> : null}
      <Part>{t('Orders.history')}</Part>
      <ol className={styles.history}>
        {o.history.map((h) => (
          <li key={`${h.status}-${h.at}`}>
            {t(`Orders.status.${h.status}`)} — {formatDate(locale, h.at)}
          </li>
        ))}
      </ol>
      {/* The actions' own headings (the return form's) are parts of the order too. */}
      <OrderPartHeading value={Part}>{children}</OrderPartHeading>
    </article>
  );
}
