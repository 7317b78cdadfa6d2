import { inPreloadRange, LAZY_IMAGE_OPTIONS, loadedImages, loadWithRetry, throttle } from './lazy-image';

describe('lazy image options', () => {
  it('match the spec: preload 1.3, throttle 200 ms, 3 attempts, 200 cached sources', () => {
    expect(LAZY_IMAGE_OPTIONS).toEqual({ preLoad: 1.3, throttleWait: 200, attempt: 3, cacheSize: 200 });
  });
});

describe('inPreloadRange', () => {
  it('starts loading within 1.3 × the viewport height', () => {
    expect(inPreloadRange({ top: 1299, bottom: 1500 }, 1000)).toBe(true);
    expect(inPreloadRange({ top: 1300, bottom: 1500 }, 1000)).toBe(false);
    expect(inPreloadRange({ top: -200, bottom: 100 }, 1000)).toBe(true);
  });
});

describe('loadWithRetry', () => {
  beforeEach(() => loadedImages.clear());

  it('gives up after 3 failed attempts with the error state', async () => {
    const load = jest.fn().mockRejectedValue(new Error('404'));
    await expect(loadWithRetry('/a.svg', load, 3, 0)).resolves.toBe('error');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('succeeds on a later attempt and remembers the source', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('flaky')).mockResolvedValue(undefined);
    await expect(loadWithRetry('/b.svg', load, 3, 0)).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
    const again = jest.fn();
    await expect(loadWithRetry('/b.svg', again, 3, 0)).resolves.toBe('loaded');
    expect(again).not.toHaveBeenCalled();
  });

  it('keeps only the 200 most recently loaded sources', async () => {
    const ok = async () => undefined;
    for (let i = 0; i < 201; i += 1) await loadWithRetry(`/img-${i}.svg`, ok, 1, 0);
    expect(loadedImages.size).toBe(200);
    expect(loadedImages.has('/img-0.svg')).toBe(false);
    expect(loadedImages.has('/img-200.svg')).toBe(true);
  });
});

describe('throttle', () => {
  it('runs at most once per 200 ms, with a trailing call', () => {
    jest.useFakeTimers({ now: 10_000 });
    const fn = jest.fn();
    const throttled = throttle(fn);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });
});
