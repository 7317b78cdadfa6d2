import { judge, median, summarize, type Summary } from './lighthouse-budgets.mjs';

const bare: Summary = { performance: 92, accessibility: 100, 'best-practices': 100, seo: 100, tbtMs: 300, lcpMs: 2000, cls: 0, runs: 5 };
const page = (over: Partial<Summary>): Summary => ({ ...bare, ...over });

describe('Lighthouse budgets against the bare page of the same run', () => {
  it('takes the median of each metric over the runs, not of one run', () => {
    const runs = [95, 80, 90, 85, 99].map((performance, i) => ({
      scores: { performance, accessibility: 100, 'best-practices': 100, seo: i === 4 ? 92 : 100 },
      tbtMs: [100, 900, 300, 200, 50][i]!,
      lcpMs: [2100, 2500, 2000, 2300, 1900][i]!,
      cls: 0,
    }));
    expect(summarize(runs)).toEqual({ performance: 90, accessibility: 100, 'best-practices': 100, seo: 100, tbtMs: 200, lcpMs: 2100, cls: 0, runs: 5 });
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([])).toBeNull();
  });

  it('passes a page within 5 points, 1.5× TBT and +500 ms LCP of the bare page', () => {
    expect(judge(page({ performance: 87, tbtMs: 450, lcpMs: 2500 }), bare)).toEqual({
      performanceGap: 5,
      tbtRatio: 1.5,
      lcpExtraMs: 500,
      misses: [],
      pass: true,
    });
  });

  it.each([
    ['performance', { performance: 86 }, /performance 86 is 6 below/],
    ['TBT', { tbtMs: 451 }, /TBT 451 ms is 1\.50× the bare page's 300 ms/],
    ['LCP', { lcpMs: 2501 }, /LCP 2501 ms is 501 ms after/],
    ['CLS', { cls: 0.01 }, /CLS 0\.01/],
    ['accessibility', { accessibility: 98 }, /accessibility 98/],
    ['SEO', { seo: 92 }, /seo 92/],
  ] as const)('fails a page that misses the %s budget, saying by how much', (_name, over, message) => {
    const verdict = judge(page(over), bare);
    expect(verdict.pass).toBe(false);
    expect(verdict.misses).toEqual([expect.stringMatching(message)]);
  });

  it('holds a bare page without blocking time to zero blocking time', () => {
    expect(judge(page({ tbtMs: 0 }), { ...bare, tbtMs: 0 }).pass).toBe(true);
    expect(judge(page({ tbtMs: 20 }), { ...bare, tbtMs: 0 }).misses).toEqual([expect.stringMatching(/TBT 20 ms/)]);
  });
});
