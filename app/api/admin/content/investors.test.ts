import { and, eq, inArray } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { locales } from '@/i18n/routing';
import { readInvestorTexts } from '@/lib/server/content/investors';
import { closeDb, db, schema } from '@/lib/server/db';
import { previewInvestor } from '@/lib/server/staff/content';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { contentRoutesOf } from '@/test/content-kind-routes';

const { publish, save, matrix } = contentRoutesOf('investors');

const staff = staffFixtures();
const { asStaff } = staff;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
const t = schema.siteSettingTexts;
const KEYS = ['investorBusiness', 'investorPlatform'];
let original: (typeof t.$inferSelect)[];

const put = (locale: string, fields: Record<string, unknown>, cookie = editor.cookie, id = 'page') =>
  save(
    request(`/api/admin/content/investors/${id}/${locale}`, asStaff(cookie, { method: 'PUT', body: { fields, draftVersion: null } })),
    params({ id, locale }),
  );

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
  original = await db().select().from(t).where(inArray(t.key, KEYS));
});

afterAll(async () => {
  for (const r of original)
    await db()
      .update(t)
      .set({ value: r.value })
      .where(and(eq(t.key, r.key), eq(t.locale, r.locale)));
  for (const table of [schema.contentVersions, schema.contentDrafts, schema.translationState])
    await db()
      .delete(table)
      .where(and(eq(table.kind, 'investor'), eq(table.itemId, 'page')));
  await staff.cleanup();
  await closeDb();
});

describe('the investor page’s texts in the back office', () => {
  it('come from the database in every locale, as the content files (or the migration) left them', async () => {
    for (const locale of locales) {
      const texts = await readInvestorTexts(locale);
      expect(texts.business.length).toBeGreaterThan(10);
      expect(texts.platform).toHaveLength(2);
    }
    const res = await matrix(request('/api/admin/content/investors', asStaff(editor.cookie)));
    const body = (await res.json()) as { items: { id: string; name: string; cells: Record<string, { status: string }> }[] };
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ id: 'page', name: (await readInvestorTexts('en')).business, cells: { ja: { status: 'done' } } });
  });

  it('refuse support, an empty text and any item but the page, changing nothing', async () => {
    const before = await readInvestorTexts('de');
    expect((await put('de', { business: 'x', platform: 'y' }, support.cookie)).status).toBe(403);
    const empty = await put('de', { business: 'Haustiertechnik', platform: '   ' });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(['fields.platform']);
    expect((await put('de', { business: 'x', platform: 'y' }, editor.cookie, 'other')).status).toBe(404);
    expect(await readInvestorTexts('de')).toEqual(before);
  });

  it('publishes German texts after a preview: the German investor page changes, English does not, its pages expire', async () => {
    const english = await readInvestorTexts('en');
    const saved = await put('de', {
      business: 'Intelligente Produkte für Haustiere und die Pawtrail-App',
      platform: 'Unsere Plattform verbindet App, Geräte und Partner.\n\nSie läuft in mehreren Regionen und wird rund um die Uhr überwacht.',
    });
    expect(saved.status).toBe(200);
    const { draft } = (await saved.json()) as { draft: { version: string } };
    expect((await previewInvestor('page', 'de'))!.texts.platform).toEqual([
      'Unsere Plattform verbindet App, Geräte und Partner.',
      'Sie läuft in mehreren Regionen und wird rund um die Uhr überwacht.',
    ]);
    expect((await readInvestorTexts('de')).business).not.toBe('Intelligente Produkte für Haustiere und die Pawtrail-App');

    (revalidateTag as jest.Mock).mockClear();
    const published = await publish(
      request('/api/admin/content/investors/page/de/publish', asStaff(editor.cookie, { body: { draftVersion: draft.version } })),
      params({ id: 'page', locale: 'de' }),
    );
    expect(published.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('investors', { expire: 0 });
    expect(await readInvestorTexts('de')).toEqual({
      business: 'Intelligente Produkte für Haustiere und die Pawtrail-App',
      platform: ['Unsere Plattform verbindet App, Geräte und Partner.', 'Sie läuft in mehreren Regionen und wird rund um die Uhr überwacht.'],
    });
    expect(await readInvestorTexts('en')).toEqual(english);
  });
});
