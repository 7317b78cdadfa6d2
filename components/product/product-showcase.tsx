'use client';
import { useId, useState, type ReactNode } from 'react';
import { AddToCart, type AddToCartText } from '@/components/shop/add-to-cart';
import { ADD_TO_CART_FORM_ID } from '@/lib/shop/add-to-cart-form';
import { LazyImage } from '@/components/ui/lazy-image';
import { markReady } from '@/components/ui/mark-ready';
import { useClientValue } from '@/components/ui/use-client-value';
import styles from './product.module.css';

export interface ShowcaseColour {
  id: string;
  hex: string;
  name: string;
  /** "Colour: Midnight blue", translated on the server. */
  legend: string;
  /** `inline`: the image as a data: URL, for the one shown first (lib/server/media/inline-image.ts). */
  images: { src: string; inline?: string; width: number; height: number; alt: string; thumbLabel: string }[];
}

interface Props {
  colours: ShowcaseColour[];
  /** Server-rendered name, price, availability and summary. */
  info: ReactNode;
  /** Server-rendered favorite, video link and notify form. */
  actions: ReactNode;
  /** Server-rendered, written right after the gallery: the end of a phone's first screen (`FirstScreenEnd`). */
  afterGallery?: ReactNode;
  /** Add to cart / buy now for the chosen colour; null for coming-soon products. */
  purchase: { productId: string; locale: string; available: boolean; text: AddToCartText; cartHref: string; checkoutHref: string } | null;
  labels: { gallery: string; imageError: string };
}

const COLOR_PARAM = 'color';

/**
 * The interactive part of the product page: gallery, colour choice (kept in the URL as
 * `&color=` so a link shows the same colour), and add to cart / buy now for that colour. The first image of
 * the gallery is a plain eager <img>: it is the page's largest paint.
 */
export function ProductShowcase({ colours, info, actions, afterGallery, purchase, labels }: Props) {
  const id = useId();
  // The colour a link asked for, once hydrated (the page is pre-rendered without a query); null
  // when it names none of this product's, which is what the server rendered: no second render then.
  const linked = useClientValue(() => {
    const requested = new URLSearchParams(window.location.search).get(COLOR_PARAM);
    return colours.some((c) => c.id === requested) ? requested : null;
  }, null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [index, setIndex] = useState(0);
  const colour = colours.find((c) => c.id === (chosen ?? linked)) ?? colours[0];

  function choose(next: string) {
    setChosen(next);
    setIndex(0);
    const url = new URL(window.location.href);
    url.searchParams.set(COLOR_PARAM, next);
    window.history.replaceState(window.history.state, '', url);
  }

  if (!colour) return null;
  const main = colour.images[index] ?? colour.images[0];
  return (
    <div className={styles.detail}>
      <section className={styles.gallery} aria-label={labels.gallery} data-colour={colour.id} ref={markReady}>
        {main ? (
          <img
            key={main.src}
            src={main.inline ?? main.src}
            data-image={main.src}
            alt={main.alt}
            width={main.width}
            height={main.height}
            className={styles.mainImage}
            fetchPriority={index === 0 ? 'high' : undefined}
          />
        ) : null}
        {colour.images.length > 1 ? (
          <ul className={styles.thumbs}>
            {colour.images.map((img, i) => (
              <li key={img.src}>
                <button type="button" className={styles.thumb} aria-pressed={i === index} aria-label={img.thumbLabel} onClick={() => setIndex(i)}>
                  <LazyImage src={img.src} alt="" width={img.width} height={img.height} errorLabel={labels.imageError} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {afterGallery}
      <div className={styles.info}>
        {info}
        <fieldset className={styles.colours}>
          <legend>{colour.legend}</legend>
          <div className={styles.colourOptions}>
            {colours.map((c) => (
              <div key={c.id} className={styles.colourOption}>
                {/* Part of the add-to-cart form, so that its plain post (before hydration) sends the colour chosen. */}
                <input
                  type="radio"
                  id={`${id}-${c.id}`}
                  name="colorId"
                  form={ADD_TO_CART_FORM_ID}
                  value={c.id}
                  checked={c.id === colour.id}
                  onChange={() => choose(c.id)}
                />
                <label htmlFor={`${id}-${c.id}`}>
                  <span className={styles.colourDot} style={{ background: c.hex }} aria-hidden="true" />
                  {c.name}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        {purchase ? (
          <div className={styles.buyRow}>
            <AddToCart
              productId={purchase.productId}
              locale={purchase.locale}
              colors={[]}
              colorId={colour.id}
              available={purchase.available}
              text={purchase.text}
              cartHref={purchase.cartHref}
              checkoutHref={purchase.checkoutHref}
            />
          </div>
        ) : null}
        {actions}
      </div>
    </div>
  );
}
