/**
 * Marks the end of what a phone shows first, right after a page's first picture (the home slider,
 * the C4 hero, a product's gallery, an article's picture): the browser draws that much before it
 * parses and lays out the rest of the page.
 *
 * Chromium's HTML parser works in slices and lets the browser draw between them, but after a few
 * slices it takes the rest of the document in one (a budget of 500 ms on desktop, 50 ms on
 * Android), so the page's first picture was laid out and drawn together with everything below it:
 * on a real page at 4× CPU, one layout of the whole page (65 ms, about 230 objects) before the
 * picture showed. After the end tag of a `<script>` in the body, whatever its type, the parser
 * cuts its slice to about 10 ms more ("Just executed a parser-blocking script in the body":
 * third_party/blink/renderer/core/html/parser/html_document_parser.cc), so the browser draws the
 * first screen, then lays out the rest (docs/performance.md, "The first screen drawn before the
 * rest is parsed"). Other browsers parse on as they would.
 *
 * An empty data block, not a script that runs: nothing for the content security policy to allow,
 * and nothing React warns about when it renders one on a client navigation (where it does
 * nothing). One per page, in server-rendered markup.
 */
export function FirstScreenEnd() {
  return <script type="application/json" data-first-screen="" />;
}
