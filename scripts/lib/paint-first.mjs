// Paint first, then fetch and run the page's scripts (issue 14, LCP). Next.js writes its chunks as
// `<script src async>` (most in the <head>, one at the end of the body, with a low-priority preload
// link). On a slow link their ~150 KB share the bandwidth with the document's stylesheets and the
// hero image, and on a slow CPU the first to arrive run before the first paint. Here every such
// script (and its preload link) leaves the HTML, and one inline loader at the end of the <head> adds
// them back, in the same order, once the first frame is painted: a task queued from the first
// animation frame runs after that frame is drawn. They still run async and in any order, as Next.js
// expects of them (its inline `self.__next_f.push` payload waits for them in an array).

const HEAD_END = '</head>';
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;

/** The HTML with its async chunk scripts requested after the first paint; unchanged when it has none. */
export function paintFirst(html) {
  const end = html.indexOf(HEAD_END);
  if (end < 0) return html;
  const sources = [];
  const stripped = html.replace(ASYNC_SCRIPT, (_, src) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const unpreloaded = stripped.replace(PRELOAD, (link, src) => (sources.includes(src) ? '' : link));
  const loader =
    `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(s){` +
    `var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})})})</script>`;
  const at = unpreloaded.indexOf(HEAD_END);
  return unpreloaded.slice(0, at) + loader + unpreloaded.slice(at);
}
