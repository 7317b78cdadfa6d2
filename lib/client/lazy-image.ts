/** The spec's lazy image options. */
export const LAZY_IMAGE_OPTIONS = {
  /** An image starts loading once its top is within 1.3 × the viewport height. */
  preLoad: 1.3,
  /** Scroll and resize checks run at most once per 200 ms. */
  throttleWait: 200,
  /** A failing image is tried up to 3 times before it shows the error state. */
  attempt: 3,
  /** The 200 most recently loaded sources render as loaded at once. */
  cacheSize: 200,
} as const;

export type LazyState = 'loading' | 'loaded' | 'error';

/** Sources that finished loading, most recent last; the oldest drop out past `cacheSize`. */
class LoadedCache {
  private readonly entries = new Set<string>();
  constructor(private readonly limit: number) {}
  has(src: string): boolean {
    return this.entries.has(src);
  }
  add(src: string): void {
    this.entries.delete(src);
    this.entries.add(src);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.values().next().value as string);
  }
  get size(): number {
    return this.entries.size;
  }
  clear(): void {
    this.entries.clear();
  }
}

export const loadedImages = new LoadedCache(LAZY_IMAGE_OPTIONS.cacheSize);

export function inPreloadRange(rect: Pick<DOMRect, 'top' | 'bottom'>, viewportHeight: number, preLoad = LAZY_IMAGE_OPTIONS.preLoad): boolean {
  return rect.top < viewportHeight * preLoad && rect.bottom > -viewportHeight * (preLoad - 1);
}

/** Leading + trailing throttle: runs at once, then at most once per `wait` ms. */
export function throttle(fn: () => void, wait = LAZY_IMAGE_OPTIONS.throttleWait): () => void {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return () => {
    const now = Date.now();
    const remaining = wait - (now - last);
    if (remaining <= 0) {
      last = now;
      fn();
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = null;
        last = Date.now();
        fn();
      }, remaining);
    }
  };
}

/**
 * Loads `src` with up to `attempts` tries (a short pause between them); resolves 'loaded' or
 * 'error'. `load` does one try, so tests can drive it without a browser.
 */
export async function loadWithRetry(
  src: string,
  load: (src: string) => Promise<void>,
  attempts: number = LAZY_IMAGE_OPTIONS.attempt,
  pauseMs = 300,
): Promise<LazyState> {
  if (loadedImages.has(src)) return 'loaded';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      await load(src);
      loadedImages.add(src);
      return 'loaded';
    } catch {
      if (attempt < attempts) await new Promise((r) => setTimeout(r, pauseMs * attempt));
    }
  }
  return 'error';
}

export function browserLoad(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve();
    img.onerror = () => reject(new Error(`failed to load ${src}`));
    img.src = src;
  });
}
