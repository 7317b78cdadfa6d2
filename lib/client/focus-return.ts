/**
 * Where keyboard focus goes when what had it goes away (WCAG 2.4.3): the one pattern for a dialog
 * that closes and for a row that is removed. Focus never drops to <body>, where the next Tab starts
 * again at the top of the page and a screen reader loses its place.
 */

/** Links marked with this attribute (`data-opens-dialog`) open a dialog page: the image and video viewer. */
export const OPENS_DIALOG = 'data-opens-dialog';

interface Opener {
  /** The page (path and query) the opener is on. */
  page: string;
  /** The opener's href, and which of the links with that href it was: they find it again once the page is rendered anew. */
  href: string;
  nth: number;
  /** Where the page was scrolled to; null when the browser restores it (a whole document's way back). */
  scrollY: number | null;
  /** Route changes since it was remembered: the dialog's own, then the way back. */
  steps: number;
}

/**
 * Kept in sessionStorage (this tab), as the way back may load a whole document: closing a viewer
 * reached from a page loaded directly goes to its `from` address.
 */
const KEY = 'pawtrail:dialog-opener';

function load(): Opener | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Opener) : null;
  } catch {
    return null;
  }
}

function save(opener: Opener | null): void {
  try {
    if (opener) sessionStorage.setItem(KEY, JSON.stringify(opener));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (privacy mode): focus then stays where the browser puts it.
  }
}

const here = () => window.location.pathname + window.location.search;

/** The dialog-opening links with this href, in page order. */
const openers = (href: string) => [...document.querySelectorAll<HTMLAnchorElement>(`a[${OPENS_DIALOG}]`)].filter((a) => a.getAttribute('href') === href);

/** Called for a click (or Enter) on a link marked {@link OPENS_DIALOG}: the page to come back to. */
export function rememberOpener(link: HTMLAnchorElement): void {
  const href = link.getAttribute('href') ?? '';
  save({ page: here(), href, nth: Math.max(0, openers(href).indexOf(link)), scrollY: window.scrollY, steps: 0 });
}

/**
 * Called by the dialog page once it is shown. A link followed before its page had hydrated is a
 * plain navigation that nothing remembered: when this tab has no opener and came here from `page`
 * of this site (the viewer's `from`), the link to this address on that page is the opener. The way
 * back is then a whole document (or the browser's cache of it), whose scroll position the browser
 * restores itself.
 */
export function rememberOpenerOf(page: string): void {
  if (load()) return;
  const referrer = document.referrer && URL.canParse(document.referrer) ? new URL(document.referrer) : null;
  if (!referrer || referrer.origin !== window.location.origin || referrer.pathname + referrer.search !== page) return;
  save({ page, href: here(), nth: 0, scrollY: null, steps: 1 });
}

/** Whether this tab came to the open dialog from a page of this site (closing it can go back in history). */
export function hasOpener(): boolean {
  const opener = load();
  return opener !== null && opener.steps === 1 && opener.page !== here();
}

/**
 * After a route change: back on the page that opened the dialog, its scroll position comes back
 * and the opener has focus again (true); a route change that is neither the dialog's nor the way
 * back forgets the opener (false). The page may still be rendering: the opener is looked for over
 * a few frames.
 */
export function returnToOpener(): boolean {
  const back = load();
  if (!back) return false;
  back.steps += 1;
  if (back.page !== here()) {
    save(back.steps > 1 ? null : back);
    return false;
  }
  save(null);
  let frames = 0;
  const attempt = () => {
    const same = openers(back.href);
    const link = same[back.nth] ?? same[0];
    if (!link && frames++ < 60) {
      requestAnimationFrame(attempt);
      return;
    }
    if (back.scrollY !== null) window.scrollTo({ top: back.scrollY, left: 0, behavior: 'instant' });
    link?.focus({ preventScroll: true });
  };
  attempt();
  return true;
}

/**
 * After a row of a list was removed: focus goes to the same control of the row that took its place
 * (the one before when the last row went), else to `fallback` (the heading or the "empty" message,
 * which then needs tabIndex={-1}). `control` picks the control within a row.
 */
export function focusAfterRemoval(
  rows: readonly HTMLElement[],
  index: number,
  control: (row: HTMLElement) => HTMLElement | null,
  fallback: HTMLElement | null,
): void {
  const row = rows[Math.min(index, rows.length - 1)];
  const target = (row && control(row)) ?? fallback;
  target?.focus();
}
