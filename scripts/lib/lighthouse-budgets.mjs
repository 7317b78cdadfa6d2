// The Lighthouse budgets of issue 14 / PRODUCT.md §8, as ratios to a bare Next.js page audited in
// the same run (absolute scores move with the machine; the ratio does not, or much less).

export const BUDGETS = {
  /** Performance score at most this many points below the bare page's. */
  performancePoints: 5,
  /** Total blocking time at most this multiple of the bare page's. */
  tbtRatio: 1.5,
  /** Largest contentful paint at most this many milliseconds after the bare page's. */
  lcpExtraMs: 500,
  /** Cumulative layout shift. */
  maxCls: 0,
  /** These categories must score 100. */
  perfect: ['accessibility', 'best-practices', 'seo'],
};

/** The median of numbers (the lower middle one for an even count, so it is a value that was measured). */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Per metric, the median over runs: `{ performance, accessibility, 'best-practices', seo, tbtMs, lcpMs, cls }`. */
export function summarize(runs) {
  const of = (pick) => median(runs.map(pick));
  return {
    performance: of((r) => r.scores.performance),
    accessibility: of((r) => r.scores.accessibility),
    'best-practices': of((r) => r.scores['best-practices']),
    seo: of((r) => r.scores.seo),
    tbtMs: of((r) => r.tbtMs),
    lcpMs: of((r) => r.lcpMs),
    cls: of((r) => r.cls),
    runs: runs.length,
  };
}

/**
 * A page's medians against the bare page's: the differences and ratios the report prints, and
 * the budgets it misses (empty when it passes).
 */
export function judge(page, bare, budgets = BUDGETS) {
  const misses = [];
  const performanceGap = bare.performance - page.performance;
  if (performanceGap > budgets.performancePoints) misses.push(`performance ${page.performance} is ${performanceGap} below the bare page's ${bare.performance}`);
  const tbtRatio = bare.tbtMs > 0 ? page.tbtMs / bare.tbtMs : page.tbtMs > 0 ? Infinity : 1;
  if (tbtRatio > budgets.tbtRatio) misses.push(`TBT ${page.tbtMs} ms is ${tbtRatio.toFixed(2)}× the bare page's ${bare.tbtMs} ms`);
  const lcpExtraMs = page.lcpMs - bare.lcpMs;
  if (lcpExtraMs > budgets.lcpExtraMs) misses.push(`LCP ${page.lcpMs} ms is ${lcpExtraMs} ms after the bare page's ${bare.lcpMs} ms`);
  if (page.cls > budgets.maxCls) misses.push(`CLS ${page.cls}`);
  for (const category of budgets.perfect) if (page[category] !== 100) misses.push(`${category} ${page[category]}`);
  return { performanceGap, tbtRatio, lcpExtraMs, misses, pass: misses.length === 0 };
}
