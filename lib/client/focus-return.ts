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
  scrollY: number;
}

let opener: Opener | null = null;
/** Route changes since the opener was remembered: the dialog's own, then the way back. */
let steps = 0;

const here = () => window.location.pathname + window.location.search;

/** The dialog-opening links with this href, in page order. */
const openers = (href: string) => [...document.querySelectorAll<HTMLAnchorElement>(`a[${OPENS_DIALOG}]`)].filter((a) => a.getAttribute('href') === href);

/** Called for a click (or Enter) on a link marked {@link OPENS_DIALOG}: the page to come back to. */
export function rememberOpener(link: HTMLAnchorElement): void {
  const href = link.getAttribute('href') ?? '';
  opener = { page: here(), href, nth: Math.max(0, openers(href).indexOf(link)), scrollY: window.scrollY };
  steps = 0;
}

/**
 * After a route change: back on the page that opened the dialog, its scroll position comes back
 * and the opener has focus again (true); a route change that is neither the dialog's nor the way
 * back forgets the opener (false). The page may still be rendering: the opener is looked for over
 * a few frames.
 */
export function returnToOpener(): boolean {
  const back = opener;
  steps += 1;
  if (!back || back.page !== here()) {
    if (steps > 1) opener = null;
    return false;
  }
  opener = null;
  let frames = 0;
  const attempt = () => {
    const same = openers(back.href);
    const link = same[back.nth] ?? same[0];
    if (!link && frames++ < 60) {
      requestAnimationFrame(attempt);
      return;
    }
    window.scrollTo({ top: back.scrollY, left: 0, behavior: 'instant' });
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
