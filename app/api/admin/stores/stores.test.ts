import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { closeDb, db, schema } from '@/lib/server/db';
import { findStores } from '@/lib/server/stores';
import type { StaffStore } from '@/lib/types/staff';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { POST as setStatus } from './[id]/status/route';
import { PUT as update } from './[id]/route';
import { GET as exportCsv } from './export/route';
import { POST as importCsv } from './import/route';
import { GET as list, POST as create } from './route';

const staff = staffFixtures();
const { asStaff } = staff;
/** This run's ids and names start with it, so the suite finds and removes only its own rows. */
const RUN = `jest-${randomBytes(3).toString('hex')}`;
const t = schema.stores;
let admin: Awaited<ReturnType<typeof staff.signedIn>>;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;

beforeAll(async () => {
  [admin, editor] = [await staff.signedIn('admin'), await staff.signedIn('editor')];
});

afterAll(async () => {
  await db()
    .delete(t)
    .where(like(t.id, `${RUN}%`));
  await staff.cleanup();
  await closeDb();
});

const fields = (over: Record<string, unknown> = {}) => ({
  kind: 'store',
  name: `${RUN} Pfotenglück`,
  country: 'DE',
  region: 'Bayern',
  city: 'Munich',
  cityLocal: 'München',
  postcode: '80331',
  address: 'Marienplatz 1',
  phone: '+49 89 123 4567',
  email: '',
  latitude: 48.13743,
  longitude: 11.57549,
  days: [1, 2, 3, 4, 5, 6],
  opens: '09:00',
  closes: '19:00',
  ...over,
});
const post = (cookie: string, body: unknown, lang = 'en') => create(request('/api/admin/stores', asStaff(cookie, { body, lang })));
const importFile = (cookie: string, csv: string, lang = 'en') => importCsv(request('/api/admin/stores/import', asStaff(cookie, { body: { csv }, lang })));
const csvHeader = 'id,kind,status,name,country,region,city,city_local,postcode,address,phone,email,latitude,longitude,days,opens,closes';
const publicSearch = async (q: string) => (await findStores({ q, page: 1 })).stores.map((s) => s.id);

describe('stores in the back office: roles', () => {
  it('lets editors and admins list and change stores; support gets 403, nobody signed in 401', async () => {
    const support = await staff.signedIn('support');
    expect((await list(request('/api/admin/stores', asStaff(support.cookie)))).status).toBe(403);
    expect((await post(support.cookie, fields({ id: `${RUN}-support` }))).status).toBe(403);
    expect((await importFile(support.cookie, `${csvHeader}\r\n`)).status).toBe(403);
    expect((await list(request('/api/admin/stores'))).status).toBe(401);
    expect((await exportCsv(request('/api/admin/stores/export'))).status).toBe(401);
    expect((await list(request('/api/admin/stores', asStaff(editor.cookie)))).status).toBe(200);
    expect((await list(request('/api/admin/stores', asStaff(admin.cookie)))).status).toBe(200);
    expect(
      await db()
        .select()
        .from(t)
        .where(eq(t.id, `${RUN}-support`)),
    ).toHaveLength(0);
  });
});

describe('stores in the back office: create, edit, close, reopen', () => {
  it('refuses bad fields with messages in the member’s language and creates nothing', async () => {
    const res = await post(editor.cookie, fields({ id: `${RUN}-bad`, country: 'XX', opens: '', phone: 'call us' }), 'de');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.country).toBe('Dieser Wert ist ungültig.');
    expect(body.error.fields.phone).toBe('Dieser Wert ist ungültig.');
    expect(body.error.fields.opens).toMatch(/Öffnungstage/);
    expect(
      await db()
        .select()
        .from(t)
        .where(eq(t.id, `${RUN}-bad`)),
    ).toHaveLength(0);
  });

  it('creates a store the public finder shows, edits it, closes it (gone from /stores at once) and reopens it, each audited', async () => {
    const id = `${RUN}-munich`;
    const created = await post(editor.cookie, fields({ id }));
    expect(created.status).toBe(201);
    let store = (await created.json()) as StaffStore;
    expect(store).toMatchObject({ id, status: 'open', cityLocal: 'München', days: [1, 2, 3, 4, 5, 6] });
    expect(await publicSearch('Munchen')).toContain(id);
    expect((await post(editor.cookie, fields({ id }))).status).toBe(409);

    const edit = (body: unknown) => update(request(`/api/admin/stores/${id}`, asStaff(editor.cookie, { method: 'PUT', body })) as NextRequest, params({ id }));
    const edited = await edit({ ...fields({ name: `${RUN} Pfotenglück Zentrum` }), updatedAt: store.updatedAt });
    expect(edited.status).toBe(200);
    const stale = store.updatedAt;
    store = (await edited.json()) as StaffStore;
    expect(store.name).toBe(`${RUN} Pfotenglück Zentrum`);
    expect((await edit({ ...fields(), updatedAt: stale })).status).toBe(409);

    const status = (value: 'open' | 'closed', updatedAt: string) =>
      setStatus(request(`/api/admin/stores/${id}/status`, asStaff(editor.cookie, { body: { status: value, updatedAt } })) as NextRequest, params({ id }));
    jest.mocked(revalidateTag).mockClear();
    const closed = await status('closed', store.updatedAt);
    expect(closed.status).toBe(200);
    store = (await closed.json()) as StaffStore;
    expect(store.status).toBe('closed');
    expect(revalidateTag).toHaveBeenCalledWith('stores', { expire: 0 });
    expect(await publicSearch('Munchen')).not.toContain(id);
    const closedList = (await (await list(request(`/api/admin/stores?q=${RUN}&status=closed`, asStaff(editor.cookie)))).json()) as { items: StaffStore[] };
    expect(closedList.items.map((s) => s.id)).toEqual([id]);

    const reopened = await status('open', store.updatedAt);
    expect(reopened.status).toBe(200);
    expect(await publicSearch('Munchen')).toContain(id);

    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetType, 'store'), eq(schema.auditLog.targetId, id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['store.close', 'store.create', 'store.reopen', 'store.update']);
  });

  it('pages the list by cursor, each store once', async () => {
    for (let i = 0; i < 5; i++) expect((await post(admin.cookie, fields({ id: `${RUN}-page-${i}`, name: `${RUN} page ${i}` }))).status).toBe(201);
    const seen: string[] = [];
    let after = '';
    for (let guard = 0; guard < 10; guard++) {
      const res = await list(request(`/api/admin/stores?q=${RUN}%20page&limit=2${after ? `&after=${after}` : ''}`, asStaff(admin.cookie)));
      const page = (await res.json()) as { items: StaffStore[]; total: number; next: string | null };
      expect(page.total).toBe(5);
      seen.push(...page.items.map((s) => s.id));
      if (!page.next) break;
      after = page.next;
    }
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4].map((i) => `${RUN}-page-${i}`));
  });
});

describe('stores in the back office: CSV import and export', () => {
  const good = [
    csvHeader,
    `${RUN}-csv-1,store,open,"${RUN} Paws, Claws & Co.",GB,England,London,,SW1A 1AA,"10 Downing Street",+44 20 1234 5678,,51.50335,-0.12762,123456,09:00,18:00`,
    `${RUN}-csv-2,agent,open,${RUN} 山本商事株式会社,JP,東京都,Tokyo,東京,100-0005,"丸の内1丁目1-1
丸の内ビル 5階",+81 3 1234 5678,a@partners.pawtrail.example,35.68123,139.76712,,,`,
    `${RUN}-csv-3,store,closed,"${RUN} Зоомагазин «Лапа» ""Центр""",RU,,Moscow,Москва,101000,"ул. Садовая, 5",+7 495 123 45 67,,55.75580,37.61730,1234567,10:00,21:00`,
  ].join('\r\n');

  it('imports a good file (quoted commas, line breaks, quotes and UTF-8 names), then an identical re-import changes nothing', async () => {
    const first = await importFile(editor.cookie, good);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ created: 3, updated: 0, unchanged: 0 });
    const rows = await db()
      .select()
      .from(t)
      .where(inArray(t.id, [`${RUN}-csv-1`, `${RUN}-csv-2`, `${RUN}-csv-3`]));
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[`${RUN}-csv-1`]!.name).toBe(`${RUN} Paws, Claws & Co.`);
    expect(byId[`${RUN}-csv-2`]!.address).toBe('丸の内1丁目1-1\n丸の内ビル 5階');
    expect(byId[`${RUN}-csv-2`]!.hours).toBeNull();
    expect(byId[`${RUN}-csv-3`]!.name).toBe(`${RUN} Зоомагазин «Лапа» "Центр"`);
    expect(byId[`${RUN}-csv-3`]!.closedAt).not.toBeNull();
    expect(await publicSearch('Москва')).not.toContain(`${RUN}-csv-3`);
    expect(await publicSearch('東京')).toContain(`${RUN}-csv-2`);

    expect(await (await importFile(editor.cookie, good)).json()).toEqual({ created: 0, updated: 0, unchanged: 3 });
  });

  it('exports the filtered list as RFC 4180 CSV whose re-import changes nothing', async () => {
    const res = await exportCsv(request(`/api/admin/stores/export?q=${RUN}`, asStaff(editor.cookie)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="pawtrail-stores-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    // UTF-8 with a byte order mark (Response.text() would drop it), then the header row.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8');
    expect(csv.startsWith(`\uFEFF${csvHeader}\r\n`)).toBe(true);
    expect(csv).toContain(`"${RUN} Paws, Claws & Co."`);
    expect(csv).toContain(`"丸の内1丁目1-1\n丸の内ビル 5階"`);
    expect(csv).toContain(`"${RUN} Зоомагазин «Лапа» ""Центр"""`);
    const count = (
      await db()
        .select()
        .from(t)
        .where(like(t.id, `${RUN}%`))
    ).length;
    expect(await (await importFile(admin.cookie, csv)).json()).toEqual({ created: 0, updated: 0, unchanged: count });
  });

  it('re-imports an export of a whole country of seeded stores unchanged', async () => {
    const csv = await (await exportCsv(request('/api/admin/stores/export?country=JP', asStaff(editor.cookie)))).text();
    const lines = csv.split('\r\n').filter(Boolean).length - 1;
    expect(lines).toBeGreaterThan(10);
    expect(await (await importFile(editor.cookie, csv)).json()).toEqual({ created: 0, updated: 0, unchanged: lines });
  });

  it('reports every bad row by its line in the member’s language and imports nothing, not even the good rows', async () => {
    const before = await db()
      .select()
      .from(t)
      .where(eq(t.id, `${RUN}-csv-1`));
    const file = [
      csvHeader,
      `${RUN}-new-1,store,open,${RUN} Neu,DE,,Berlin,,10115,Invalidenstraße 1,+49 30 1234567,,52.53,13.38,12345,09:00,18:00`,
      `${RUN}-csv-1,store,open,"${RUN} Paws, Claws & Co. (renamed)",GB,England,London,,SW1A 1AA,"10 Downing Street",+44 20 1234 5678,,51.50335,-0.12762,123456,09:00,18:00`,
      `${RUN}-new-2,store,open,${RUN} Bad country,XX,,Nowhere,,1,"Street
on two lines",+1 555 0100,,10,10,,,`,
      `${RUN}-new-3,shop,open,${RUN} Bad kind and days,DE,,Berlin,,10115,Street 2,+49 30 1,not-an-email,52.5,13.4,89,09:00,18:00`,
      `${RUN}-new-1,store,open,${RUN} Twice,DE,,Berlin,,10115,Street 3,+49 30 2,,52.5,13.4,,,`,
      `${RUN}-new-4,store,open,${RUN} Too few`,
    ].join('\n');
    const res = await importFile(editor.cookie, file, 'de');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('invalid_rows');
    expect(body.error.message).toMatch(/^Es wurde nichts importiert: 4 Zeilen/);
    expect(body.error.fields).toEqual({
      '4:country': 'Dieser Wert ist ungültig.',
      '6:kind': 'Dieser Wert ist ungültig.',
      '6:days': expect.stringMatching(/^Schreib die Öffnungstage/),
      '6:email': 'Bitte gib eine gültige E-Mail-Adresse ein.',
      '7:id': 'Diese ID steht schon in Zeile 2.',
      '8': 'Diese Zeile hat 4 Felder, die Kopfzeile aber 17.',
    });
    expect(
      await db()
        .select()
        .from(t)
        .where(like(t.id, `${RUN}-new-%`)),
    ).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(t)
        .where(eq(t.id, `${RUN}-csv-1`)),
    ).toEqual(before);
  });

  it('names a file that cannot be read, or lacks columns, by its line', async () => {
    const unclosed = await importFile(editor.cookie, `${csvHeader}\n${RUN}-x,store,open,"Unclosed,DE`);
    expect(unclosed.status).toBe(422);
    expect(((await unclosed.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ '2': expect.stringMatching(/cannot be read/) });
    const columns = await importFile(editor.cookie, `id,name\n${RUN}-y,Name`);
    expect(((await columns.json()) as { error: { fields: Record<string, string> } }).error.fields['1']).toMatch(/Missing: kind, status, country/);
  });
});
