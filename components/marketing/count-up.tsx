'use client';
import { useEffect, useRef } from 'react';
import { formatInteger, type IntegerFormat } from '@/lib/integer-format';
import { COUNT_UP_MS, countUpValue } from '@/lib/marketing/stats';

interface Props {
  value: number;
  plus: boolean;
  /** The locale's digit grouping, from the server: no Intl formatter is built in the browser. */
  format: IntegerFormat;
  className?: string;
}

/**
 * A statistic that counts up once when it scrolls into view. The server HTML already holds the
 * final figure (readable without JavaScript); the width is reserved for it so nothing shifts,
 * and visitors who prefer reduced motion never see the animation. Assistive technology reads
 * the final figure only. Frames write the text node directly: re-rendering six components 60
 * times a second while the page is still loading would compete with hydration for the main thread.
 */
export function CountUp({ value, plus, format, className }: Props) {
  const text = `${formatInteger(value, format)}${plus ? '+' : ''}`;
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const current = countUpValue(value, now - start, COUNT_UP_MS);
          el.textContent = current === value ? text : formatInteger(current, format);
          if (current < value) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.6 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      el.textContent = text;
    };
  }, [value, text, format]);

  return (
    <span className={className}>
      <span ref={ref} aria-hidden="true">
        {text}
      </span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
