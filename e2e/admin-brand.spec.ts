import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { axe } from './axe';
import { specDb } from './db';
import { apiSignIn, staffAccounts } from './staff';

// Issue 32: the brand page's history in staff hands. An editor adds a history event with a picture
// from the library on the brand screen, writes its English texts under Content and publishes; the
// brand page shows it last (by its year), picture included; removing it takes it off again.

const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
const ID = `e2e-${randomUUID().slice(0, 6)}`;

test.afterAll(async () => {
  // Should the walk stop half-way, nothing of this spec stays on the brand page or in the library.
  await db.query('delete from timeline_events where id = $1', [ID]);
  for (const table of ['translation_state', 'content_drafts', 'content_versions', 'back_office_edits'])
    await db.query(`delete from ${table} where kind = 'timeline' and item_id = $1`, [ID]);
  await db.query('delete from media where name = $1', [`${ID}.png`]);
  await removeStaff();
  await db.end();
});

test('an editor adds a history event with a library picture, writes its English texts, and the brand page shows it last; removing it takes it off', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await apiSignIn(page, await insertStaff('editor', 'Hana History'));
  await page.goto('/admin/brand');
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Brand page', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Brand history and certificates' })).toBeVisible();
  await expect(page.getByTestId('brand-timeline').getByRole('listitem').first()).toBeVisible();

  // The new event: an id, the year, a picture uploaded into the library and chosen there.
  await page.getByText('Add a history event', { exact: true }).click();
  const adding = page.getByRole('form', { name: 'Add a history event' });
  await adding.getByLabel('Id').fill(ID);
  await adding.getByLabel('Year').fill('2099');
  await adding.getByRole('button', { name: 'Choose a picture' }).click();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  await adding.getByLabel('Upload images').setInputFiles({ name: `${ID}.png`, mimeType: 'image/png', buffer: photo });
  await expect(adding.getByText(`Uploaded ${ID}.png.`)).toBeVisible();
  await adding.getByRole('button', { name: new RegExp(`^Use this image\\s*: ${ID}\\.png$`) }).click();
  await expect(adding.getByRole('button', { name: 'Choose another picture' })).toBeVisible();
  await adding.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`“${ID}” added.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: ID })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
  const { rows } = await db.query<{ image: string }>('select image from timeline_events where id = $1', [ID]);
  expect(rows[0]!.image).toMatch(/^\/api\/media\/[a-f0-9]{32}\/\d+\.webp$/);

  // Its English texts, under Content, published.
  const title = `Collars on the moon ${ID}`;
  await page.getByRole('link', { name: 'Content', exact: true }).last().click();
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Text (English)').fill('Our GPS collar went further than any dog before.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published\./)).toBeVisible();

  // A visitor's brand page: the event last (2099 is the latest year), with its picture.
  const visitor = await browser.newPage();
  const milestones = visitor.getByRole('list', { name: 'Company milestones' });
  await expect(async () => {
    await visitor.goto('/brand');
    await expect(milestones.getByRole('listitem').last()).toContainText(title, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(milestones.getByRole('listitem').last()).toContainText('2099');
  const picture = milestones.getByRole('listitem').last().locator('img');
  await expect(picture).toHaveAttribute('src', rows[0]!.image);
  // Loaded lazily: once scrolled to, as a reader would.
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Removed on the brand screen: gone from the page, texts and all.
  await page.goto('/admin/brand');
  await page
    .getByTestId('brand-timeline')
    .getByRole('button', { name: new RegExp(title) })
    .click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(`“${title}” removed.`)).toBeVisible();
  await expect(async () => {
    await visitor.goto('/brand');
    await expect(milestones).not.toContainText(title, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await visitor.close();
});
