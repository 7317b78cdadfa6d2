// The second inline script of our own (scripts/lib/framework-scripts.mjs allows its hash).
//
// The first read of `localStorage`, of `sessionStorage` and of `document.cookie` in a document is a
// synchronous call from the page to the browser process (Chromium loads the origin's whole storage
// area, and subscribes to its cookies, before it answers). The page's components make those reads
// while React hydrates them (the header's cart count asks whether the visitor is signed in or has a
// cart; the language menu and the focus return read this tab's storage), so on a slow phone the
// wait fell inside hydration's long task. Measured at 4× CPU, the first storage read took 11–26 ms
// and the first cookie read 7–16 ms on an idle page (docs/performance.md, "Storage opened while the
// scripts load").
//
// Between the first paint and the arrival of the page's scripts the main thread has nothing to do:
// this script makes those first reads then, when the browser reports an idle moment, so that the
// components' reads during hydration are answered from the page's own copy. Nothing is read into
// the page's state here: the reads only open the storage. Privacy modes that refuse storage throw,
// and are left alone. ES5, as the submit guard, and a string, so that the server hashes this text.

/** The script's text, exactly as the layouts write it into the page. */
export const WARM_STORAGE_SCRIPT = [
  '(function(){',
  'function warm(){',
  'try{localStorage.length}catch(e){}',
  'try{sessionStorage.length}catch(e){}',
  'try{document.cookie}catch(e){}',
  '}',
  // Never before the first paint: an idle callback runs after a frame; without one (Safari), the
  // task after the next frame.
  "if(typeof requestIdleCallback==='function')requestIdleCallback(warm);",
  'else requestAnimationFrame(function(){setTimeout(warm,0)})',
  '})()',
].join('');
