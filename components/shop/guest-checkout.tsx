'use client';
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useT } from '@/components/i18n/messages-provider';
import { EmailField, serverOutcome, useSchemaForm } from '@/components/ui/form-kit';
import { useHydrated } from '@/components/ui/use-hydrated';
import { getPathname, Link } from '@/i18n/navigation';
import { isApiError } from '@/lib/api/errors';
import { shopApi, type CartView, type GuestOrderPlaced } from '@/lib/api/shop';
import { useStepTitle } from '@/lib/client/use-step-title';
import { cartTotals, marketOf } from '@/lib/shop/markets';
import type { CartItemInput } from '@/lib/validations/cart';
import { guestOrderInput, type GuestOrderForm, type GuestOrderInput } from '@/lib/validations/order';
import { AddressFields } from './address-form';
import { CardFields } from './card-form';
import { OrderReview, ShippingChoice } from './checkout';
import { newIdempotencyKey } from './format';
import { useShop } from './shop-context';
import styles from './shop.module.css';

/**
 * Checkout without an account: email, delivery address, shipping method and card in one form (the
 * schema of POST /api/orders/guest), the same review and pay button as a signed-in checkout. The
 * country starts as the market's own. One Idempotency-Key per attempt, as in `Checkout`.
 */
export function GuestCheckout({
  cart,
  items,
  signInReturn,
  onPlaced,
}: {
  cart: CartView;
  items?: CartItemInput[];
  /** Where signing in instead comes back to (the cart's checkout step unless given). */
  signInReturn?: string;
  onPlaced: (order: GuestOrderPlaced) => void;
}) {
  const { t, locale } = useShop();
  const errors = useT('Errors');
  const hydrated = useHydrated();
  const form = useSchemaForm(guestOrderInput, {
    email: '',
    country: marketOf(locale),
    number: '',
    cvc: '',
    holder: '',
    expMonth: '' as unknown as number,
    expYear: '' as unknown as number,
    shippingMethod: 'standard',
  });
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useStepTitle(t('Checkout.heading'));
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const [country, region, method] = form.watch(['country', 'region', 'shippingMethod']);
  const totals = cartTotals(cart, method ?? 'standard', country ? { country, region } : null);
  const fieldErrors = form.formState.errors as FieldErrors<GuestOrderForm>;
  const err = (name: keyof GuestOrderForm) => fieldErrors[name]?.message as string | undefined;
  const checkoutReturn = signInReturn ?? `${getPathname({ locale, href: '/shoppingcart' })}?step=checkout`;

  async function submit(values: GuestOrderInput) {
    setError(null);
    key.current ??= newIdempotencyKey();
    try {
      const order = await shopApi.placeGuestOrder({ ...values, ...(items ? { items } : {}) }, key.current);
      key.current = null;
      onPlaced(order);
    } catch (e) {
      // A lost answer retries with the same key; a refusal is a new attempt.
      if (!isApiError(e) || e.status !== 0) key.current = null;
      setError(serverOutcome(form, e, errors)?.text ?? null);
    }
  }

  return (
    <form
      className={styles.checkout}
      aria-labelledby="checkout-heading"
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      data-ready={hydrated ? 'true' : undefined}
    >
      <h2 id="checkout-heading" tabIndex={-1} ref={heading}>
        {t('Checkout.heading')}
      </h2>
      <p>
        {t('Checkout.haveAccount')}{' '}
        <a href={`${getPathname({ locale, href: '/login' })}?redirect=${encodeURIComponent(checkoutReturn)}`}>{t('Checkout.signIn')}</a>
      </p>
      <fieldset className={`${styles.choice} form`}>
        <legend>{t('Checkout.contact')}</legend>
        <EmailField form={form} name="email" label={t('Checkout.email')} hint={t('Checkout.emailHint')} />
      </fieldset>
      <fieldset className={`${styles.choice} form`}>
        <legend>{t('Checkout.address')}</legend>
        <AddressFields register={(name) => form.register(name)} error={err} country={country} />
      </fieldset>
      <ShippingChoice
        options={totals.options}
        method={method ?? 'standard'}
        currency={cart.currency}
        onChange={(m) => form.setValue('shippingMethod', m, { shouldDirty: true })}
      />
      <fieldset className={`${styles.choice} form`}>
        <legend>{t('Checkout.card')}</legend>
        <CardFields register={(name) => form.register(name)} error={err} />
      </fieldset>
      <OrderReview cart={cart} totals={totals} error={error} pending={form.formState.isSubmitting} disabled={!hydrated} />
    </form>
  );
}

/**
 * A guest's order is placed: where the confirmation went, the order's own page (the link the mail
 * carries too), and the offer of an account that keeps it (registration with the email filled in,
 * back to the order page, which adds the order to the new account).
 */
export function GuestOrderPlacedNote({ order }: { order: GuestOrderPlaced }) {
  const { t, locale } = useShop();
  const heading = useRef<HTMLHeadingElement>(null);
  useStepTitle(t('Checkout.doneHeading'));
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const orderPage = `${getPathname({ locale, href: '/order' })}#${order.lookupToken}`;
  const register = `${getPathname({ locale, href: '/register' })}?${new URLSearchParams({ email: order.email, redirect: orderPage })}`;
  return (
    <section className={styles.checkout} aria-labelledby="checkout-done" data-testid="guest-order-placed">
      <h2 id="checkout-done" tabIndex={-1} ref={heading}>
        {t('Checkout.doneHeading')}
      </h2>
      <p className="status status--success" role="status">
        {t('Checkout.guestPlaced', { number: order.number, email: order.email })}
      </p>
      <p>
        <a href={orderPage} className="button button--primary">
          {t('Checkout.viewOrder')}
        </a>
      </p>
      <p>{t('Checkout.accountOffer', { email: order.email })}</p>
      <p>
        <a href={register} className="button">
          {t('Checkout.createAccount')}
        </a>
      </p>
      <p>
        <Link href="/products">{t('Cart.browse')}</Link>
      </p>
    </section>
  );
}
