import { BUDGETED_PAGES, isImageElement, judge, median, medianUnmeasuredLast, pageList, summarize, type Summary } from './lighthouse-budgets.mjs';

const bare: Summary = {
  performance: 92,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  fcpMs: 700,
  lcpMs: 700,
  tbtMs: 120,
  ttiMs: 2100,
  cls: 0,
  runs: 5,
};
const page = (over: Partial<Summary>): Summary => ({ ...bare, ...over });

describe('Lighthouse budgets against the bare page of the same rounds (applied throttling)', () => {
  it('takes the median of each metric over the runs, not of one run', () => {
    const runs = [95, 80, 90, 85, 99].map((performance, i) => ({
      scores: { performance, accessibility: 100, 'best-practices': 100, seo: i === 4 ? 92 : 100 },
      fcpMs: [800, 900, 700, 750, 1200][i]!,
      lcpMs: [2100, 2500, 2000, 2300, 1900][i]!,
      tbtMs: [100, 900, 300, 200, 50][i]!,
      ttiMs: [2000, 2600, 2200, 2100, 3000][i]!,
      cls: 0,
    }));
    expect(summarize(runs)).toEqual({
      performance: 90,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
      fcpMs: 800,
      lcpMs: 2100,
      tbtMs: 200,
      ttiMs: 2200,
      cls: 0,
      runs: 5,
    });
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([])).toBeNull();
  });

  it('counts a run without a time to interactive (never quiet) as later than every measured one', () => {
    // The home page on 2026-11-30: two runs near 2.2 s, two near 6 s, one never quiet.
    expect(medianUnmeasuredLast([6061, 2142, 2181, 6264, null])).toBe(6061);
    expect(medianUnmeasuredLast([2149, 2154, null, 2500, 5040])).toBe(2500);
    expect(medianUnmeasuredLast([2100, null, null, null, 2000])).toBeNull();
    expect(medianUnmeasuredLast([])).toBeNull();
    const run = { scores: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 }, fcpMs: 800, lcpMs: 900, tbtMs: 100, cls: 0 };
    const runs = [2000, null, 2100, null, null].map((ttiMs) => ({ ...run, ttiMs }));
    expect(summarize(runs).ttiMs).toBeNull();
    expect(judge(summarize(runs), bare).misses).toContain('TTI not measured');
  });

  it('passes a page at each budget: FCP +150 ms, image LCP +650 ms, TTI +300 ms, TBT 1.5×', () => {
    expect(judge(page({ fcpMs: 850, lcpMs: 1350, ttiMs: 2400, tbtMs: 180 }), bare, { lcpIsImage: true })).toEqual({
      fcpExtraMs: 150,
      lcpExtraMs: 650,
      lcpBudgetMs: 650,
      ttiExtraMs: 300,
      tbtRatio: 1.5,
      misses: [],
      pass: true,
    });
  });

  it('holds a page whose largest paint is text or inline to +150 ms', () => {
    expect(judge(page({ lcpMs: 850 }), bare, { lcpIsImage: false }).pass).toBe(true);
    expect(judge(page({ lcpMs: 851 }), bare, { lcpIsImage: false }).misses).toEqual([expect.stringMatching(/LCP 851 ms is 151 ms after .*budget \+150, text/)]);
  });

  it.each([
    ['FCP', { fcpMs: 851 }, /FCP 851 ms is 151 ms after the bare page's 700 ms/],
    ['LCP', { lcpMs: 1351 }, /LCP 1351 ms is 651 ms after/],
    ['TTI', { ttiMs: 2401 }, /TTI 2401 ms is 301 ms after/],
    ['TBT', { tbtMs: 181 }, /TBT 181 ms is 1\.51× the bare page's 120 ms/],
    ['CLS', { cls: 0.01 }, /CLS 0\.01/],
    ['accessibility', { accessibility: 98 }, /accessibility 98/],
    ['SEO', { seo: 92 }, /seo 92/],
  ] as const)('fails a page that misses the %s budget, saying by how much', (_name, over, message) => {
    const verdict = judge(page(over), bare);
    expect(verdict.pass).toBe(false);
    expect(verdict.misses).toEqual([expect.stringMatching(message)]);
  });

  it('fails a page whose metric no run could measure', () => {
    const verdict = judge({ ...page({}), ttiMs: null as unknown as number }, bare);
    expect(verdict.pass).toBe(false);
    expect(verdict.misses).toContain('TTI not measured');
  });

  it('holds a bare page without blocking time to zero blocking time', () => {
    expect(judge(page({ tbtMs: 0 }), { ...bare, tbtMs: 0 }).pass).toBe(true);
    expect(judge(page({ tbtMs: 20 }), { ...bare, tbtMs: 0 }).misses).toEqual([expect.stringMatching(/TBT 20 ms/)]);
  });

  it('tells an image that needs its own request from text and inline SVG', () => {
    expect(isImageElement('<img class="hero" src="/media/x.webp" alt="">')).toBe(true);
    expect(isImageElement('<video src="/v.mp4">')).toBe(true);
    expect(isImageElement('<h1 class="title">')).toBe(false);
    expect(isImageElement('<svg viewBox="0 0 10 10">')).toBe(false);
    // An image that travels inside the document has no request of its own: the text budget applies.
    expect(isImageElement('<img src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width')).toBe(false);
    expect(isImageElement('<img class="jdbuPG_mainImage" src="data:image/svg+xml,%3Csvg" alt="C4">')).toBe(false);
    expect(isImageElement('<img alt="data:" src="/media/x.svg">')).toBe(true);
    expect(isImageElement(undefined)).toBe(false);
  });
});

describe('pageList', () => {
  it('reads a comma-separated setting, and falls back to the budgeted pages in English and Chinese', () => {
    expect(pageList(' /index, /zh/c4 ,')).toEqual(['/index', '/zh/c4']);
    expect(pageList(undefined)).toEqual(BUDGETED_PAGES);
    expect(pageList('')).toEqual(BUDGETED_PAGES);
    expect(BUDGETED_PAGES).toEqual(expect.arrayContaining(['/index', '/zh/index', '/c4', '/zh/c4', '/productsShow?id=c4', '/zh/newsShow?id=c4-launch']));
    expect(BUDGETED_PAGES).toHaveLength(8);
  });
});
