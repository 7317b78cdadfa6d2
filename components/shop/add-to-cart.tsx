'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { busyButton } from '@/components/ui/busy-button';
import { cartChanged } from '@/lib/api/cart-cache';
import { isApiError } from '@/lib/api/errors';
import { shopApi } from '@/lib/api/shop';
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
  colors: { id: string; name: string; hex: string }[];
  /** When the page already has a colour picker, pass its choice and hide this one. */
  colorId?: string;
  available: boolean;
  text: AddToCartText;
  /** Localized paths: the cart, and the cart's checkout step (buy now). */
  cartHref: string;
  checkoutHref: string;
}

/** Colour, quantity, add to cart and buy now on the product page (guests too: the server keeps a guest cart). */
export function AddToCart({ productId, colors, colorId, available, text, cartHref, checkoutHref }: Props) {
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

  /** Buy now: the checkout of this item alone; the cart is left as it is. */
  function buyNow() {
    router.push(`${checkoutHref}&buy=${encodeURIComponent(buyNowParam({ productId, colorId: color, quantity }))}`);
  }

  async function add() {
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
    <div className={styles.buy}>
      {colorId === undefined && colors.length > 0 ? (
        <fieldset className={styles.swatches}>
          <legend>{text.colour}</legend>
          {colors.map((c) => (
            <label key={c.id} className={styles.swatch}>
              <input type="radio" name={`${id}-color`} value={c.id} checked={chosen === c.id} onChange={() => setChosen(c.id)} />
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
        <button type="button" className="button button--primary" aria-busy={pending} {...busyButton(pending, () => void add())}>
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
        ) : null}
      </div>
    </div>
  );
}
