'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { busyButton } from '@/components/ui/busy-button';
import { StatusLine, type Outcome } from '@/components/ui/form-kit';
import { useHydrated } from '@/components/ui/use-hydrated';
import { getPathname, Link, useRouter } from '@/i18n/navigation';
import { cartChanged } from '@/lib/api/cart-cache';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi, type CartLine, type CartView, type GuestOrderPlaced, type OrderDetail } from '@/lib/api/shop';
import { focusAfterRemoval } from '@/lib/client/focus-return';
import { useSessionToken } from '@/lib/client/session-store';
import { BuyNowCheckout, parseBuyNow } from './buy-now';
import { Checkout, OrderPlaced } from './checkout';
import { GuestCheckout, GuestOrderPlacedNote } from './guest-checkout';
import { MarketSelect } from './market-select';
import { formatPrice, formatRate } from './format';
import { fromSwr, LoadState } from './load-state';
import { useShop } from './shop-context';
import { cartTotals, currencyOf, marketOf } from '@/lib/shop/markets';
import { refusedMessage } from './use-optimistic';
import styles from './shop.module.css';

function withLines(cart: CartView, lines: CartLine[]): CartView {
  const subtotalCents = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
  const totals = cartTotals({ ...cart, subtotalCents }, 'standard', null);
  return {
    ...cart,
    lines,
    subtotalCents,
    shippingCents: totals.shipping,
    shippingOptions: totals.options,
    taxCents: totals.tax,
    totalCents: totals.total,
    count: lines.reduce((s, l) => s + l.quantity, 0),
  };
}

/** /shoppingcart: lines, quantities, totals; signed-in buyers continue to the checkout step here. */
export function CartPage() {
  const { t, locale } = useShop();
  const hydrated = useHydrated();
  const token = useSessionToken();
  const router = useRouter();
  const search = useSearchParams();
  const step = search.get('step');
  const buyNow = step === 'checkout' ? parseBuyNow(search.get('buy')) : null;
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [placed, setPlaced] = useState<OrderDetail | null>(null);
  const [guestPlaced, setGuestPlaced] = useState<GuestOrderPlaced | null>(null);
  const cart = useSWR<CartView>(hydrated && !buyNow ? [queryKeys.cart, token ? 'user' : 'guest'] : null, () => shopApi.cart());
  const query = fromSwr(cart);
  /** Another market chosen: the cart is priced again in it (the server reads the cookie). */
  const repriceCart = () => void cart.mutate();
  const [busy, setBusy] = useState(false);

  /** Shows `apply` at once, stores the server's cart when it answers, rolls back with its message when it refuses. */
  async function change(apply: (current: CartView) => CartView, request: () => Promise<CartView>, done: string) {
    setOutcome(null);
    setBusy(true);
    try {
      await cart.mutate(request, {
        optimisticData: (current) => (current ? apply(current) : (current as unknown as CartView)),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
      setOutcome({ kind: 'success', text: done });
    } catch (error) {
      setOutcome({ kind: 'error', text: refusedMessage(error, t('Shop.undone')) });
    } finally {
      setBusy(false);
      void cartChanged();
    }
  }
  const setQuantity = (line: CartLine, quantity: number) =>
    change(
      (current) =>
        withLines(
          current,
          current.lines.map((l) => (l.id === line.id ? { ...l, quantity, lineTotalCents: l.unitPriceCents * quantity } : l)),
        ),
      () => shopApi.setQuantity(line.id, quantity),
      t('Cart.updated'),
    );
  // After Remove, focus goes to the Remove button of the row that took the removed one's place, or
  // to the "cart is empty" message: never to <body>.
  const linesList = useRef<HTMLUListElement>(null);
  const emptyNote = useRef<HTMLParagraphElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const rows = [...(linesList.current?.querySelectorAll<HTMLElement>('[data-testid="cart-line"]') ?? [])];
    focusAfterRemoval(rows, index, (row) => row.querySelector<HTMLElement>('[data-remove]'), emptyNote.current);
  }, [cart.data?.lines.length]);
  const remove = (line: CartLine, index: number) => {
    removedAt.current = index;
    return change(
      (current) =>
        withLines(
          current,
          current.lines.filter((l) => l.id !== line.id),
        ),
      () => shopApi.removeLine(line.id),
      t('Cart.removed', { name: line.name }),
    );
  };

  const checkoutReturn = `${getPathname({ locale, href: '/shoppingcart' })}?step=checkout`;
  const loginHref = `${getPathname({ locale, href: '/login' })}?redirect=${encodeURIComponent(checkoutReturn)}`;
  const price = (minor: number) => formatPrice(locale, minor, query.data?.currency ?? currencyOf(marketOf(locale)));

  if (!hydrated)
    return (
      <p className="status" role="status">
        {t('Shop.loading')}
      </p>
    );
  if (buyNow) return <BuyNowCheckout item={buyNow} />;
  return (
    <div className={styles.stack} data-ready={cart.data ? 'true' : undefined}>
      {placed ? <OrderPlaced order={placed} /> : null}
      {guestPlaced ? <GuestOrderPlacedNote order={guestPlaced} /> : null}
      <StatusLine outcome={outcome} />
      <LoadState query={query}>
        {(cart) =>
          cart.lines.length === 0 ? (
            <div className={styles.empty}>
              <p ref={emptyNote} tabIndex={-1}>
                {t('Cart.empty')}
              </p>
              <Link href="/products" className="button button--primary">
                {t('Cart.browse')}
              </Link>
            </div>
          ) : (
            <div className={styles.cartLayout}>
              <ul ref={linesList} className={styles.lines} aria-label={t('Cart.items', { count: cart.count })}>
                {cart.lines.map((line, index) => (
                  <li key={line.id} className={styles.line} data-testid="cart-line">
                    {line.image ? (
                      <img className={styles.lineImage} src={line.image.src} width={line.image.width} height={line.image.height} alt="" loading="lazy" />
                    ) : (
                      <span className={styles.lineImage} />
                    )}
                    <div className={styles.lineText}>
                      <Link href={{ pathname: '/productsShow', query: { id: line.productId } }} className={styles.lineName}>
                        {line.name}
                      </Link>
                      <span>{line.variantKind === 'size' ? t('Cart.size', { name: line.colorName }) : t('Cart.colour', { name: line.colorName })}</span>
                      <span>{t('Cart.unitPriceValue', { price: price(line.unitPriceCents) })}</span>
                      {line.stock !== 'in_stock' ? <span className="badge">{t(`Shop.stock.${line.stock}`)}</span> : null}
                    </div>
                    <QuantityStepper line={line} busy={busy} onChange={(quantity) => void setQuantity(line, quantity)} />
                    <div className={styles.lineTotal}>
                      <span className="visually-hidden">{t('Cart.lineTotalLabel')} </span>
                      {price(line.lineTotalCents)}
                    </div>
                    <button
                      type="button"
                      className={`button ${styles.lineRemove}`}
                      aria-label={t('Cart.removeItem', { name: line.name })}
                      data-remove
                      onClick={() => void remove(line, index)}
                    >
                      {t('Cart.remove')}
                    </button>
                  </li>
                ))}
              </ul>
              <section className={styles.summary} aria-labelledby="cart-summary">
                <h2 id="cart-summary">{t('Cart.summary')}</h2>
                <MarketSelect onChange={repriceCart} />
                <dl className={styles.totals}>
                  <dt>{t('Cart.subtotal')}</dt>
                  <dd>{price(cart.subtotalCents)}</dd>
                  <dt>{t('Cart.shipping')}</dt>
                  <dd>{cart.shippingCents === 0 ? t('Cart.shippingFree') : price(cart.shippingCents)}</dd>
                  {cart.tax.kind === 'added' ? (
                    <>
                      <dt>{t('Cart.salesTax')}</dt>
                      <dd>{t('Cart.salesTaxLater')}</dd>
                    </>
                  ) : null}
                  <dt className={styles.grand}>{t('Cart.total')}</dt>
                  <dd className={styles.grand} data-testid="cart-total">
                    {price(cart.totalCents)}
                  </dd>
                  {cart.tax.kind === 'included' ? (
                    <>
                      <dt>{t('Cart.taxIncludedLabel', { rate: formatRate(locale, cart.tax.rateBp) })}</dt>
                      <dd>{price(cart.taxCents)}</dd>
                    </>
                  ) : null}
                </dl>
                {cart.freeShippingThresholdCents > 0 ? (
                  <p className="field__hint">{t('Cart.freeShippingFrom', { amount: price(cart.freeShippingThresholdCents) })}</p>
                ) : null}
                {token ? (
                  step === 'checkout' ? null : (
                    <button
                      type="button"
                      className="button button--primary"
                      onClick={() => router.replace({ pathname: '/shoppingcart', query: { step: 'checkout' } })}
                    >
                      {t('Cart.checkout')}
                    </button>
                  )
                ) : step === 'checkout' ? null : (
                  <>
                    <button
                      type="button"
                      className="button button--primary"
                      onClick={() => router.replace({ pathname: '/shoppingcart', query: { step: 'checkout' } })}
                    >
                      {t('Cart.guestCheckout')}
                    </button>
                    <p>{t('Cart.guestNote')}</p>
                    <a href={loginHref} className="button">
                      {t('Cart.signInToCheckout')}
                    </a>
                  </>
                )}
              </section>
            </div>
          )
        }
      </LoadState>
      {token && step === 'checkout' && query.data && query.data.lines.length > 0 ? (
        <Checkout
          cart={query.data}
          onPlaced={(order) => {
            setPlaced(order);
            router.replace('/shoppingcart');
            void cartChanged();
            void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
          }}
        />
      ) : null}
      {!token && step === 'checkout' && query.data && query.data.lines.length > 0 ? (
        <GuestCheckout
          cart={query.data}
          onPlaced={(order) => {
            setGuestPlaced(order);
            router.replace('/shoppingcart');
            void cartChanged();
          }}
        />
      ) : null}
    </div>
  );
}

function QuantityStepper({ line, busy, onChange }: { line: CartLine; busy: boolean; onChange: (q: number) => void }) {
  const { t } = useShop();
  const [draft, setDraft] = useState<string | null>(null);
  const max = Math.max(1, Math.min(99, line.maxQuantity || line.quantity));
  const commit = (value: number) => {
    setDraft(null);
    const q = Math.min(99, Math.max(1, Math.round(value)));
    if (Number.isFinite(q) && q !== line.quantity) onChange(q);
  };
  return (
    <div className={styles.qty} role="group" aria-label={t('Cart.quantityFor', { name: line.name })}>
      <button
        type="button"
        className={styles.qtyButton}
        aria-label={t('Cart.decrease', { name: line.name })}
        {...busyButton(busy || line.quantity <= 1, () => commit(line.quantity - 1))}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        aria-label={t('Cart.quantityFor', { name: line.name })}
        value={draft ?? String(line.quantity)}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => draft !== null && commit(Number(draft))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && draft !== null) commit(Number(draft));
        }}
      />
      <button
        type="button"
        className={styles.qtyButton}
        aria-label={t('Cart.increase', { name: line.name })}
        {...busyButton(busy || line.quantity >= 99, () => commit(line.quantity + 1))}
      >
        +
      </button>
    </div>
  );
}
