'use client';
import { useEffect, useRef, useTransition, type MouseEvent } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { LOCALE_COOKIE, localeTags, type Locale } from '@/i18n/routing';
import { setStoreLang } from '@/lib/client/session-store';

interface Props {
  locale: Locale;
  label: string;
  options: { value: Locale; label: string; href: string }[];
}

/**
 * Set (for this tab) when a language was chosen with focus in the menu: the page in the new
 * language renders a new menu, whose button takes the focus back. Kept in sessionStorage in case
 * the switch loads a whole new document.
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

/** The choice, saved as GET /api/language saves it (NEXT_LOCALE for the server), and storeLang for the client. */
function saveChoice(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  setStoreLang(locale);
}

/**
 * The header's language switch: a disclosure (`<details>`) with a link per language, so that it
 * works as plain HTML, before the page's scripts have run and without JavaScript: each link is
 * GET /api/language?locale=…, which saves the choice and answers with this page in that language.
 * Once hydrated, a plain click is taken over: the choice is saved here (NEXT_LOCALE cookie for the
 * server, storeLang for the client) and the router shows the page in the new language without a
 * new document, focus back on the menu's button. Esc and a tap outside close it (RouteEffects).
 */
export function LocaleMenu({ locale, label, options }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const menu = useRef<HTMLDetailsElement>(null);
  const button = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeRefocus()) button.current?.focus({ preventScroll: true });
  }, []);

  function choose(event: MouseEvent<HTMLAnchorElement>, next: Locale) {
    // A new tab or window, or a download, is the browser's business: the link goes there as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (pending) return;
    const focused = !!menu.current?.contains(document.activeElement);
    menu.current?.removeAttribute('open');
    // The language already shown: the menu closes, nothing else happens.
    if (next === locale) {
      if (focused) button.current?.focus();
      return;
    }
    if (focused) markRefocus();
    saveChoice(next);
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    startTransition(() => router.replace({ pathname, query }, { locale: next }));
  }

  const current = options.find((o) => o.value === locale)?.label ?? locale;
  return (
    <details ref={menu} className="locale-select">
      <summary ref={button} aria-busy={pending || undefined}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.4-3.6C8.9 5.5 8.4 6.7 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h3a8 8 0 0 1-4.4 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
          />
        </svg>
        <span className="visually-hidden">{label} </span>
        <span className="locale-select__current">{current}</span>
        <svg className="locale-select__caret" aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path fill="currentColor" d="M2 4h8L6 9Z" />
        </svg>
      </summary>
      <ul className="locale-select__list">
        {options.map((o) => (
          <li key={o.value}>
            <a
              href={o.href}
              hrefLang={localeTags[o.value]}
              lang={localeTags[o.value]}
              rel="nofollow"
              aria-current={o.value === locale ? 'true' : undefined}
              onClick={(event) => choose(event, o.value)}
            >
              {o.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
