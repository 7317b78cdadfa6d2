// What `npm run throttled` (scripts/throttled-load.mjs) reads off one throttled page load: the
// browser's own timings, collected in the page, with no trace recording beside them.

/**
 * Lighthouse's mobile throttling as DevTools applies it (`throttlingMethod: 'devtools'`: its
 * "slow 4G" of 150 ms and 1,638.4 Kbps, with the factors Lighthouse uses for applied throttling,
 * ×3.75 on latency and ×0.9 on throughput) and its 4× CPU slowdown, as CDP takes them.
 */
export const THROTTLING = {
  network: { offline: false, latency: 150 * 3.75, downloadThroughput: (1638.4 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 },
  cpuRate: 4,
};

/** Lighthouse's mobile screen (Moto G Power). */
export const SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Runs in the page before its own scripts (Playwright's addInitScript): keeps the long tasks and
 * largest-contentful-paint candidates the browser reports, and the first moment the page's first
 * heading belongs to React (hydrated, as e2e/csp.ts waits for it), polled every 25 ms.
 */
export function collectInPage() {
  const seen = { longTasks: [], lcp: [], hydratedMs: null };
  Object.defineProperty(window, '__throttledLoad', { value: seen });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.lcp.push(e.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const poll = setInterval(() => {
    const heading = document.querySelector('h1');
    if (heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'))) {
      seen.hydratedMs = performance.now();
      clearInterval(poll);
    }
  }, 25);
}

/** Reads, in the page, what `collectInPage` kept and the navigation, paint and script timings. */
export function readInPage() {
  const seen = window.__throttledLoad;
  const nav = performance.getEntriesByType('navigation')[0];
  const fcp = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
  const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || /\.js(\?|$)/.test(e.name));
  return {
    documentMs: nav ? nav.responseEnd : null,
    fcpMs: fcp ? fcp.startTime : null,
    lcpMs: seen.lcp.length ? seen.lcp[seen.lcp.length - 1] : null,
    scripts: scripts.length,
    lastScriptMs: scripts.length ? Math.max(...scripts.map((e) => e.responseEnd)) : null,
    hydratedMs: seen.hydratedMs,
    longTasks: seen.longTasks,
  };
}

/**
 * One load's figures from what the page reported: the last long task's end after the first paint
 * stands for the time to interactive (Lighthouse's also waits for the network to be quiet, which
 * this leaves out), the blocking time is each such task's part beyond 50 ms, as Lighthouse
 * counts it between the first paint and that end.
 */
export function loadFigures({ documentMs, fcpMs, lcpMs, scripts, lastScriptMs, hydratedMs, longTasks }) {
  const after = longTasks.filter(([start, duration]) => fcpMs !== null && start + duration > fcpMs);
  const lastLongTaskEndMs = after.reduce((end, [start, duration]) => Math.max(end, start + duration), fcpMs ?? 0);
  const blockingMs = after.reduce((sum, [start, duration]) => sum + Math.max(0, start + duration - Math.max(start, fcpMs) - 50), 0);
  const round = (v) => (v === null ? null : Math.round(v));
  return {
    documentMs: round(documentMs),
    fcpMs: round(fcpMs),
    lcpMs: round(lcpMs ?? fcpMs),
    scripts,
    lastScriptMs: round(lastScriptMs),
    hydratedMs: round(hydratedMs),
    lastLongTaskEndMs: round(lastLongTaskEndMs),
    blockingMs: round(blockingMs),
  };
}

export const FIGURES = ['documentMs', 'fcpMs', 'lcpMs', 'lastScriptMs', 'hydratedMs', 'lastLongTaskEndMs', 'blockingMs'];
