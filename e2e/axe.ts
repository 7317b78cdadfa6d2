import { readFileSync } from 'node:fs';
import type axeCore from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * axe-core's minified build, then its configuration (AxeBuilder's legacy mode sets both). The
 * package's `source` is its unminified build, 1.5 MB against 0.65: sent to the browser and
 * evaluated in every document audited, it took 200–250 ms a page against 130–150 for this one
 * (one every-route sweep on a quiet two-core machine, 2026-12-01; not measured apart under CI's
 * load, where the page loads and audits take most of a sweep).
 */
const AXE_SOURCE = `${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}
;window.axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/**
 * Puts axe-core into every document `page` opens from now on, at the document's start (an init
 * script), for a test that audits each page it loads: Chromium compiles the same init script once
 * for the renderer, where one evaluated after each load is compiled in each document; `axe()`
 * finds it there and does not put it in again. A test that audits one page of several gains
 * nothing: the script runs in every document. Measured in docs/development.md (−16 % of a sweep's
 * worker time).
 */
export async function axeInEveryDocument(page: Page): Promise<void> {
  await page.addInitScript({ content: AXE_SOURCE });
}

/**
 * An axe audit of the page's current document, as `new AxeBuilder({ page }).analyze()` of
 * @axe-core/playwright runs it in legacy mode (the same axe-core, the same rules and options, its
 * results), with axe-core put into each document once (or at its start: `axeInEveryDocument`).
 * AxeBuilder evaluates the axe-core source in the page twice per audit, and its default mode twice
 * more in a blank page it opens to merge the frames' results: on a loaded two-core machine one
 * evaluation of the source took 2–3 s, as long as the audit itself, so a page audited at two sizes
 * paid for four. What legacy mode gives up is auditing frames from other origins, and the site's
 * pages have none (rich text strips iframes, lib/server/rich-text.ts); frames of the page's origin
 * are audited as before.
 *
 * `include` and `exclude` are CSS selectors, as AxeBuilder's `include()` and `exclude()` take them.
 */
export async function axe(
  page: Page,
  { include = [], exclude = [], options = {} }: { include?: string[]; exclude?: string[]; options?: RunOptions } = {},
): Promise<AxeResults> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function').catch(() => true);
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
  // A page's title may come after its content (Next streams a route's metadata after the page on
  // a soft navigation). The back office's screens render their own <title>, which stays through
  // such navigations (admin-keyboard.spec checks it); a public page audited in that gap would still
  // fail "document-title". Give the title up to the expect timeout (10 s); a page without one still
  // fails the audit.
  await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 10_000 }).catch(() => undefined);
  // AxeBuilder's context: no include is the whole document.
  const context = { include, exclude };
  return page.evaluate(({ context, options }) => (window as unknown as { axe: typeof axeCore }).axe.run(context, options), { context, options });
}
