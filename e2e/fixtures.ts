/**
 * The suite's `test` and `expect`: every spec imports them from here, the one place for fixtures
 * all specs share. There are none today. Pages load their scripts in Next's own order (async
 * scripts in the document, which the load event `page.goto` waits for); the first controls a
 * visitor reaches for work before React has hydrated (e2e/early-tap.spec.ts), so no spec waits for
 * hydration beyond what a person would.
 */
export * from '@playwright/test';
