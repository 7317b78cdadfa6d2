'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import styles from './admin.module.css';

/**
 * A table that can be wider than the window scrolls here instead of widening the page (WCAG
 * 1.4.10 reflow): a region named after the table, which the keyboard reaches (to scroll it with the
 * arrow keys) while it is wider than its room; a table that fits adds no tab stop.
 */
export function ScrollRegion({ name, children }: { name: string; children: ReactNode }) {
  const t = useT('AdminShell');
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} role="region" aria-label={t('tableRegion', { name })} tabIndex={scrolls ? 0 : undefined} className={styles.scroll}>
      {children}
    </div>
  );
}
