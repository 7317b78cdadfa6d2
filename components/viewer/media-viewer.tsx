'use client';
import { useCallback, useEffect, useRef, useState, type TouchEvent } from 'react';
import { hasOpener, rememberOpenerOf } from '@/lib/client/focus-return';
import { VideoStage, type VideoLabels } from './video-stage';
import styles from './viewer.module.css';

interface Labels extends VideoLabels {
  title: string;
  close: string;
  zoomIn: string;
  zoomOut: string;
  hint: string;
}

interface Props {
  kind: 'image' | 'video';
  src: string;
  poster?: string | null;
  width?: number;
  height?: number;
  /** Where closing leads when the browser has no page of this site to go back to: the page that opened the viewer (its `from`), else the home page. */
  returnHref: string;
  labels: Labels;
}

/**
 * Back to the page before when it was a page of this site (a link of this tab opened the viewer, or
 * the referrer is this site), else to `returnHref`. The opener then takes focus again
 * (lib/client/focus-return.ts).
 */
function leave(returnHref: string) {
  const referrer = document.referrer;
  const fromSite = hasOpener() || (referrer !== '' && URL.canParse(referrer) && new URL(referrer).origin === window.location.origin);
  if (fromSite && window.history.length > 1) window.history.back();
  else window.location.assign(returnHref);
}

const FOCUSABLE = 'button, [href], input';

/** Makes everything outside the dialog inert (header, footer, other page parts); returns the undo. */
function inertOutside(element: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        changed.push(sibling);
      }
    }
  }
  return () =>
    changed.forEach((el) => {
      el.inert = false;
    });
}

/**
 * Full-screen viewer for one image or video of this site. A modal dialog: focus starts on the
 * close button and stays inside; Esc, the close button or a downward swipe close it.
 * Images can be zoomed with the button, a double click or a double tap.
 */
export function MediaViewer({ kind, src, poster, width, height, returnHref, labels }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number; at: number } | null>(null);
  const lastTap = useRef(0);
  const [zoomed, setZoomed] = useState(false);
  const close = useCallback(() => leave(returnHref), [returnHref]);

  useEffect(() => rememberOpenerOf(returnHref), [returnHref]);

  useEffect(() => {
    closeButton.current?.focus();
    const restore = dialog.current ? inertOutside(dialog.current) : () => undefined;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      restore();
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    // Esc anywhere on the page; captured before the video's own controls can consume it.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !document.fullscreenElement) {
        event.preventDefault();
        close();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [close]);

  // Focus sentinels at both ends wrap Tab around; they also catch focus leaving the video's
  // own (shadow DOM) controls, which a keydown check on the video element cannot see.
  const focusEdge = (edge: 'first' | 'last') => {
    const items = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    (edge === 'first' ? items[0] : items[items.length - 1])?.focus();
  };

  const onTouchStart = (event: TouchEvent) => {
    const t = event.touches[0];
    if (t && event.touches.length === 1) touchStart.current = { x: t.clientX, y: t.clientY, at: Date.now() };
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const t = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !t) return;
    const dy = t.clientY - start.y;
    if (!zoomed && dy > 90 && Math.abs(t.clientX - start.x) < 60) {
      close();
      return;
    }
    if (kind === 'image' && Math.abs(dy) < 10 && Date.now() - start.at < 250) {
      if (Date.now() - lastTap.current < 300) setZoomed((z) => !z);
      lastTap.current = Date.now();
    }
  };

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby="viewer-title"
      aria-describedby="viewer-hint"
      className={styles.overlay}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <span tabIndex={0} className={styles.sentinel} onFocus={() => focusEdge('last')} />
      <div className={styles.bar}>
        <h1 id="viewer-title" className={styles.title}>
          {labels.title}
        </h1>
        <p id="viewer-hint" className={styles.hint}>
          {labels.hint}
        </p>
        {kind === 'image' ? (
          <button type="button" className={styles.control} onClick={() => setZoomed((z) => !z)}>
            {zoomed ? labels.zoomOut : labels.zoomIn}
          </button>
        ) : null}
        <button ref={closeButton} type="button" className={styles.control} onClick={close} aria-label={labels.close}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className={`${styles.stage} ${zoomed ? styles.zoomed : ''}`}>
        {kind === 'image' ? (
          <img src={src} alt={labels.alt} width={width} height={height} className={styles.image} onDoubleClick={() => setZoomed((z) => !z)} />
        ) : (
          <VideoStage src={src} poster={poster} labels={labels} />
        )}
      </div>
      <span tabIndex={0} className={styles.sentinel} onFocus={() => focusEdge('first')} />
    </div>
  );
}
