'use client';
import { useEffect, useRef, useState } from 'react';
import { browserLoad, inPreloadRange, LAZY_IMAGE_OPTIONS, loadedImages, loadWithRetry, throttle, type LazyState } from '@/lib/client/lazy-image';

interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Shown when all attempts failed. */
  errorLabel: string;
}

/**
 * An image that loads when it comes within 1.3 viewports, retries up to 3 times and shows
 * loading / loaded / error states. Width and height are always set, so nothing shifts.
 */
export function LazyImage({ src, alt, width, height, className, errorLabel }: LazyImageProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<LazyState>(() => (loadedImages.has(src) ? 'loaded' : 'loading'));
  // Another picture in the same place (a new src) starts over, in this render, not after it.
  const [shown, setShown] = useState(src);
  if (shown !== src) {
    setShown(src);
    setState(loadedImages.has(src) ? 'loaded' : 'loading');
  }

  const loaded = state === 'loaded';
  useEffect(() => {
    if (loaded) return;
    let started = false;
    let cancelled = false;
    const start = () => {
      if (started) return;
      started = true;
      void loadWithRetry(src, browserLoad).then((result) => !cancelled && setState(result));
    };
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver !== 'undefined') {
      // The preload range as a root margin: no layout read per image on hydration or per scroll.
      const margin = `${Math.round((LAZY_IMAGE_OPTIONS.preLoad - 1) * 100)}%`;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          start();
        },
        { rootMargin: `${margin} 0px ${margin} 0px` },
      );
      observer.observe(el);
      return () => {
        cancelled = true;
        observer.disconnect();
      };
    }
    // Without IntersectionObserver: measure on scroll and resize (throttled).
    const check = throttle(() => {
      if (started || !inPreloadRange(el.getBoundingClientRect(), window.innerHeight)) return;
      detach();
      start();
    });
    const detach = () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    check();
    return () => {
      cancelled = true;
      detach();
    };
  }, [src, loaded]);

  return (
    <span ref={ref} className={`lazy-image lazy-image--${state} ${className ?? ''}`} data-state={state} style={{ aspectRatio: `${width} / ${height}` }}>
      {state === 'loaded' ? (
        <img src={src} alt={alt} width={width} height={height} decoding="async" />
      ) : state === 'error' ? (
        <span role="img" aria-label={alt} className="lazy-image__error">
          {errorLabel}
        </span>
      ) : (
        <>
          <span className="lazy-image__placeholder" aria-hidden="true" />
          <noscript>
            <img src={src} alt={alt} width={width} height={height} />
          </noscript>
        </>
      )}
    </span>
  );
}
