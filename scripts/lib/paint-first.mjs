// Paint first, then fetch and run the page's scripts (issue 14, LCP). Next.js writes its chunks as
// `<script src async>` (most in the <head>, one at the end of the body, with a low-priority preload
// link). On a slow link their ~150 KB share the bandwidth with the document's stylesheets and the
// hero image, and on a slow CPU the first to arrive run before the first paint. Here every such
// script (and its preload link) leaves the HTML, and one inline loader at the end of the <head> adds
// them back, in the same order, once the browser reports the page painted (below). They still run
// async and in any order, as Next.js expects of them (its inline `self.__next_f.push` payload waits
// for them in an array).
import { ASYNC_CHUNK_SCRIPT as ASYNC_SCRIPT, CHUNK_PRELOAD as PRELOAD, HEAD_END } from './next-seam.mjs';

/**
 * Once the browser reports the page painted: its first largest-contentful-paint entry (Chromium,
 * Firefox: the hero or product photo is drawn in the first frame here, so that is it), the first
 * contentful paint where only that is reported (Safari), the first frame where neither is. Paint
 * entries carry the time the frame was shown, which can be tens of milliseconds after the main
 * thread drew it, so a task queued from that frame would be early. At most 3 s in any case (a page
 * loaded in a background tab reports no paint).
 */
const LOADER = [
  '(function(){var s=SOURCES,d=false,P=window.PerformanceObserver,t=(P&&P.supportedEntryTypes)||[];',
  'function load(){if(d)return;d=true;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}',
  'setTimeout(load,3000);',
  'if(t.indexOf("largest-contentful-paint")>=0)new P(load).observe({type:"largest-contentful-paint",buffered:true});',
  'else if(t.indexOf("paint")>=0)new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)load()}).observe({type:"paint",buffered:true});',
  'else requestAnimationFrame(function(){setTimeout(load)})})()',
].join('');
const [LOADER_START, LOADER_END] = LOADER.split('SOURCES');
/** A chunk of the build: the only addresses the loader ever lists. */
const CHUNK = /^\/_next\/static\/(?!.*\.\.)[\w~.%@+/-]+\.js$/;

/** Whether a script's text is the loader `paintFirst` writes (scripts/lib/framework-scripts.mjs allows it by its hash). */
export function isPaintFirstLoader(text) {
  if (!text.startsWith(LOADER_START) || !text.endsWith(LOADER_END) || text.length < LOADER_START.length + LOADER_END.length) return false;
  const list = text.slice(LOADER_START.length, text.length - LOADER_END.length);
  if (!/^\["[^"\\]*"(?:,"[^"\\]*")*\]$/.test(list)) return false;
  return JSON.parse(list).every((src) => CHUNK.test(src));
}

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
  const loader = `<script>${LOADER.replace('SOURCES', () => JSON.stringify(sources))}</script>`;
  const at = unpreloaded.indexOf(HEAD_END);
  return unpreloaded.slice(0, at) + loader + unpreloaded.slice(at);
}
