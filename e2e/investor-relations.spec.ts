import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { formatBytes } from '../lib/marketing/format';
import base from '../scripts/seed-data/base.json';

// Issue 17, investor relations: the landing's facts and links, a report PDF and an event's
// calendar entry downloading as what they are, and the announcements list.

type Tree = { [key: string]: string | Tree };
const read = (file: string) => JSON.parse(readFileSync(path.join(__dirname, '..', file), 'utf8')) as Tree;
const msg = (tree: Tree, key: string): string => {
  const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value;
};
const ANNOUNCEMENTS = new Set(base.news.filter((n) => n.category === 'announcements').map((n) => n.id));

test('the IR landing in Japanese shows the share facts, the IR contact and links to every IR page', async ({ page }) => {
  const m = read('messages/ja.json');
  await page.goto('/ja/investors');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(m, 'Pages.investors.heading'));
  const facts = page.getByTestId('ir-facts');
  await expect(facts.locator('[data-fact="ticker"] dt')).toHaveText(msg(m, 'InvestorRelations.facts.ticker'));
  await expect(facts.locator('[data-fact="ticker"] dd')).toHaveText(base.settings.investor.ticker);
  // Numbers and dates in the locale's format.
  await expect(facts.locator('[data-fact="shares"] dd')).toHaveText(new Intl.NumberFormat('ja').format(base.settings.investor.sharesOutstanding));
  await expect(facts.locator('[data-fact="fiscalYearEnd"] dd')).toHaveText('12月31日');
  await expect(page.locator('#contact a[href="mailto:ir@pawtrail.example"]')).toBeVisible();

  const nav = page.getByRole('navigation', { name: msg(m, 'InvestorRelations.nav.label') });
  await expect(nav.getByRole('link', { name: msg(m, 'InvestorRelations.nav.overview') })).toHaveAttribute('aria-current', 'page');
  for (const key of ['announcements', 'reports', 'events']) {
    await expect(nav.getByRole('link', { name: msg(m, `InvestorRelations.nav.${key}`) })).toHaveAttribute('href', `/ja/${key}`);
  }
  // The latest announcements link to their articles; the place the alerts link will join is there.
  const latest = page.locator('#announcements [data-announcement]');
  await expect(latest).toHaveCount(3);
  for (const id of await latest.evaluateAll((items) => items.map((i) => i.getAttribute('data-announcement')))) expect(ANNOUNCEMENTS.has(id!)).toBe(true);
  await expect(page.locator('#announcements a[href="/ja/announcements"]')).toBeVisible();
  await expect(page.locator('#announcements a[href="/ja/alerts"]')).toHaveText(msg(m, 'Alerts.cta.link'));
  await expect(page.locator('#next-event a[href*="/ics?locale=ja"]')).toHaveCount(1);

  await nav.getByRole('link', { name: msg(m, 'InvestorRelations.nav.reports') }).click();
  await expect(page).toHaveURL(/\/ja\/reports$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(m, 'InvestorRelations.pages.reports.heading'));
});

test('a financial report downloads as a PDF of the size the page shows', async ({ page }) => {
  const m = read('messages/de.json');
  await page.goto('/de/reports');
  // Years newest first.
  const years = await page.locator('section[data-year]').evaluateAll((s) => s.map((x) => Number(x.getAttribute('data-year'))));
  expect(years.length).toBeGreaterThanOrEqual(3);
  expect([...years].sort((a, b) => b - a)).toEqual(years);

  const item = page.locator('[data-report="q3-2026"]');
  const link = item.getByRole('link', { name: new RegExp(`^${msg(m, 'InvestorRelations.reports.download')}`) });
  const href = (await link.getAttribute('href'))!;
  expect(href).toBe('/downloads/reports/pawtrail-2026-q3.pdf');
  const bytes = Number(await item.locator('[data-size]').getAttribute('data-size'));
  await expect(item.locator('[data-size]')).toHaveText(msg(m, 'InvestorRelations.reports.file').replace('{size}', formatBytes(bytes, 'de')));

  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe('attachment; filename="pawtrail-2026-q3.pdf"');
  const body = await response.body();
  expect(body.length).toBe(bytes);
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('pawtrail-2026-q3.pdf');
});

test('an event of the calendar downloads as an iCalendar file in the page’s language', async ({ page }) => {
  const seed = read('scripts/seed-data/de.json') as unknown as { investorEvents: Record<string, { title: string }> };
  await page.goto('/de/events');
  const upcoming = page.getByTestId('events-upcoming').locator('[data-event]');
  await expect(upcoming.first()).toBeVisible();
  const id = (await upcoming.first().getAttribute('data-event'))!;
  const event = base.investorEvents.find((e) => e.id === id)!;
  expect(Date.parse(event.endsAt)).toBeGreaterThan(Date.now());

  const link = upcoming.first().locator('a[href*="/ics"]');
  const href = (await link.getAttribute('href'))!;
  expect(href).toBe(`/api/investor-events/${id}/ics?locale=de`);
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await response.text();
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const unfolded = text.replace(/\r\n /g, '');
  expect(unfolded).toContain(`SUMMARY;LANGUAGE=de:${seed.investorEvents[id]!.title.replace(/([,;\\])/g, '\\$1')}\r\n`);
  expect(unfolded).toContain(`DTSTART:${event.startsAt.replace(/[-:]/g, '')}\r\n`);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`pawtrail-${id}.ics`);
});

test('the announcements list shows the category’s articles, paged, each linking to its article', async ({ page }) => {
  const m = read('messages/en.json');
  await page.goto('/announcements');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(m, 'InvestorRelations.pages.announcements.heading'));
  const items = page.getByTestId('announcements-list').locator('[data-announcement]');
  const first = await items.evaluateAll((list) => list.map((i) => i.getAttribute('data-announcement')!));
  expect(first.length).toBeGreaterThan(0);
  await page.getByRole('link', { name: msg(m, 'News.nextPage') }).click();
  await expect(page).toHaveURL(/\/announcements\?page=2$/);
  const second = await items.evaluateAll((list) => list.map((i) => i.getAttribute('data-announcement')!));
  expect(new Set([...first, ...second])).toEqual(ANNOUNCEMENTS);

  await page.goto('/announcements');
  const article = items.first().getByRole('link');
  const title = (await article.textContent())!;
  await expect(article).toHaveAttribute('href', `/newsShow?id=${first[0]}`);
  await article.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // The news center's category filter lists the same articles.
  await page.goto('/newsCenter?category=announcements');
  await expect(page.getByTestId('news-list').locator('li')).not.toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Announcements', exact: true })).toHaveAttribute('aria-current', 'page');
});
