import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { locales } from '@/i18n/routing';
import { readFinancialReports } from '@/lib/server/content/investor-relations';
import { closeDb, db, schema } from '@/lib/server/db';
import { seed } from '@/scripts/seed';
import { params, request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import ja from '@/messages/ja.json';
import de from '@/messages/de.json';
import { DELETE as remove, PATCH as update } from './[id]/route';
import { POST as uploadFile } from './files/route';
import { GET as list, POST as create } from './route';

type Report = {
  id: string;
  year: number;
  period: string;
  kind: string;
  file: string;
  bytes: number;
  publishedAt: string;
  updatedAt: string;
  titles: Record<string, string>;
};
type Uploaded = { file: string; name: string; mime: string; bytes: number };
type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };

const staff = staffFixtures();
const { asStaff } = staff;
/** A year no seeded report uses, so this suite's reports are its own. */
const YEAR = 2090 + (randomBytes(1)[0]! % 9);
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;

const pdf = () => Buffer.from(`%PDF-1.7\n% ${randomBytes(8).toString('hex')}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`, 'latin1');
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const send = async (body: Buffer, name: string, lang = 'en', cookie: string | null = editor.cookie) => {
  const res = await uploadFile(
    request(
      `/api/admin/investors/reports/files?name=${encodeURIComponent(name)}`,
      asStaff(cookie, { method: 'POST', rawBody: body as unknown as string, headers: { 'content-type': 'application/pdf', 'x-lang': lang } }),
    ),
  );
  return { res, json: (await res.json()) as Uploaded & Failure };
};
const titles = (en: string, extra: Record<string, string> = {}) => ({ ...Object.fromEntries(locales.map((l) => [l, ''])), en, ...extra });
const post = async (body: Record<string, unknown>, lang = 'en', cookie = editor.cookie) => {
  const res = await create(request('/api/admin/investors/reports', asStaff(cookie, { method: 'POST', body, headers: { 'x-lang': lang } })));
  return { res, json: (await res.json()) as Report & Failure };
};
const storedFiles = async () => (await db().select({ id: schema.downloadFiles.id }).from(schema.downloadFiles)).length;
const reportsOfYear = async () => (await db().select().from(schema.financialReports).where(eq(schema.financialReports.year, YEAR))).map((r) => r.id);

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
});

afterAll(async () => {
  const rows = await db().select().from(schema.financialReports).where(eq(schema.financialReports.year, YEAR));
  await db().delete(schema.financialReports).where(eq(schema.financialReports.year, YEAR));
  const ids = rows.map((r) => r.file.split('/')[3]!).filter(Boolean);
  if (ids.length) await db().delete(schema.downloadFiles).where(inArray(schema.downloadFiles.id, ids));
  await staff.cleanup();
  await closeDb();
});

describe('financial reports in the back office', () => {
  it('is for editors and admins: support and visitors are refused', async () => {
    expect((await list(request('/api/admin/investors/reports', asStaff(support.cookie)))).status).toBe(403);
    expect((await list(request('/api/admin/investors/reports'))).status).toBe(401);
    expect((await send(pdf(), 'q.pdf', 'en', support.cookie)).res.status).toBe(403);
    const refused = await post(
      { year: YEAR, period: 'Q1', publishedAt: `${YEAR}-04-30`, file: '/api/files/x/y.pdf', titles: titles('Q1') },
      'en',
      support.cookie,
    );
    expect(refused.res.status).toBe(403);
    expect(await reportsOfYear()).toEqual([]);
  });

  it('refuses a file that is not a PDF by its content with a message in the editor’s language, and keeps nothing', async () => {
    const before = await storedFiles();
    const inJapanese = await send(png, 'report.pdf', 'ja');
    expect(inJapanese.res.status).toBe(415);
    expect(inJapanese.json.error.fields?.file).toBe(ja.Errors.reportNotPdf);
    const inGerman = await send(Buffer.from('<html>not a report</html>'), 'report.pdf', 'de');
    expect(inGerman.res.status).toBe(415);
    expect(inGerman.json.error.fields?.file).toBe(de.Errors.reportNotPdf);
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a report whose file was not uploaded, or is not a PDF, with a localized 422 and adds nothing', async () => {
    const missing = await post({ year: YEAR, period: 'Q1', publishedAt: `${YEAR}-04-30`, file: '/downloads/reports/other.pdf', titles: titles('Q1') }, 'ja');
    expect(missing.res.status).toBe(422);
    expect(missing.json.error.fields?.file).toBe(ja.Errors.reportFileMissing);
    const noTitle = await post({ year: YEAR, period: 'Q1', publishedAt: `${YEAR}-04-30`, file: '/downloads/reports/other.pdf', titles: titles('') }, 'de');
    expect(noTitle.res.status).toBe(422);
    expect(noTitle.json.error.fields?.['titles.en']).toBe(de.Errors.fieldRequired);
    const badPeriod = await post({ year: YEAR, period: 'Q5', publishedAt: `${YEAR}-02-30`, file: 'x', titles: titles('x') });
    expect(badPeriod.res.status).toBe(422);
    expect(Object.keys(badPeriod.json.error.fields ?? {}).sort()).toEqual(['period', 'publishedAt']);
    expect(await reportsOfYear()).toEqual([]);
  });

  it('adds a quarterly report that every language lists with its size, edits it and removes it, each time expiring the investor pages', async () => {
    const bytes = pdf();
    const uploaded = await send(bytes, 'Pawtrail Q3 (final).PDF');
    expect(uploaded.res.status).toBe(201);
    expect(uploaded.json).toMatchObject({ name: 'pawtrail-q3-final.pdf', mime: 'application/pdf', bytes: bytes.byteLength });

    (revalidateTag as jest.Mock).mockClear();
    const added = await post({
      year: YEAR,
      period: 'Q3',
      publishedAt: `${YEAR}-11-05`,
      file: uploaded.json.file,
      titles: titles('Third quarter report', { ja: '第3四半期報告書' }),
    });
    expect(added.res.status).toBe(201);
    expect(added.json).toMatchObject({ id: `q3-${YEAR}`, kind: 'quarterly', bytes: bytes.byteLength, file: uploaded.json.file });
    expect(revalidateTag).toHaveBeenCalledWith('investor-relations', { expire: 0 });

    const inJapanese = (await readFinancialReports('ja')).find((r) => r.id === `q3-${YEAR}`);
    expect(inJapanese).toMatchObject({ title: '第3四半期報告書', bytes: bytes.byteLength, file: uploaded.json.file, publishedAt: `${YEAR}-11-05` });
    // A language without its own title yet lists the report under the English one.
    for (const locale of locales.filter((l) => l !== 'ja'))
      expect((await readFinancialReports(locale)).find((r) => r.id === `q3-${YEAR}`)?.title).toBe('Third quarter report');

    // One report per year and period.
    const twice = await post({ year: YEAR, period: 'Q3', publishedAt: `${YEAR}-11-06`, file: uploaded.json.file, titles: titles('Again') }, 'ja');
    expect(twice.res.status).toBe(409);
    expect(twice.json.error.fields?.period).toBe(ja.Errors.reportExists);

    // Editing it into the annual report: a new id, its kind follows, a stale version is a 409.
    const body = { year: YEAR, period: 'FY', publishedAt: `${YEAR}-12-20`, file: uploaded.json.file, titles: titles('Annual report') };
    const stale = await update(
      request(`/api/admin/investors/reports/q3-${YEAR}`, asStaff(editor.cookie, { method: 'PATCH', body: { ...body, updatedAt: '2000-01-01T00:00:00.000Z' } })),
      params({ id: `q3-${YEAR}` }),
    );
    expect(stale.status).toBe(409);
    const edited = await update(
      request(`/api/admin/investors/reports/q3-${YEAR}`, asStaff(editor.cookie, { method: 'PATCH', body: { ...body, updatedAt: added.json.updatedAt } })),
      params({ id: `q3-${YEAR}` }),
    );
    expect(edited.status).toBe(200);
    const annual = (await edited.json()) as Report;
    expect(annual).toMatchObject({ id: `fy-${YEAR}`, kind: 'annual', titles: { en: 'Annual report', ja: '' } });
    expect(await reportsOfYear()).toEqual([`fy-${YEAR}`]);
    expect((await readFinancialReports('ja')).find((r) => r.id === `fy-${YEAR}`)?.title).toBe('Annual report');
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetId, `fy-${YEAR}`));
    expect(audit.map((a) => a.action)).toContain('report.update');

    (revalidateTag as jest.Mock).mockClear();
    const removed = await remove(
      request(`/api/admin/investors/reports/fy-${YEAR}`, asStaff(editor.cookie, { method: 'DELETE', body: { updatedAt: annual.updatedAt } })),
      params({ id: `fy-${YEAR}` }),
    );
    expect(removed.status).toBe(204);
    expect(revalidateTag).toHaveBeenCalledWith('investor-relations', { expire: 0 });
    expect((await readFinancialReports('en')).find((r) => r.id === `fy-${YEAR}`)).toBeUndefined();
    // Its uploaded PDF went with it: nothing else offered it.
    const [, , , fileId] = uploaded.json.file.split('/');
    expect(await db().select().from(schema.downloadFiles).where(eq(schema.downloadFiles.id, fileId!))).toEqual([]);
  });

  it('leaves reports staff made alone when the content files are published again without --force, and says so', async () => {
    const uploaded = await send(pdf(), 'h1.pdf');
    const added = await post({ year: YEAR, period: 'H1', publishedAt: `${YEAR}-08-28`, file: uploaded.json.file, titles: titles('Half-year report') });
    expect(added.res.status).toBe(201);
    const notes: string[] = [];
    await seed(process.env.DATABASE_URL!, { note: (m) => notes.push(m) });
    expect(notes.join('\n')).toMatch(/financial report\(s\) in the database kept/);
    expect(await reportsOfYear()).toEqual([`h1-${YEAR}`]);
    expect((await readFinancialReports('en')).find((r) => r.id === `h1-${YEAR}`)?.title).toBe('Half-year report');
  });
});
