'use client';
import { useEffect, useRef, useState } from 'react';
import { COUNT_UP_MS, countUpValue, formatStat } from '@/lib/marketing/stats';

interface Props {
  value: number;
  plus: boolean;
  localeTag: string;
  className?: string;
}

/**
 * A statistic that counts up once when it scrolls into view. The server HTML already holds the
 * final figure (readable without JavaScript); the width is reserved for it so nothing shifts,
 * and visitors who prefer reduced motion never see the animation. Assistive technology reads
 * the final figure only.
 */
export function CountUp({ value, plus, localeTag, className }: Props) {
  const final = formatStat(value, localeTag, plus);
  const [shown, setShown] = useState(final);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const current = countUpValue(value, now - start, COUNT_UP_MS);
        setShown(formatStat(current, localeTag, plus && current === value));
        if (current < value) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    }, { threshold: 0.6 });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, plus, localeTag]);

  return (
    <span className={className}>
      <span ref={ref} aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{final}</span>
    </span>
  );
}
