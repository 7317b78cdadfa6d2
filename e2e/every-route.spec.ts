import { createHash, randomBytes } from 'node:crypto';
import { LOCALES } from '../i18n/locales.mjs';
import { expect, test, type Page } from './fixtures';
import { axe, axeInEveryDocument } from './axe';
import { cspViolations, hydrated, watchCsp } from './csp';
import { ADDED_ROUTES, LEGAL_ROUTES, SPEC_ROUTES } from './routes';
import { specUsers } from './users';

// Issue 15, "Done when": every spec route in every locale, on a phone (390×844) and a desktop
// (1366×800): answers 200 in its language and hydrates with no CSP violation (issue 11, item 9),
// no sideways scroll (also at 320 px on the phone), no element of the floating bar over the
// page's buttons and totals, and axe clean. Items 3, 5 and 6 were seen here: the page
// was 442 px wide in Russian on a 390 px phone, the floating bar covered the cart's totals and
// "Pause slideshow", and the slider's pager sat over the slide's button.

/**
 * Axe runs at both sizes in English, Japanese and Russian (Latin, CJK and Cyrillic text, the
 * longest words), at the desktop size in the others. What differs between the sizes is the
 * layout, which no language changes; what a language changes (its text, its length) meets axe at
 * the desktop size in every locale, and the sideways-scroll check at both. Measured on a quiet
 * two-core machine, the same 23 pages: 24 s in German (axe at the desktop size), 41 s in Russian
 * (at both); the sweeps are most of CI's time.
 */
const AXE_ON_PHONE = new Set<string>(['en', 'ja', 'ru']);
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, narrowest: 320 },
  { name: 'desktop', width: 1366, height: 800, narrowest: null },
] as const;

/** Routes that need a query to show their content. */
const WITH_QUERY: Record<string, string> = {
  '/openimg': '/openimg?src=/media/brand/introduction.svg',
  '/openvideo': '/openvideo?src=/media/videos/c4.mp4',
  '/productsShow': '/productsShow?id=c4',
  '/newsShow': '/newsShow?id=c4-launch',
  '/searchlist': '/searchlist?q=collar',
};
/** Pages of the signed-in visitor; the others are checked as a guest (a signed-in visitor to /login is sent on). */
const ACCOUNT = new Set([
  '/user',
  '/userinfo',
  '/favorites',
  '/shoppingcart',
  '/payment_info',
  '/newaddress',
  '/updateaddress',
  '/myaddress',
  '/newcarpay',
  '/editcarpay',
]);
/** The viewers without a file are the galleries (item 8): checked as well. */
const GALLERIES = ['/openimg', '/openvideo'];

const users = specUsers('e2e-every-route');

/**
 * A signed-in visitor with one line in the cart, so the cart shows its quantity control, totals and
 * checkout. The account and its session are written to the database directly: twenty sign-ups
 * through the API would spend the per-address sign-up and sign-in limits the account specs rely on.
 */
async function signIn(page: Page) {
  const email = users.newEmail('visitor');
  const token = randomBytes(32).toString('base64url');
  const { rows } = await users.db.query<{ id: string }>(
    "insert into users (email, password_hash, name) values ($1, 'unusable: this account signs in by session only', 'Mia') returning id",
    [email],
  );
  await users.db.query("insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')", [
    rows[0]!.id,
    createHash('sha256').update(token, 'utf8').digest('hex'),
  ]);
  await page.request.get('/api/xsrf', { headers: { 'x-auth-token': token } });
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const added = await page.request.post('/api/cart/items', {
    headers: { 'x-xsrf-token': xsrf, 'x-auth-token': token },
    data: { productId: 'c4', colorId: 'sage', quantity: 2 },
  });
  expect(added.status()).toBe(201);
  await page.evaluate((t) => localStorage.setItem('pawtrail:token', JSON.stringify({ key: 'token', value: t, startTime: Date.now() })), token);
}

/**
 * Buttons, button-styled links and the cart's total that the floating bar covers when each is
 * scrolled to the bottom of the screen (the worst place a visitor meets it), as "tag text".
 */
function coveredByFloatingBar(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = [...document.querySelectorAll('.fixed-bar__item')].map((el) => el.getBoundingClientRect());
    const targets = document.querySelectorAll<HTMLElement>('main button, main .button, main input[type="submit"], main [data-testid="cart-total"]');
    const covered: string[] = [];
    document.documentElement.style.scrollBehavior = 'auto';
    for (const el of targets) {
      if (el.closest('.fixed-bar, [role="dialog"], [inert], [aria-hidden="true"]') || el.getClientRects().length === 0) continue;
      el.scrollIntoView({ block: 'end', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const hit = bar.some((b) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top);
      if (hit) covered.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    window.scrollTo(0, 0);
    return covered;
  });
}

/**
 * Axe on the page; the header, footer and floating bar (the same on every page) only when `chrome` is set.
 * Every rule runs; only the violations are collected in full (axe's `resultTypes`): computing a
 * selector for each passing node, which nobody reads here, is a good part of an audit on a long page.
 * axe-core is put into each document at its start (`axeInEveryDocument`, e2e/axe.ts): the phone's
 * and the desktop's audits of a page share it.
 */
async function axeViolations(page: Page, chrome: boolean): Promise<string[]> {
  const { violations } = await axe(page, {
    exclude: chrome ? [] : ['header.site-header', 'footer.site-footer', 'aside.fixed-bar'],
    options: { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } },
  });
  return violations.map((v) => `axe ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// One test per locale; each page is loaded once and checked on the phone, then resized to the
// desktop and checked again (the layout follows the media queries and the page's own listeners).
// The site chrome is identical on every page of a locale: axe checks it on the first page at each
// size, and the page's own content everywhere.
// The pages added since the spec (issue 17) have tests of their own, in English and Japanese (a
// Latin and a CJK script): in every locale they would push each locale's test past its time limit
// on CI (each branch swept its own pages in all ten locales when it was built).
// Each locale in three tests: the public pages in two halves, then the signed-in pages. As one
// test a locale came past 5 minutes on a loaded two-core CI machine (3.2 alone on a quiet one).
const PUBLIC_PAGES = [...SPEC_ROUTES.filter((route) => !ACCOUNT.has(route)).map((route) => WITH_QUERY[route] ?? route), ...GALLERIES];
const HALF = Math.ceil(PUBLIC_PAGES.length / 2);
const SWEEPS = [
  ...LOCALES.flatMap((locale) => [
    { locale, name: `every route in ${locale} (first half)`, pages: PUBLIC_PAGES.slice(0, HALF), account: false },
    { locale, name: `every route in ${locale} (second half)`, pages: PUBLIC_PAGES.slice(HALF), account: false },
    { locale, name: `every signed-in route in ${locale}`, pages: [], account: true },
  ]),
  ...(['en', 'ja'] as const).map((locale) => ({ locale, name: `the pages added since the spec in ${locale}`, pages: ADDED_ROUTES, account: false })),
  ...Object.entries(LEGAL_ROUTES).map(([locale, pages]) => ({ locale, name: `the legal pages of ${locale}`, pages, account: false })),
];

for (const { locale, name, pages, account } of SWEEPS) {
  test(`${name}, phone and desktop: 200 in its language, no CSP violation, no sideways scroll, floating bar over no button, axe clean`, async ({ page }) => {
    test.setTimeout(300_000);
    // The home slider stands still (it honours reduced motion): a slide gliding in from the right
    // passes under the floating bar, which is the likely cause of the one CI failure of the bar
    // check on /zh/index (desktop, "下载 App", a slide's button).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await watchCsp(page);
    await axeInEveryDocument(page);
    const problems: string[] = [];
    const lang = ({ zh: 'zh-CN', pt: 'pt-BR' } as Record<string, string>)[locale] ?? locale;
    let first = true;
    const check = async (path: string) => {
      const [phone, desktop] = VIEWPORTS;
      await page.setViewportSize({ width: phone.width, height: phone.height });
      const response = await page.goto(locale === 'en' ? path : `/${locale}${path}`);
      if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
      if ((await page.locator('html').getAttribute('lang')) !== lang) problems.push(`${path}: lang is not ${lang}`);
      if (!(await page.locator('h1').first().textContent())?.trim()) problems.push(`${path}: no heading`);
      await hydrated(page);
      // A signed-in page shows "Loading…" (a `.status` line) until its data has come; checked
      // before, the sweep would audit the loading line. This waits for exactly that, where
      // `networkidle` waited half a second past the last request on every page (4.7 s per locale).
      if (ACCOUNT.has(path)) await expect(page.locator('main .status[role="status"]')).toHaveCount(0);
      for (const violation of await cspViolations(page)) problems.push(`${path}: CSP ${violation}`);
      for (const viewport of [phone, desktop]) {
        const label = `${path} (${viewport.name})`;
        for (const width of viewport.narrowest ? [viewport.narrowest, viewport.width] : [viewport.width]) {
          await page.setViewportSize({ width, height: viewport.height });
          const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scroll > width) problems.push(`${label}: ${scroll} px wide at ${width} px`);
        }
        for (const covered of await coveredByFloatingBar(page)) problems.push(`${label}: the floating bar covers ${covered}`);
        if (viewport.name === 'desktop' || AXE_ON_PHONE.has(locale))
          for (const violation of await axeViolations(page, first)) problems.push(`${label}: ${violation}`);
      }
      first = false;
    };
    for (const path of pages) await check(path);
    if (account) {
      // The session goes into this origin's storage: a test of signed-in pages only starts on about:blank.
      if (!pages.length) await page.goto(locale === 'en' ? '/index' : `/${locale}/index`);
      await signIn(page);
      for (const route of SPEC_ROUTES) if (ACCOUNT.has(route)) await check(route);
    }
    expect(problems).toEqual([]);
  });
}
