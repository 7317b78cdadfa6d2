// The third inline script of our own (scripts/lib/framework-scripts.mjs allows its hash): written
// right after the part of a page a phone shows first (the home slider, the C4 hero, a product's
// gallery, an article's picture), by components/layout/first-screen-end.tsx.
//
// What it is for is where it stands. Chromium's HTML parser works in slices and lets the browser
// draw between them; after a few slices it takes the rest of the document in one long slice
// (500 ms of budget on desktop, 50 ms on Android), so that the page's picture was laid out and
// drawn together with everything below it: on a real page at 4× CPU, one layout of the whole page
// (65 ms, about 230 objects) before the first picture showed. An inline script in the body ends
// such a slice about 10 ms of parsing after it ran ("Just executed a parser-blocking script in the
// body": third_party/blink/renderer/core/html/parser/html_document_parser.cc), so the browser
// draws the first screen before it lays out the rest (docs/performance.md, "The first screen
// drawn before the rest is parsed"). Other browsers parse on as they would.
//
// What it does is name that moment for the browser's own performance timeline (a user timing
// mark, seen in DevTools and by field monitoring): when the first screen had been parsed. ES5, a
// string (the server hashes this very text), and nothing else.

/** The user timing mark's name. */
export const FIRST_SCREEN_MARK = 'first-screen';

/** The script's text, exactly as the pages write it. */
export const FIRST_SCREEN_SCRIPT = `self.performance&&performance.mark&&performance.mark('${FIRST_SCREEN_MARK}')`;
