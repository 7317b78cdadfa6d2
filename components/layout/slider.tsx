'use client';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/** The spec's slider timing. */
export const SLIDER_SPEED_MS = 300;
export const SLIDER_AUTOPLAY_MS = 3500;
/** How far a finger must move sideways to turn a slide. */
const SWIPE_PX = 40;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function onReducedMotionChange(changed: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

interface Props {
  slides: ReactNode[];
  labels: { region: string; previous: string; next: string; goTo: string[]; pause: string; play: string; slideOf: string[] };
}

/**
 * Home slider: 300 ms transition, autoplay every 3500 ms, paused while hovered or focused, when
 * the user prefers reduced motion, or by the pause button; arrows, dots, keyboard and a sideways
 * swipe operable.
 */
export function Slider({ slides, labels }: Props) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  // As the visitor's setting says, and follows it when it changes (false in the server's render).
  const reducedMotion = useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, () => false);
  const count = slides.length;
  const region = useRef<HTMLElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  const playing = count > 1 && !hovered && !focused && !paused && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => {
      // Pointer or focus may have arrived before hydration (the scripts load after the first
      // paint), when no handler saw them: the turn that is due does not happen, and the slider
      // says it is paused.
      const el = region.current;
      if (el?.matches(':hover')) return setHovered(true);
      if (el?.contains(document.activeElement)) return setFocused(true);
      go(index + 1);
    }, SLIDER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, index, go]);

  return (
    <section
      ref={region}
      className="slider"
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-playing={playing}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(index - 1);
        if (e.key === 'ArrowRight') go(index + 1);
      }}
      // A horizontal swipe turns the slides on touch screens, where the arrows are small targets
      // and people expect it; a mostly vertical move is left to scrolling the page.
      onTouchStart={(e) => {
        const t = e.touches[0];
        touch.current = t && e.touches.length === 1 ? { x: t.clientX, y: t.clientY } : null;
      }}
      onTouchEnd={(e) => {
        const start = touch.current;
        const t = e.changedTouches[0];
        touch.current = null;
        if (!start || !t || count < 2) return;
        const dx = t.clientX - start.x;
        if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(t.clientY - start.y)) go(dx < 0 ? index + 1 : index - 1);
      }}
    >
      <div
        className="slider__track"
        style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: reducedMotion ? '0ms' : `${SLIDER_SPEED_MS}ms` }}
        aria-live={playing ? 'off' : 'polite'}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className="slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slideOf[i]}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="slider__controls">
          <button type="button" className="slider__arrow" onClick={() => go(index - 1)} aria-label={labels.previous}>
            ‹
          </button>
          <div className="slider__dots">
            {slides.map((_, i) => (
              <button key={i} type="button" className="slider__dot" aria-label={labels.goTo[i]} aria-current={i === index} onClick={() => go(i)} />
            ))}
          </div>
          <button type="button" className="slider__arrow" onClick={() => go(index + 1)} aria-label={labels.next}>
            ›
          </button>
          {/* The name says what a press does; no aria-pressed besides ("Play slideshow, pressed" said both). */}
          <button type="button" className="slider__pause" onClick={() => setPaused((p) => !p)}>
            {paused ? labels.play : labels.pause}
          </button>
        </div>
      )}
    </section>
  );
}
