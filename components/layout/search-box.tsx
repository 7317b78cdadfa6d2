'use client';
import { useId, useState, type KeyboardEvent } from 'react';
import useSWR from 'swr';
import { useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { queryKeys } from '@/lib/api/query-keys';
import { useDebouncedValue } from '@/lib/client/use-debounced-value';

export interface Suggestion {
  type: string;
  title: string;
  url: string;
}

interface Props {
  locale: Locale;
  action: string;
  /** `counts[n]`: "n suggestions" in the page's language, n from 0 to the most the server sends (the last entry for more). */
  labels: { label: string; placeholder: string; submit: string; suggestions: string; counts: string[] };
}

/**
 * Header search: a combobox with debounced suggestions; Enter submits to /searchlist?q=…. How many
 * suggestions came is said in a polite live region. Esc closes the list and keeps the query; a
 * second Esc (the list closed) clears it, as search fields do.
 */
export function SearchBox({ locale, action, labels }: Props) {
  const router = useRouter();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(query.trim());
  const { data } = useSWR<{ suggestions: Suggestion[] }>(term.length >= 1 && term.length <= 100 ? queryKeys.searchSuggest(term, locale) : null);
  const suggestions = open && term ? (data?.suggestions ?? []) : [];
  const listId = `${id}-list`;
  const announcement = open && term && data ? labels.counts[Math.min(suggestions.length, labels.counts.length - 1)] : '';

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
    } else if (event.key === 'Escape' && suggestions.length > 0) {
      // The browser's own Esc would clear the query with the list.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && active >= 0 && suggestions[active]) {
      event.preventDefault();
      setOpen(false);
      router.push(suggestions[active].url);
    }
  }

  return (
    <form role="search" aria-label={labels.label} className="search-box" action={action} method="get" onSubmit={() => setOpen(false)}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {labels.label}
      </label>
      <input
        id={`${id}-q`}
        name="q"
        type="search"
        value={query}
        maxLength={200}
        autoComplete="off"
        placeholder={labels.placeholder}
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-opt-${active}` : undefined}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <button type="submit" className="search-box__submit">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
        </svg>
        <span className="visually-hidden">{labels.submit}</span>
      </button>
      {/* A live region without role="status": the page's own status line stays the one status. */}
      <div aria-live="polite" className="visually-hidden search-box__count">
        {announcement}
      </div>
      <ul id={listId} role="listbox" aria-label={labels.suggestions} className="search-box__list" hidden={suggestions.length === 0}>
        {suggestions.map((s, i) => (
          <li
            key={`${s.type}-${s.url}`}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className="search-box__option"
            onMouseDown={(e) => {
              e.preventDefault();
              router.push(s.url);
              setOpen(false);
            }}
          >
            {s.title}
          </li>
        ))}
      </ul>
    </form>
  );
}
