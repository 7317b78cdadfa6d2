'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import styles from './downloads.module.css';

interface Props {
  categories: { id: string; name: string }[];
  /** `showing` contains `{category}`. */
  labels: { showing: string; showAll: string };
}

/**
 * `/downlish?category=images` shows that category only (the others are hidden, not removed)
 * and marks its tab; without the query every section shows. The page itself stays static.
 */
export function DownloadsFilter({ categories, labels }: Props) {
  const selected = useSearchParams().get('category');
  const pathname = usePathname();
  const active = categories.find((c) => c.id === selected) ?? null;

  useEffect(() => {
    for (const section of document.querySelectorAll<HTMLElement>('[data-download-category]')) {
      section.hidden = active !== null && section.dataset.downloadCategory !== active.id;
    }
    for (const link of document.querySelectorAll<HTMLElement>('[data-category-link]')) {
      if (active && link.dataset.categoryLink === active.id) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  }, [active]);

  if (!active) return null;
  return (
    <p className={styles.filterStatus} role="status">
      {labels.showing.replace('{category}', active.name)} <a href={pathname}>{labels.showAll}</a>
    </p>
  );
}
