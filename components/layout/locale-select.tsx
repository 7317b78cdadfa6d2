'use client';
import { useEffect, useRef, useState, useTransition } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { isLocale, type Locale } from '@/i18n/routing';
import { setStoreLang } from '@/lib/client/session-store';

interface Props {
  locale: Locale;
  label: string;
  options: { value: Locale; label: string }[];
}

/** Keys that move through a closed select's options without choosing (the browser fires change for each). */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Set (for this tab) when the focused select switched the language: the page in the new language
 * renders a new select, which takes the focus back. Kept in sessionStorage in case the switch
 * loads a whole new document.
 */
const REFOCUS = 'pawtrail:language-select-focus';
function takeRefocus(): boolean {
  try {
    const set = sessionStorage.getItem(REFOCUS) !== null;
    sessionStorage.removeItem(REFOCUS);
    return set;
  } catch {
    return false;
  }
}
function markRefocus(): void {
  try {
    sessionStorage.setItem(REFOCUS, '1');
  } catch {
    // Storage refused (privacy mode): focus is then left to the browser.
  }
}

/**
 * Saves the choice (NEXT_LOCALE cookie for the server, storeLang for the client) and stays on the
 * page. A pointer choice switches at once; a keyboard user browses with the arrow keys (or by
 * typing a name) and switches with Enter; leaving the select without Enter keeps the language.
 * Focus stays on the select through the switch (it does not drop to the top of the page).
 */
export function LocaleSelect({ locale, label, options }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useState<string>(locale);
  const browsing = useRef(false);
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (takeRefocus()) select.current?.focus({ preventScroll: true });
  }, []);

  function change(next: string) {
    if (!isLocale(next) || pending) return;
    if (document.activeElement === select.current) markRefocus();
    document.cookie = `NEXT_LOCALE=${next}; path=/; max-age=31536000; samesite=lax`;
    setStoreLang(next);
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    startTransition(() => router.replace({ pathname, query }, { locale: next }));
  }

  return (
    <label className="locale-select">
      <span className="visually-hidden">{label}</span>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.4-3.6C8.9 5.5 8.4 6.7 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h3a8 8 0 0 1-4.4 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
        />
      </svg>
      <select
        ref={select}
        value={shown}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            browsing.current = false;
            if (shown !== locale) change(shown);
          } else if (BROWSING_KEYS.has(e.key) || (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey)) browsing.current = true;
        }}
        onChange={(e) => {
          setShown(e.target.value);
          if (!browsing.current) change(e.target.value);
        }}
        onBlur={() => {
          browsing.current = false;
          setShown(locale);
        }}
        aria-disabled={pending || undefined}
        aria-busy={pending}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
