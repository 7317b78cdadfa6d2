'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { busyButton } from '@/components/ui/busy-button';
import { cartChanged } from '@/lib/api/cart-cache';
import { isApiError } from '@/lib/api/errors';
import { shopApi } from '@/lib/api/shop';
import { ADD_TO_CART_ACTION, ADD_TO_CART_FORM_ID, ADDED_TO_CART_ID } from '@/lib/shop/add-to-cart-form';
import { buyNowParam } from '@/lib/shop/buy-now-param';
import styles from './leaf.module.css';

export interface AddToCartText {
  colour: string;
  quantity: string;
  addToCart: string;
  buyNow: string;
  adding: string;
  addedToCart: string;
  viewCart: string;
  unavailable: string;
  network: string;
}

interface Props {
  productId: string;
  /** The page's language: the plain form's answer (before hydration, or without JavaScript) is in it. */
  locale: string;
  colors: { id: string; name: string; hex: string }[];
  /**
   * When the page already has a colour picker, pass its choice and hide this one; that picker's
   * radios belong to this form (`form={ADD_TO_CART_FORM_ID}`, `name="colorId"`).
   */
  colorId?: string;
  available: boolean;
  text: AddToCartText;
  /** Localized paths: the cart, and the cart's checkout step (buy now). */
  cartHref: string;
  checkoutHref: string;
}

/**
 * Colour, quantity, add to cart and buy now on the product page (guests too: the server keeps a
 * guest cart). A plain form first: a tap before the scripts have run (or without JavaScript) posts
 * it to POST /api/cart/add, which adds the item and comes back to `#added-to-cart`, where CSS shows
 * the confirmation. Once hydrated, the submit is taken over: JSON to /api/cart/items, the answer in
 * the live region, no page load.
 */
export function AddToCart({ productId, locale, colors, colorId, available, text, cartHref, checkoutHref }: Props) {
  const id = useId();
  const [chosen, setChosen] = useState(colors[0]?.id ?? '');
  const [quantity, setQuantity] = useState(1);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const color = colorId ?? chosen;
  const router = useRouter();
  const status = useRef<HTMLDivElement>(null);
  // The answer appears below the buttons, where on phones and tablets the fixed bar along the
  // bottom edge would cover it: bring it into view above the bar (the root's scroll-padding-bottom).
  useEffect(() => {
    if (message) status.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  // Back from the plain form's post (`#added-to-cart`): until the page hydrates, CSS shows the
  // confirmation (`:target`); once hydrated the component says it itself, because the fragment goes
  // (so that a reload does not say it again) and with it, if the browser had not applied it yet
  // (hydration can come before the document has finished loading), the `:target`.
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (window.location.hash !== `#${ADDED_TO_CART_ID}`) return;
    // The fragment is read once and then taken out of the address (a reload must not say it
    // again), so it cannot be rendered from as a value (useSyncExternalStore would lose it with the
    // fragment): the message is state, set once after hydration. While it shows, the CSS fallback
    // below is not rendered.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMessage({ kind: 'success', text: text.addedToCart });
    const url = new URL(window.location.href);
    url.hash = '';
    window.history.replaceState(window.history.state, '', url);
  }, [text.addedToCart]);

  /** Buy now: the checkout of this item alone; the cart is left as it is. */
  function buyNow() {
    router.push(`${checkoutHref}&buy=${encodeURIComponent(buyNowParam({ productId, colorId: color, quantity }))}`);
  }

  async function add() {
    setActed(true);
    setPending(true);
    setMessage(null);
    try {
      await shopApi.addToCart({ productId, colorId: color, quantity });
      void cartChanged();
      setMessage({ kind: 'success', text: text.addedToCart });
    } catch (error) {
      setMessage({ kind: 'error', text: isApiError(error) && error.status !== 0 ? error.message : text.network });
    } finally {
      setPending(false);
    }
  }

  if (!available) return <p className="badge">{text.unavailable}</p>;
  return (
    <form
      id={ADD_TO_CART_FORM_ID}
      method="post"
      action={ADD_TO_CART_ACTION}
      className={styles.buy}
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) void add();
      }}
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="locale" value={locale} />
      {colorId === undefined && colors.length > 0 ? (
        <fieldset className={styles.swatches}>
          <legend>{text.colour}</legend>
          {colors.map((c) => (
            <label key={c.id} className={styles.swatch}>
              <input type="radio" name="colorId" value={c.id} checked={chosen === c.id} onChange={() => setChosen(c.id)} />
              <span className={styles.swatchDot} style={{ background: c.hex }} aria-hidden="true" />
              {c.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-qty`}>{text.quantity}</label>
        <input
          id={`${id}-qty`}
          name="quantity"
          className={styles.qtyInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          value={quantity}
          onChange={(e) => setQuantity(Math.min(99, Math.max(1, Number(e.target.value) || 1)))}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" aria-busy={pending} {...busyButton(pending)}>
          {pending ? text.adding : text.addToCart}
        </button>
        <button type="button" className="button" {...busyButton(pending, buyNow)}>
          {text.buyNow}
        </button>
      </div>
      <div ref={status} aria-live="polite" role="status">
        {message ? (
          <p className={`status status--${message.kind}`}>
            {message.text}
            {message.kind === 'success' ? (
              <>
                {' '}
                <a href={cartHref}>{text.viewCart}</a>
              </>
            ) : null}
          </p>
        ) : acted ? null : (
          // Shown by CSS only as the target of the plain form's answer (`#added-to-cart`).
          <p id={ADDED_TO_CART_ID} className={`status status--success ${styles.addedNote}`}>
            {text.addedToCart} <a href={cartHref}>{text.viewCart}</a>
          </p>
        )}
      </div>
    </form>
  );
}
