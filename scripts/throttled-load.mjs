// `npm run throttled`: the pages of `npm run lighthouse` loaded in a throttled Chromium with nothing
// recording beside them, against the bare Next.js page in the same rounds, to check a Lighthouse
// figure against what a throttled browser observes (docs/performance.md). The same throttling as
// Lighthouse applies (CPU 4×, ~1.6 Mbps, 562.5 ms per request, through CDP) and its phone screen;
// the timings are the browser's own (navigation, paint, largest-contentful-paint, long tasks, resource
// timing) and when the first heading became React's. Each load gets a fresh context (no cache).
// Medians per page with their difference to the bare page's; no budget is judged here: those are
// Lighthouse's (`npm run lighthouse`). Needs a running production server (THROTTLED_URL, default
// http://localhost:3000); THROTTLED_PAGES picks other pages; --runs=N (default 5).
import { chromium } from '@playwright/test';
import { startBareNext } from './lib/bare-next.mjs';
import { CHROMIUM } from './lib/chromium.mjs';
import { median, pageList } from './lib/lighthouse-budgets.mjs';
import { collectInPage, FIGURES, loadFigures, readInPage, SCREEN, THROTTLING } from './lib/throttled-load.mjs';

const RUNS = Math.max(1, Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5));
const base = new URL(process.env.THROTTLED_URL ?? 'http://localhost:3000');
const PAGES = pageList(process.env.THROTTLED_PAGES);
/** After the load event, how long without a new long task counts as settled (Lighthouse waits 5 s of quiet). */
const SETTLE_MS = 5_000;
const log = (msg) => console.log(`[throttled] ${msg}`);

const health = await fetch(new URL('/api/health', base)).catch(() => null);
if (!health?.ok) {
  console.error(`[throttled] no production server answers at ${base.origin} (npm start first)`);
  process.exit(2);
}

/** One load of `url` in a fresh context, throttled, until SETTLE_MS passed without a long task. */
async function load(browser, url) {
  const context = await browser.newContext(SCREEN);
  try {
    const page = await context.newPage();
    await page.addInitScript(collectInPage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', THROTTLING.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    // Settled: SETTLE_MS after the later of the load and the last long task, within 30 s; a page
    // still busy then (a slider turning) is read as it is, and counted as not settled.
    const settled = await page
      .waitForFunction(
        (settle) => {
          const tasks = window.__throttledLoad.longTasks;
          const last = tasks.length ? tasks[tasks.length - 1][0] + tasks[tasks.length - 1][1] : 0;
          const loaded = performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0;
          return performance.now() - Math.max(last, loaded) > settle;
        },
        SETTLE_MS,
        { timeout: 30_000, polling: 500 },
      )
      .then(
        () => true,
        () => false,
      );
    return { ...loadFigures(await page.evaluate(readInPage)), settled };
  } finally {
    await context.close();
  }
}

const bare = await startBareNext(log);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
const runs = new Map([['bare', []], ...PAGES.map((p) => [p, []])]);
try {
  for (let round = 1; round <= RUNS; round += 1) {
    log(`round ${round} of ${RUNS}: the bare page, then ${PAGES.length} pages`);
    runs.get('bare').push(await load(browser, `${bare.origin}/`));
    for (const page of PAGES) runs.get(page).push(await load(browser, new URL(page, base).href));
  }
} finally {
  await browser.close();
  await bare.stop();
}

const medians = new Map([...runs].map(([page, list]) => [page, Object.fromEntries(FIGURES.map((f) => [f, median(list.map((r) => r[f]))]))]));
const bareMedians = medians.get('bare');
const cell = (value, bareValue) =>
  value === null ? 'n/a' : bareValue === null || value === bareValue ? String(value) : `${value} (${value > bareValue ? '+' : ''}${value - bareValue})`;
const columns = ['page', 'document', 'FCP', 'LCP', 'last script', 'hydrated', 'last long task', 'blocking'];
console.log(`\nmedians of ${RUNS} throttled loads (ms; in brackets the difference to the bare page in the same rounds)`);
console.log(columns.join(' | '));
for (const [page, m] of medians) console.log([page, ...FIGURES.map((f) => cell(m[f], page === 'bare' ? null : bareMedians[f]))].join(' | '));
console.log(`\nscripts per page: ${[...runs].map(([page, list]) => `${page} ${list[0]?.scripts ?? 'n/a'}`).join(', ')}`);
const restless = [...runs].filter(([, list]) => list.some((r) => !r.settled));
if (restless.length)
  console.log(
    `not quiet for ${SETTLE_MS / 1000} s within 30 s (read as they were): ${restless.map(([page, list]) => `${page} ${list.filter((r) => !r.settled).length} of ${list.length}`).join(', ')}`,
  );
