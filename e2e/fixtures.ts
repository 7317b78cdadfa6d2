import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Pages request their scripts once the browser reports them painted (scripts/lib/paint-first.mjs),
 * which is often after the load event `page.goto` waits for. A test that then types or clicks at
 * once would act on the server-rendered page before React has attached its handlers, as a very
 * quick person could. So after `goto` and `reload`, the pages of a test's context also wait until
 * React has hydrated the document (its fiber on <html>, set when the tree below has hydrated).
 * Documents without the loader (JSON, files) or without scripting (a context without JavaScript)
 * pass at once.
 */
async function hydration(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const loader = [...document.scripts].some((s) => s.textContent?.startsWith('(function(){var s=['));
        // Next's inline payload scripts define __next_f: absent, the page runs no script at all.
        const scripting = '__next_f' in window;
        return !loader || !scripting || Object.keys(document.documentElement).some((key) => key.startsWith('__reactFiber$'));
      },
      undefined,
      { timeout: 15_000 },
    )
    // A client-side redirect replaces the document meanwhile: the test's own waits take over.
    .catch(() => undefined);
}

function waitForHydrationOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await hydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await hydration(page);
    return response;
  };
}

export const test = base.extend<{ hydrationOnNewContexts: void }>({
  context: async ({ context }, provide) => {
    context.on('page', waitForHydrationOnNavigation);
    await provide(context);
  },
  // Contexts a test opens itself (browser.newContext, browser.newPage) wait the same way.
  hydrationOnNewContexts: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        context.on('page', waitForHydrationOnNavigation);
        return context;
      };
      await provide();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
});
