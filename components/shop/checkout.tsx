'use client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { busyButton } from '@/components/ui/busy-button';
import { Link } from '@/i18n/navigation';
import { checkoutLegalPages } from '@/lib/legal-pages';
import { isApiError } from '@/lib/api/errors';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi, type CartView, type OrderDetail } from '@/lib/api/shop';
import { useStepTitle } from '@/lib/client/use-step-title';
import type { CartItemInput } from '@/lib/validations/cart';
import { AddressForm } from './address-form';
import { AddressLines } from './address-list';
import { CardSummary } from './card-list';
import { NewCardForm } from './card-form';
import { cartTotals, type PricedShipping, type ShippingMethod, type Totals } from '@/lib/shop/markets';
import { formatPrice, formatRate, newIdempotencyKey } from './format';
import { useShop } from './shop-context';
import styles from './shop.module.css';

/**
 * The checkout step inside /shoppingcart: choose (or add) an address and a card, review, place
 * the order. One Idempotency-Key per attempt: a network failure retries with the same key (the
 * server returns the order if it was made); a refusal starts a new attempt with a new key.
 */
export function Checkout({ cart, items, onPlaced }: { cart: CartView; items?: CartItemInput[]; onPlaced: (order: OrderDetail) => void }) {
  const { t } = useShop();
  const addresses = useQuery({ queryKey: queryKeys.addresses.all, queryFn: shopApi.addresses });
  const cards = useQuery({ queryKey: queryKeys.cards.all, queryFn: shopApi.cards });
  const [addressId, setAddressId] = useState<string | null>(null);
  const [cardId, setCardId] = useState<string | null>(null);
  const [addingAddress, setAddingAddress] = useState(false);
  const [addingCard, setAddingCard] = useState(false);
  const [method, setMethod] = useState<ShippingMethod>('standard');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useStepTitle(t('Checkout.heading'));

  useEffect(() => {
    heading.current?.focus();
  }, []);
  const chosenAddress = addressId ?? addresses.data?.items.find((a) => a.isDefault)?.id ?? null;
  const chosenCard = cardId ?? cards.data?.items.find((c) => c.isDefault)?.id ?? null;
  const destination = addresses.data?.items.find((a) => a.id === chosenAddress) ?? null;
  const totals = cartTotals(cart, method, destination);

  async function place() {
    if (!chosenAddress || !chosenCard) {
      setError(!chosenAddress ? t('Shop.validation.chooseAddress') : t('Shop.validation.chooseCard'));
      return;
    }
    setPending(true);
    setError(null);
    key.current ??= newIdempotencyKey();
    try {
      const order = await shopApi.placeOrder(
        { addressId: chosenAddress, cardId: chosenCard, shippingMethod: method, ...(items ? { items } : {}) },
        key.current,
      );
      key.current = null;
      onPlaced(order);
    } catch (e) {
      if (!isApiError(e) || e.status !== 0) key.current = null;
      setError(isApiError(e) ? e.message : t('Errors.server'));
    } finally {
      setPending(false);
    }
  }

  const addressItems = addresses.data?.items ?? [];
  const cardItems = cards.data?.items ?? [];
  return (
    <section className={styles.checkout} aria-labelledby="checkout-heading">
      <h2 id="checkout-heading" tabIndex={-1} ref={heading}>
        {t('Checkout.heading')}
      </h2>
      <fieldset className={styles.choice}>
        <legend>{t('Checkout.address')}</legend>
        {addresses.isPending ? <p role="status">{t('Shop.loading')}</p> : null}
        {addresses.isSuccess && addressItems.length === 0 ? <p>{t('Checkout.noAddresses')}</p> : null}
        {addressItems.map((a) => (
          <label key={a.id} className={styles.option}>
            <input type="radio" name="address" value={a.id} checked={chosenAddress === a.id} onChange={() => setAddressId(a.id)} />
            <AddressLines address={a} inline />
          </label>
        ))}
        {addingAddress || (addresses.isSuccess && addressItems.length === 0) ? (
          <AddressForm
            onSaved={(a) => {
              setAddressId(a.id);
              setAddingAddress(false);
            }}
            onCancel={addressItems.length ? () => setAddingAddress(false) : undefined}
          />
        ) : (
          <button type="button" className="button" onClick={() => setAddingAddress(true)}>
            {t('Checkout.addAddress')}
          </button>
        )}
      </fieldset>
      <ShippingChoice options={totals.options} method={method} currency={cart.currency} onChange={setMethod} />
      <fieldset className={styles.choice}>
        <legend>{t('Checkout.card')}</legend>
        {cards.isPending ? <p role="status">{t('Shop.loading')}</p> : null}
        {cards.isSuccess && cardItems.length === 0 ? <p>{t('Checkout.noCards')}</p> : null}
        {cardItems.map((c) => (
          <label key={c.id} className={styles.option}>
            <input type="radio" name="card" value={c.id} checked={chosenCard === c.id} onChange={() => setCardId(c.id)} />
            <CardSummary card={c} />
          </label>
        ))}
        {addingCard || (cards.isSuccess && cardItems.length === 0) ? (
          <NewCardForm
            onSaved={(c) => {
              setCardId(c.id);
              setAddingCard(false);
            }}
            onCancel={cardItems.length ? () => setAddingCard(false) : undefined}
          />
        ) : (
          <button type="button" className="button" onClick={() => setAddingCard(true)}>
            {t('Checkout.addCard')}
          </button>
        )}
      </fieldset>
      <OrderReview
        cart={cart}
        totals={totals}
        error={error}
        pending={pending}
        disabled={!addresses.isSuccess || !cards.isSuccess}
        onPlace={() => void place()}
      />
    </section>
  );
}

/** Shown once the order is placed (the cart is empty by then, so this lives beside it). */
/** The market's delivery methods with price and estimate (radios). */
export function ShippingChoice({
  options,
  method,
  currency,
  onChange,
}: {
  options: PricedShipping[];
  method: ShippingMethod;
  currency: string;
  onChange: (method: ShippingMethod) => void;
}) {
  const { t, locale } = useShop();
  const days = ([min, max]: [number, number]) => (min === max ? t('Checkout.deliveryDays', { days: min }) : t('Checkout.deliveryRange', { min, max }));
  return (
    <fieldset className={styles.choice}>
      <legend>{t('Checkout.shippingMethod')}</legend>
      {options.map((o) => (
        <label key={o.method} className={styles.option}>
          <input type="radio" name="shipping" value={o.method} checked={method === o.method} onChange={() => onChange(o.method)} />
          <span>
            {t(`Checkout.${o.method}`)} · {o.amount === 0 ? t('Cart.shippingFree') : formatPrice(locale, o.amount, currency)} · {days(o.days)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The review before paying: the lines, subtotal, shipping, tax (added or contained), the total, the
 * refusal if any, the pay button (a submit button when `onPlace` is left out, inside a form) and
 * the policies the order accepts.
 */
export function OrderReview({
  cart,
  totals,
  error,
  pending,
  disabled = false,
  onPlace,
}: {
  cart: CartView;
  totals: Totals;
  error: string | null;
  pending: boolean;
  disabled?: boolean;
  onPlace?: () => void;
}) {
  const { t, locale } = useShop();
  const price = (minor: number) => formatPrice(locale, minor, cart.currency);
  return (
    <section aria-labelledby="checkout-review" className={styles.review}>
      <h3 id="checkout-review">{t('Checkout.review')}</h3>
      <ul data-testid="checkout-lines">
        {cart.lines.map((l) => (
          <li key={l.id}>
            {l.name} · {l.colorName} × {l.quantity} — {price(l.lineTotalCents)}
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <dt>{t('Cart.subtotal')}</dt>
        <dd>{price(cart.subtotalCents)}</dd>
        <dt>{t('Cart.shipping')}</dt>
        <dd>{totals.shipping === 0 ? t('Cart.shippingFree') : price(totals.shipping)}</dd>
        {totals.taxIncluded ? null : (
          <>
            <dt>{t('Cart.salesTaxLabel', { rate: formatRate(locale, totals.taxRateBp) })}</dt>
            <dd>{price(totals.tax)}</dd>
          </>
        )}
        <dt className={styles.grand}>{t('Cart.total')}</dt>
        <dd className={styles.grand} data-testid="checkout-total">
          {price(totals.total)}
        </dd>
        {totals.taxIncluded ? (
          <>
            <dt>{t('Cart.taxIncludedLabel', { rate: formatRate(locale, totals.taxRateBp) })}</dt>
            <dd>{price(totals.tax)}</dd>
          </>
        ) : null}
      </dl>
      <div aria-live="assertive" role="alert">
        {error ? <p className="status status--error">{error}</p> : null}
      </div>
      {/* Busy but focusable while the order is sent (a declined card leaves focus here, not on <body>);
          `disabled` only before hydration, when a press would submit the form natively. */}
      <button type={onPlace ? 'button' : 'submit'} className="button button--primary" disabled={disabled} aria-busy={pending} {...busyButton(pending, onPlace)}>
        {pending ? t('Checkout.placing') : t('Checkout.placeOrder', { total: price(totals.total) })}
      </button>
      <p className="field__hint">{t('Checkout.acceptTerms')}</p>
      <ul className={styles.policyLinks}>
        {/* The policies, then the market's legal pages (issue 32): the withdrawal right, 特商法 / 사업자 정보. */}
        {[...(['terms', 'shipping', 'returns', 'privacy'] as const), ...checkoutLegalPages(locale)].map((page) => (
          <li key={page}>
            <Link href={`/${page}`} target="_blank">
              {t(`Checkout.policies.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/shoppingcart">{t('Checkout.backToCart')}</Link>
      </p>
    </section>
  );
}

export function OrderPlaced({ order }: { order: OrderDetail }) {
  const { t } = useShop();
  const heading = useRef<HTMLHeadingElement>(null);
  useStepTitle(t('Checkout.doneHeading'));
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.checkout} aria-labelledby="checkout-done">
      <h2 id="checkout-done" tabIndex={-1} ref={heading}>
        {t('Checkout.doneHeading')}
      </h2>
      <p className="status status--success" role="status">
        {t('Checkout.placed', { number: order.number })}
      </p>
      <p>
        <Link href={{ pathname: '/user', query: { order: order.id } }} className="button button--primary">
          {t('Checkout.viewOrders')}
        </Link>
      </p>
    </section>
  );
}
