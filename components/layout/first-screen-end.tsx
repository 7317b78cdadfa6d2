import { LayoutScript } from './layout-script';

/**
 * Marks the end of what a phone shows first, right after a page's first picture: the browser draws
 * that much before it parses and lays out the rest of the page (lib/first-screen.mjs says how and
 * why). One per page, in server-rendered markup, after the element Lighthouse counts as the page's
 * largest paint.
 */
export function FirstScreenEnd() {
  return <LayoutScript name="firstScreen" />;
}
