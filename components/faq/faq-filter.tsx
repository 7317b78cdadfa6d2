'use client';
import { useEffect, useId, useState } from 'react';
import { percentDecode } from '@/lib/percent-decode';
import { foldText } from '@/lib/search/fold';
import styles from './faq.module.css';

interface Labels {
  search: string;
  placeholder: string;
  clear: string;
  noResults: string;
  /** `results[n]`: the localized "n questions match" line, pre-formatted on the server for n = 0…total. */
  results: string[];
}

/** Opens the <details> named by the URL fragment (a deep link to one question) and scrolls to it. */
function openFromHash() {
  const id = percentDecode(window.location.hash.slice(1));
  if (!id) return;
  const target = document.getElementById(id);
  if (target instanceof HTMLDetailsElement) {
    target.open = true;
    target.scrollIntoView({ block: 'start' });
    target.querySelector('summary')?.focus({ preventScroll: true });
  }
}

/**
 * Hides the questions of the list that do not contain every word of `query` (and a category left
 * without one), shows the others; returns how many are shown. The list is the server's markup.
 */
function filterList(listId: string, query: string): number {
  const list = document.getElementById(listId);
  if (!list) return 0;
  const terms = foldText(query).split(' ').filter(Boolean);
  let count = 0;
  for (const item of list.querySelectorAll<HTMLDetailsElement>('[data-faq-item]')) {
    const text = foldText(item.textContent ?? '');
    const match = terms.every((term) => text.includes(term));
    item.hidden = !match;
    if (match) count += 1;
  }
  for (const section of list.querySelectorAll<HTMLElement>('[data-faq-category]')) {
    section.hidden = section.querySelector('[data-faq-item]:not([hidden])') === null;
  }
  return count;
}

/** Search box that hides the questions not matching every word typed (accent- and case-insensitive). */
export function FaqFilter({ listId, total, labels }: { listId: string; total: number; labels: Labels }) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(total);
  /** The list is filtered as the query changes, in the same event: typing, clearing. */
  const search = (next: string) => {
    setQuery(next);
    setShown(filterList(listId, next));
  };

  useEffect(() => {
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, []);

  return (
    <div role="search" aria-label={labels.search} className={styles.search}>
      <label htmlFor={inputId}>{labels.search}</label>
      <div className={styles.searchRow}>
        <input id={inputId} type="search" value={query} placeholder={labels.placeholder} onChange={(e) => search(e.target.value)} autoComplete="off" />
        {query ? (
          <button type="button" className="button" onClick={() => search('')}>
            {labels.clear}
          </button>
        ) : null}
      </div>
      <p role="status" className={styles.status}>
        {query ? (shown === 0 ? labels.noResults : labels.results[shown]) : ''}
      </p>
    </div>
  );
}
