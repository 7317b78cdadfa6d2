import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { axe } from './axe';
import { specDb } from './db';
import { apiSignIn, staffAccounts, xsrfOf } from './staff';

// Issue 34, the media part: an editor writes an image's German alt text and sets its focal point in
// the library; the German home page, whose first slide shows the image, describes it with that text
// and crops it around that point; the dashboard's images without alt text in a language lead to the
// library filtered to them. The first slide changes while it runs: project `alone`.

const db = specDb();
const { insertStaff, removeStaff } = staffAccounts(db);
const ID = `e2e-${randomUUID().slice(0, 6)}`;
const FILE = `${ID}.png`;
const ALT = `Ein Hund mit rotem Halsband am Strand ${ID}`;
let slide: { id: string; image: string; marked: boolean } | null = null;

test.afterAll(async () => {
  // Should the walk stop half-way, the first slide shows its own picture again and the library forgets the image.
  if (slide) {
    await db.query('update slides set image = $2 where id = $1', [slide.id, slide.image]);
    if (!slide.marked) await db.query(`delete from back_office_edits where kind = 'slide' and item_id = $1`, [slide.id]);
  }
  await db.query('delete from media where name = $1', [FILE]);
  await removeStaff();
  await db.end();
});

test('an editor writes an image’s German alt text and focal point; the German page shows both, and the dashboard leads to images without alt text', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await apiSignIn(page, await insertStaff('editor', 'Mia Media'));
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Images' })).toBeVisible();

  // A wide photo with its subject low on the left: a dark square there on a light ground.
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#e8ecf2' } })
    .composite([
      {
        input: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#141b2d' } })
          .png()
          .toBuffer(),
        left: 250,
        top: 550,
      },
    ])
    .png()
    .toBuffer();
  await page.getByLabel('Upload images').setInputFiles({ name: FILE, mimeType: 'image/png', buffer: photo });
  await expect(page.getByText(`Uploaded ${FILE}.`)).toBeVisible();
  const { rows } = await db.query<{ id: string; width: number }>('select id, width from media where name = $1', [FILE]);
  const src = `/api/media/${rows[0]!.id}/${rows[0]!.width}.webp`;

  // The home page's first slide shows it (through the slides API, as the slider screen saves it).
  const first = await db.query<{ id: string; image: string; marked: boolean }>(
    `select s.id, s.image, exists(select 1 from back_office_edits e where e.kind = 'slide' and e.item_id = s.id) as marked
     from slides s order by s.position, s.id limit 1`,
  );
  slide = first.rows[0]!;
  const slides = (await (await page.request.get('/api/admin/slides')).json()) as { items: { id: string; href: string; position: number; updatedAt: string }[] };
  const current = slides.items.find((s) => s.id === slide!.id)!;
  const relinked = await page.request.patch(`/api/admin/slides/${slide.id}`, {
    headers: { 'x-xsrf-token': await xsrfOf(page.request) },
    data: { image: src, href: current.href, position: current.position, updatedAt: current.updatedAt },
  });
  expect(relinked.status()).toBe(200);

  // Found by name (kept in the address), its details opened: focus on their heading.
  const search = page.getByRole('searchbox', { name: 'Image name' });
  await search.fill(ID);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${ID}`));
  const item = page.getByTestId('media').getByRole('listitem').filter({ hasText: FILE });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Alt text in 0 of 10 languages');
  await item.getByRole('button', { name: new RegExp(`^Edit details\\s*: ${ID}\\.png$`) }).click();
  const details = page.getByTestId('media-details');
  await expect(details.getByRole('heading', { name: `Details of “${FILE}”` })).toBeFocused();

  // The German alt text, and the focal point: a click on the subject, then a keyboard correction.
  await details.getByLabel('German', { exact: true }).fill(ALT);
  const picture = details.getByTestId('focal-picture');
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  const left = details.getByLabel('From the left (%)');
  const top = details.getByLabel('From the top (%)');
  await expect(left).toHaveValue('25');
  await expect(top).toHaveValue('75');
  await top.focus();
  await page.keyboard.press('ArrowUp');
  await expect(top).toHaveValue('76');
  await top.fill('80');
  await expect(details.getByRole('figure', { name: 'Crops with this focal point' }).locator('img').first()).toHaveCSS('object-position', '25% 80%');
  // A tag, added with Enter.
  await details.getByLabel('New tag').fill(`Beach ${ID}`);
  await details.getByLabel('New tag').press('Enter');
  await expect(details.getByRole('button', { name: `Remove the tag “beach ${ID}”` })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(`Saved the details of ${FILE}.`, { exact: false })).toBeVisible();
  await expect(item).toContainText('Alt text in 1 of 10 languages');
  await expect(item).toContainText(`Tags: beach ${ID}`);

  // A visitor's German home page: the slide's picture says the German alt text and is cropped around the point.
  const visitor = await browser.newPage();
  const image = visitor.locator('.banner-slide img').first();
  await expect(async () => {
    await visitor.goto('/de');
    await expect(image).toHaveAttribute('alt', ALT, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(image).toHaveAttribute('src', src);
  await expect(image).toHaveCSS('object-position', '25% 80%');
  // The French page has no French alt text for it: the slide's own, as before.
  const { rows: slideAlt } = await db.query<{ alt: string }>(`select alt from slide_texts where slide_id = $1 and locale = 'fr'`, [slide.id]);
  await visitor.goto('/fr');
  await expect(visitor.locator('.banner-slide img').first()).toHaveAttribute('alt', slideAlt[0]!.alt);
  await visitor.close();

  // The dashboard counts the images without French alt text, and that figure opens the library filtered to them.
  const { rows: counted } = await db.query<{ n: number }>(`select count(*)::int as n from media where coalesce(btrim(alt ->> 'fr'), '') = ''`);
  await page.goto('/admin');
  const french = page.getByTestId('alt-debt').getByRole('link', { name: new RegExp(`^French: ${counted[0]!.n} images?$`) });
  await expect(french).toBeVisible();
  await french.click();
  await expect(page).toHaveURL(/\/admin\/media\?missingAlt=fr$/);
  await expect(page.getByLabel('Alt text', { exact: true })).toHaveValue('fr');
  await expect(page.getByTestId('media').getByRole('listitem').filter({ hasText: FILE })).toHaveCount(1);
  // With German chosen instead, the image (which has its German text) is not among them.
  await page.getByLabel('Alt text', { exact: true }).selectOption('de');
  await expect(page).toHaveURL(/missingAlt=de/);
  await expect(page.getByTestId('media')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('media').getByRole('listitem').filter({ hasText: FILE })).toHaveCount(0);

  // The first slide shows its own picture again: written back in the database (the slides API takes
  // only library images), then saved unchanged through the API, which expires the slider's pages.
  await db.query('update slides set image = $2 where id = $1', [slide.id, slide.image]);
  const restored = (await (await page.request.get('/api/admin/slides')).json()) as typeof slides;
  const again = restored.items.find((s) => s.id === slide!.id)!;
  const back = await page.request.patch(`/api/admin/slides/${slide.id}`, {
    headers: { 'x-xsrf-token': await xsrfOf(page.request) },
    data: { image: slide.image, href: again.href, position: again.position, updatedAt: again.updatedAt },
  });
  expect(back.status()).toBe(200);
  if (!slide.marked) await db.query(`delete from back_office_edits where kind = 'slide' and item_id = $1`, [slide.id]);
  slide = null;
  await expect(async () => expect(await (await page.request.get('/de')).text()).not.toContain(src)).toPass({ timeout: 30_000 });
});
