import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { axe } from './axe';
import { specDb } from './db';
import { apiSignIn, staffAccounts } from './staff';
import { wallTimeAt } from '../lib/zoned-time';
import { expectRevalidateToken, expirePages } from './revalidate';

/**
 * Scheduled publishing (issue 33): an editor schedules a draft in a time zone of their choice and
 * the public page shows it on time, published by the server's own scheduler, with nobody
 * pressing Publish. Runs against npm test's server (its scheduler, its cache).
 */
const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
// An article and a language no other spec reads.
const ARTICLE = 'global-pet-expo-2025';
const LOCALE = 'it';
const PAGE = `/${LOCALE}/newsShow?id=${ARTICLE}`;
const ZONE = 'Asia/Tokyo';
/** A datetime-local field's value for `ms` on Tokyo's clocks (the field itself drops ":00" seconds). */
const field = (ms: number) => wallTimeAt(ms, ZONE).replace(/:00$/, '');

test.afterAll(async () => {
  await removeStaff();
  await db.end();
});

test('an article scheduled 20 s ahead publishes on time: the public page shows it within 30 s of the time, not before', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  expectRevalidateToken();
  const [original] = (await db.query<{ title: string }>('select title from news_texts where news_id = $1 and locale = $2', [ARTICLE, LOCALE])).rows;
  const [state] = (await db.query('select * from translation_state where kind = $1 and item_id = $2 and locale = $3', ['news', ARTICLE, LOCALE])).rows;
  const [{ last }] = (await db.query<{ last: number }>('select coalesce(max(id), 0) as last from content_versions')).rows as [{ last: number }];
  const title = `Pawtrail al Global Pet Expo 2025 (${randomUUID().slice(0, 8)})`;
  const email = await insertStaff('editor', 'Sara Scadenza');
  await apiSignIn(page, email);
  const visitor = await browser.newContext();
  const publicTitle = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await visitor.request.get(PAGE)).text())?.[1];
  try {
    // The page is pre-rendered: the visitor's first look caches the text as it is.
    expect(await publicTitle()).toBe(original!.title);

    await page.goto(`/admin/content?kind=news&item=${ARTICLE}&locale=${LOCALE}&ref=en`);
    await page.getByLabel('Title (Italian)').fill(title);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.', { exact: false })).toBeVisible();

    const schedule = page.getByRole('form', { name: 'Publish later' });
    await expect(schedule).toBeVisible();
    expect((await axe(page)).violations).toEqual([]);
    await schedule.getByLabel('Time zone').selectOption(ZONE);
    // A time that has passed is refused, in the form, before anything is sent.
    await schedule.getByLabel('Date and time').fill(field(Date.now() - 60_000));
    await schedule.getByRole('button', { name: 'Schedule publication' }).click();
    await expect(schedule.getByLabel('Date and time')).toHaveAccessibleDescription('Choose a time in the future.');

    // Twenty seconds from now on Tokyo's clocks, to the second: far enough ahead for a loaded machine
    // to check the page before it; the bound after it allows for the publication itself (it rebuilds
    // the search index: 1–12 s seen under load).
    const due = Math.ceil((Date.now() + 20_000) / 1000) * 1000;
    await schedule.getByLabel('Date and time').fill(field(due));
    await schedule.getByRole('button', { name: 'Schedule publication' }).click();
    await expect(page.getByText('Scheduled. The Italian text publishes by itself at the time you chose.')).toBeVisible();
    // Shown on Tokyo's clocks, as entered: "… 7:40:10 PM (Asia/Tokyo) …".
    const [, hh, mm, ss] = /T(\d{2}):(\d{2}):(\d{2})$/.exec(wallTimeAt(due, ZONE))!;
    const shown = page.getByTestId('publish-schedule');
    await expect(shown).toContainText(`${((Number(hh) + 11) % 12) + 1}:${mm}:${ss}`);
    await expect(shown).toContainText(`(${ZONE}); scheduled by Sara Scadenza.`);
    await expect(page.getByRole('button', { name: 'Cancel the schedule' })).toBeVisible();

    // Not before its time…
    expect(await publicTitle()).toBe(original!.title);
    expect(Date.now()).toBeLessThan(due);
    // …and soon after it.
    await expect.poll(publicTitle, { timeout: 60_000, intervals: [250] }).toBe(title);
    const seen = Date.now();
    expect(seen).toBeGreaterThanOrEqual(due);
    expect(seen - due).toBeLessThan(30_000);

    // The editor sees it published in their name: no schedule left, the new version is theirs.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Published versions', exact: true })).toBeVisible();
    await expect(page.getByTestId('publish-schedule')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Sara Scadenza');
    const audit = await db.query<{ actor: string }>(
      `select actor from audit_log where action = 'content.publish' and target_id = $1 and at > now() - interval '2 minutes'`,
      [`${ARTICLE}/${LOCALE}`],
    );
    expect(audit.rows).toEqual([{ actor: email }]);
  } finally {
    await visitor.close();
    // The article as the seed has it, everywhere (its text, its history, its translation state, the cached page).
    await db.query('delete from content_drafts where kind = $1 and item_id = $2', ['news', ARTICLE]);
    await db.query('update news_texts set title = $1 where news_id = $2 and locale = $3', [original!.title, ARTICLE, LOCALE]);
    await db.query('delete from content_versions where id > $1 and item_id = $2', [last, ARTICLE]);
    if (state) {
      await db.query(
        'update translation_state set revision = $1, based_on = $2, edited_in = $3, updated_at = $4, updated_by = $5 where kind = $6 and item_id = $7 and locale = $8',
        [state.revision, state.based_on, state.edited_in, state.updated_at, state.updated_by, 'news', ARTICLE, LOCALE],
      );
    } else await db.query('delete from translation_state where kind = $1 and item_id = $2 and locale = $3', ['news', ARTICLE, LOCALE]);
    await expirePages(request, ['news']);
    // Rendered again now, so the build's cache on disk, which later servers read, holds the seed's text.
    expect((await request.get(PAGE)).status()).toBe(200);
  }
});
