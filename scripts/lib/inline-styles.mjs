// One round trip to the first paint (issue 31): Next.js writes a page's CSS as render-blocking
// `<link rel="stylesheet">` elements, which the browser requests only once the document has
// arrived — on a phone's link a second round trip (~0.6 s) before anything is drawn. Here each such
// stylesheet of the build is sent inside the HTML instead, as a `<style>` element, so the first
// paint needs only the document.
//
// Next's own `experimental.inlineCss` does this too, but also puts the CSS into the page's RSC
// payload, so the HTML carries it twice. The payload names stylesheets by address only, and React
// (which renders them as resources with a precedence) adopts a stylesheet it finds in the document
// as `link[rel="stylesheet"][href="…"]`; otherwise it would add a `<link>` and fetch the file again
// when it hydrates. So the `<link>` stays, `disabled`: a disabled stylesheet link is neither fetched
// nor applied (HTML's "fetch and process the linked resource" returns early for it), and React finds
// it. Client navigation to a page with other stylesheets loads those as links, as before.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STYLESHEET_LINK } from './next-seam.mjs';

/** A stylesheet's text, by its address (build files never change while a server runs); null when it is not inlined. */
const cache = new Map();

/**
 * The build's stylesheet behind an address, or null: a missing file, one with relative `url()`s
 * (they would resolve against the page), or one that could end the `<style>` element early.
 */
export function stylesheetText(distDir, href) {
  if (cache.has(href)) return cache.get(href);
  let text = null;
  const file = path.join(distDir, href.slice('/_next'.length));
  if (href.startsWith('/_next/static/') && !href.includes('..') && existsSync(file)) {
    const css = readFileSync(file, 'utf8');
    // The quote, if any, is taken whole ((?=(…))\1 does not backtrack into it).
    const relativeUrl = /url\(\s*(?=(["']?))\1(?![a-z][a-z0-9+.-]*:|\/|#|%23)/i.test(css);
    if (!relativeUrl && !/<\/style/i.test(css)) text = css.replace(/\n?\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  }
  cache.set(href, text);
  return text;
}

/** The HTML with each of the build's stylesheet links sent as a `<style>` beside a disabled link; unchanged when it has none. */
export function inlineStylesheets(html, read) {
  return html.replace(STYLESHEET_LINK, (link, href, precedence) => {
    const css = read(href);
    if (css === null) return link;
    return `<style data-href="${href}" data-precedence="${precedence}">${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`;
  });
}

/**
 * A `Link` header without the stylesheet preloads the HTML now carries inline (Next.js sends them
 * for pages it renders per request, the 404 page among them: the browser would fetch the file
 * anyway). Null when nothing is left.
 */
export function withoutInlinedPreloads(header, html) {
  const kept = String(header)
    .split(/,(?=\s*<)/)
    .filter((entry) => {
      const href = /^\s*<([^>]+)>/.exec(entry)?.[1];
      const style = /;\s*rel="?preload"?/i.test(entry) && /;\s*as="?style"?/i.test(entry);
      return !(href && style && html.includes(`<style data-href="${href}"`));
    })
    .map((entry) => entry.trim());
  return kept.length ? kept.join(', ') : null;
}
