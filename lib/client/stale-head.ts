/**
 * The previous page's title, description, canonical URL and hreflang alternates left in `<head>`
 * after a client navigation, and their removal.
 *
 * Next renders a page's metadata as React elements that React hoists into `<head>`. On the page
 * the visitor loaded, those elements came with the server's HTML and belong to React only once
 * the part of the tree that renders them has hydrated. A link followed before that (on a slow
 * phone, a tap in the first second or two: React hydrates the link first to handle the tap) swaps
 * in the next page's tree while the first page's metadata is still unclaimed; React then adds the
 * new page's elements and never removes the old ones, which nothing owns any more. Seen in a
 * throttled Chromium on Next 16.4 and React 19.3: five navigations in six from a product page to
 * the Impressum kept both pages' canonical URLs, descriptions, titles and alternates (reported
 * upstream as vercel/next.js#97472).
 *
 * After a navigation every metadata element of the page shown is React's: one it does not own is
 * such a leftover. React's markers on the nodes it owns (`__reactFiber$…`, `__reactMarker$…` on
 * hoisted ones) are how the two are told apart; if no element carries one, as with a React that
 * names them otherwise, nothing is removed (React removes what it owns itself, and fails on a node
 * taken from under it).
 */

/** The elements of a page's metadata: what a previous page's copy would contradict. */
const PAGE_METADATA = 'title, meta[name], meta[property], link[rel="canonical"], link[rel="alternate"]';

const reactOwns = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$') || key.startsWith('__reactMarker$'));

/**
 * Removes the metadata elements in `head` that React does not own, when it owns others; to be
 * called only after a client navigation (before, the loaded page's own are still being claimed).
 * Returns how many it removed.
 */
export function removeStaleHeadMetadata(head: HTMLHeadElement): number {
  const nodes = [...head.querySelectorAll(PAGE_METADATA)];
  if (!nodes.some(reactOwns)) return 0;
  const stale = nodes.filter((node) => !reactOwns(node));
  for (const node of stale) node.remove();
  return stale.length;
}

/**
 * Watches `<head>` from now on: whenever its elements change once the address has differed from
 * the one the document was loaded at (a client navigation happened; a fragment does not count, and
 * a quick way back to the first address still does), the stale metadata goes. The new page's
 * metadata may arrive after its content, so this runs on every change rather than once per
 * navigation. Returns the function that stops watching.
 */
export function watchStaleHeadMetadata(): () => void {
  const address = (url: URL | Location) => url.pathname + url.search;
  // The address the document was loaded at, which the visitor may have left before this runs
  // (without the entry, as in jsdom, the current one).
  const entry = performance.getEntriesByType?.('navigation')[0];
  const loadedAt = entry ? address(new URL(entry.name)) : address(window.location);
  let navigated = false;
  const sweep = () => {
    navigated ||= address(window.location) !== loadedAt;
    if (navigated) removeStaleHeadMetadata(document.head);
  };
  const observer = new MutationObserver(sweep);
  observer.observe(document.head, { childList: true });
  sweep();
  return () => observer.disconnect();
}
