import { loadFigures, THROTTLING } from './throttled-load.mjs';

const page = { documentMs: 700.4, fcpMs: 900, lcpMs: 1100, scripts: 10, lastScriptMs: 2100, hydratedMs: 2500 };

describe('loadFigures', () => {
  it('takes the end of the last long task after the first paint as the time the page became quiet', () => {
    const figures = loadFigures({
      ...page,
      longTasks: [
        [1990, 400],
        [2430, 75],
        [3100, 40],
      ],
    });
    expect(figures.lastLongTaskEndMs).toBe(3140);
    expect(figures.documentMs).toBe(700);
  });

  it("counts each long task's time beyond 50 ms after the first paint as blocking, as Lighthouse does", () => {
    // 850–1000 straddles the paint at 900: 100 ms of it after, 50 of them blocking; 1990–2390: 350; 2430–2505: 25.
    expect(
      loadFigures({
        ...page,
        longTasks: [
          [850, 150],
          [1990, 400],
          [2430, 75],
        ],
      }).blockingMs,
    ).toBe(50 + 350 + 25);
    // A task over before the first paint blocks nothing the visitor saw.
    expect(loadFigures({ ...page, longTasks: [[300, 200]] })).toMatchObject({ blockingMs: 0, lastLongTaskEndMs: 900 });
  });

  it('falls back to the first paint for a page with no largest-contentful-paint entry, and says n/a for what it did not see', () => {
    const figures = loadFigures({ ...page, lcpMs: null, hydratedMs: null, longTasks: [] });
    expect(figures).toMatchObject({ lcpMs: 900, hydratedMs: null, lastLongTaskEndMs: 900, blockingMs: 0 });
  });
});

describe('THROTTLING', () => {
  it("is Lighthouse's applied mobile throttling: 562.5 ms per request, ~1.47 Mbps down, CPU 4×", () => {
    expect(THROTTLING.network.latency).toBe(562.5);
    expect(Math.round((THROTTLING.network.downloadThroughput * 8) / 1024)).toBe(1475);
    expect(THROTTLING.cpuRate).toBe(4);
  });
});
