// The Lighthouse budgets (issue 31; docs/performance.md): differences and ratios to a bare
// Next.js page audited in the same rounds, under applied throttling (the browser really slows the
// network and the CPU, and the timings are observed). Absolute figures move with the machine; the
// difference to the bare page of the same rounds does not, or much less.

export const BUDGETS = {
  /** First contentful paint at most this many milliseconds after the bare page's. */
  fcpExtraMs: 150,
  /** Largest contentful paint when it is an image (its own request: one more round trip). */
  lcpImageExtraMs: 650,
  /** Largest contentful paint when it is text or inline (SVG in the document): nothing to fetch. */
  lcpTextExtraMs: 150,
  /** Time to interactive at most this many milliseconds after the bare page's. */
  ttiExtraMs: 300,
  /** Total blocking time at most this multiple of the bare page's. */
  tbtRatio: 1.5,
  /** Cumulative layout shift. */
  maxCls: 0,
  /** These categories must score 100. */
  perfect: ['accessibility', 'best-practices', 'seo'],
};

/** The pages the budgets are judged on, in English and Chinese (`npm run lighthouse`, `npm run throttled`). */
export const BUDGETED_PAGES = ['/index', '/c4', '/productsShow?id=c4', '/newsShow?id=c4-launch'].flatMap((p) => [p, `/zh${p}`]);

/** A comma-separated list of pages (an env setting), or the budgeted pages when it is empty. */
export function pageList(value) {
  const pages = (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return pages.length ? pages : BUDGETED_PAGES;
}

/** The median of numbers (the lower middle one for an even count, so it is a value that was measured). */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  return Number.isFinite(middle) ? middle : null;
}

/**
 * The median time to interactive, where a run without one counts as later than every measured
 * run: Lighthouse leaves TTI out when the page never had five quiet seconds before it stopped
 * watching (the home page's slider turning, say). Left out of the median, such runs made a page
 * that was interactive in two of five runs pass. Null when the median run is one of them.
 */
export function medianUnmeasuredLast(values) {
  return median(values.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : Infinity)));
}

/** Per metric, the median over runs: `{ performance, accessibility, 'best-practices', seo, fcpMs, lcpMs, tbtMs, ttiMs, cls, runs }`. */
export function summarize(runs) {
  const of = (pick) => median(runs.map(pick));
  return {
    performance: of((r) => r.scores.performance),
    accessibility: of((r) => r.scores.accessibility),
    'best-practices': of((r) => r.scores['best-practices']),
    seo: of((r) => r.scores.seo),
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    ttiMs: medianUnmeasuredLast(runs.map((r) => r.ttiMs)),
    cls: of((r) => r.cls),
    runs: runs.length,
  };
}

/**
 * Whether a Lighthouse LCP element (its HTML snippet) is an image that needs its own request. An
 * image inside the document (a data: URL, as the site sends its first illustration) needs none:
 * it is judged like text, against the one-round-trip budget.
 */
export function isImageElement(snippet) {
  const text = snippet ?? '';
  return /^<(img|video|image|picture)\b/i.test(text) && !/^<[a-z]+\b[^>]*?\s(src|href|poster)="data:/i.test(text);
}

/**
 * A page's medians against the bare page's: the differences and ratios the report prints, and
 * the budgets it misses (empty when it passes). `lcpIsImage` picks the LCP budget.
 */
export function judge(page, bare, { lcpIsImage = true } = {}, budgets = BUDGETS) {
  const misses = [];
  // A metric no run could measure is a miss, never a pass by default.
  for (const key of ['fcpMs', 'lcpMs', 'tbtMs', 'ttiMs']) {
    if (typeof page[key] !== 'number' || typeof bare[key] !== 'number') misses.push(`${key.slice(0, 3).toUpperCase()} not measured`);
  }
  const fcpExtraMs = page.fcpMs - bare.fcpMs;
  if (fcpExtraMs > budgets.fcpExtraMs)
    misses.push(`FCP ${page.fcpMs} ms is ${fcpExtraMs} ms after the bare page's ${bare.fcpMs} ms (budget +${budgets.fcpExtraMs})`);
  const lcpExtraMs = page.lcpMs - bare.lcpMs;
  const lcpBudget = lcpIsImage ? budgets.lcpImageExtraMs : budgets.lcpTextExtraMs;
  if (lcpExtraMs > lcpBudget)
    misses.push(
      `LCP ${page.lcpMs} ms is ${lcpExtraMs} ms after the bare page's ${bare.lcpMs} ms (budget +${lcpBudget}, ${lcpIsImage ? 'an image with its own request' : 'text or an image inside the page'})`,
    );
  const ttiExtraMs = page.ttiMs - bare.ttiMs;
  if (ttiExtraMs > budgets.ttiExtraMs)
    misses.push(`TTI ${page.ttiMs} ms is ${ttiExtraMs} ms after the bare page's ${bare.ttiMs} ms (budget +${budgets.ttiExtraMs})`);
  const tbtRatio = bare.tbtMs > 0 ? page.tbtMs / bare.tbtMs : page.tbtMs > 0 ? Infinity : 1;
  if (tbtRatio > budgets.tbtRatio) misses.push(`TBT ${page.tbtMs} ms is ${tbtRatio.toFixed(2)}× the bare page's ${bare.tbtMs} ms`);
  if (page.cls > budgets.maxCls) misses.push(`CLS ${page.cls}`);
  for (const category of budgets.perfect) if (page[category] !== 100) misses.push(`${category} ${page[category]}`);
  return { fcpExtraMs, lcpExtraMs, lcpBudgetMs: lcpBudget, ttiExtraMs, tbtRatio, misses, pass: misses.length === 0 };
}
