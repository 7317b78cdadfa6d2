import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { closeDb, db, schema } from '@/lib/server/db';
import { sanitizeRichText } from '@/lib/server/rich-text';
import { request } from '@/test/http';
import { staffFixtures } from '@/test/staff-fixtures';
import { GET, POST } from './route';

// Items no other jest suite reads or edits: two questions with market-fact placeholders, one to go stale, and a brand section with rich text.
const FAQS = ['warranty-length', 'customs-duties', 'c4-fit'];
const SECTION = 'culture';
const RICH =
  '<p>Our <strong>first</strong> collar was <em>hand-made</em>; read <a href="https://example.com/story">its story</a>.</p><p>Today we ship worldwide.</p>';
const state = schema.translationState;
const drafts = schema.contentDrafts;
const staff = staffFixtures();
const { asStaff } = staff;
let editor: Awaited<ReturnType<typeof staff.signedIn>>;
let support: Awaited<ReturnType<typeof staff.signedIn>>;
let savedStates: (typeof state.$inferSelect)[];
let savedFaq: (typeof schema.faqTexts.$inferSelect)[];
let savedBrand: (typeof schema.brandSectionTexts.$inferSelect)[];

type Line = { id: string; reason?: string; detail?: string };
type Report = { drafts: { kind: string; item: string }[]; saved: Line[]; unchanged: Line[]; rejected: Line[] };

const ours = or(and(eq(state.kind, 'faq'), inArray(state.itemId, FAQS)), and(eq(state.kind, 'brand'), eq(state.itemId, SECTION)));
const exportFile = async (query: string, cookie: string | null = editor.cookie) => GET(request(`/api/admin/translations/xliff?${query}`, asStaff(cookie)));
const importFile = (xml: string, { locale = 'ja', cookie = editor.cookie as string | null, lang = 'en' } = {}) =>
  POST(
    request(`/api/admin/translations/xliff?locale=${locale}`, asStaff(cookie, { rawBody: xml, lang, headers: { 'content-type': 'application/xliff+xml' } })),
  );
const draftsOf = () =>
  db()
    .select({ kind: drafts.kind, itemId: drafts.itemId, fields: drafts.fields })
    .from(drafts)
    .where(and(eq(drafts.locale, 'ja'), or(inArray(drafts.itemId, FAQS), eq(drafts.itemId, SECTION))));

/** The words of a unit's source, "translated" by a mark before each run of text; its `<ph>` and `<pc>` codes stay where they are. */
const translated = (sourceXml: string) => sourceXml.replace(/(^|>)([^<]+)/g, (_, before: string, text: string) => `${before}〔訳〕${text}`);
/** The same on the field's own text: what the draft must hold once the file is imported. */
const translatedText = (text: string, rich: boolean) => (rich ? text.replace(/(^|>)([^<]+)/g, (_, b: string, t: string) => `${b}${mark(t)}`) : mark(text));
const mark = (text: string) => text.replace(/(^|\})([^{]+)/g, (_, b: string, t: string) => `${b}〔訳〕${t}`);

/** The file with each named unit's target set (a string: inline XML) and its other units left as exported. */
function fill(xml: string, targets: Record<string, string>) {
  return xml.replace(
    /<unit id="([^"]+)"([\s\S]*?)<source>([\s\S]*?)<\/source>(?:<target>[\s\S]*?<\/target>)?/g,
    (all, id: string, middle: string, source: string) =>
      id in targets ? `<unit id="${id}"${middle}<source>${source}</source><target>${targets[id]}</target>` : all,
  );
}
const sourceOf = (xml: string, id: string) => new RegExp(`<unit id="${id}"[\\s\\S]*?<source>([\\s\\S]*?)</source>`).exec(xml)?.[1];

beforeAll(async () => {
  [editor, support] = await Promise.all([staff.signedIn('editor'), staff.signedIn('support')]);
  savedStates = await db().select().from(state).where(ours);
  savedFaq = await db().select().from(schema.faqTexts).where(inArray(schema.faqTexts.faqId, FAQS));
  savedBrand = await db().select().from(schema.brandSectionTexts).where(eq(schema.brandSectionTexts.sectionId, SECTION));
});

beforeEach(async () => {
  // The English of our items changed after their translations were published: each is outdated in ja.
  await db()
    .update(schema.brandSectionTexts)
    .set({ body: RICH })
    .where(and(eq(schema.brandSectionTexts.sectionId, SECTION), eq(schema.brandSectionTexts.locale, 'en')));
  await db()
    .update(state)
    .set({ revision: sql`${state.revision} + 1` })
    .where(and(ours, eq(state.locale, 'en')));
});

afterEach(async () => {
  await db().transaction(async (tx) => {
    await tx.delete(drafts).where(or(inArray(drafts.itemId, FAQS), eq(drafts.itemId, SECTION)));
    await tx.delete(state).where(ours);
    await tx.insert(state).values(savedStates);
    for (const row of savedFaq)
      await tx
        .update(schema.faqTexts)
        .set(row)
        .where(and(eq(schema.faqTexts.faqId, row.faqId), eq(schema.faqTexts.locale, row.locale)));
    for (const row of savedBrand)
      await tx
        .update(schema.brandSectionTexts)
        .set(row)
        .where(and(eq(schema.brandSectionTexts.sectionId, row.sectionId), eq(schema.brandSectionTexts.locale, row.locale)));
  });
});

afterAll(async () => {
  await staff.cleanup();
  await closeDb();
});

describe('translation exchange (XLIFF 2.0)', () => {
  it('exports the outdated texts of ja with protected placeholders and tags, and imports the translation back as drafts equal to it', async () => {
    const res = await exportFile('locale=ja&kinds=faq,brand');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xliff\+xml/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="pawtrail-en-ja-\d{4}-\d{2}-\d{2}\.xlf"/);
    const xml = await res.text();
    // A well-formed XLIFF 2.0 document from English into Japanese.
    const root = new XMLParser({ ignoreAttributes: false }).parse(xml).xliff;
    expect(root['@_xmlns']).toBe('urn:oasis:names:tc:xliff:document:2.0');
    expect([root['@_version'], root['@_srcLang'], root['@_trgLang']]).toEqual(['2.0', 'en', 'ja']);
    // The placeholder is a <ph> the translator cannot delete; the current Japanese is the target.
    const answer = sourceOf(xml, 'faq:warranty-length:answer')!;
    expect(answer).toContain('<ph id="1" dataRef="d1" type="other" disp="{warrantyYears}" canDelete="no"/>');
    expect(answer).not.toMatch(/\{warrantyYears\}[^"]/);
    expect(xml).toMatch(/<unit id="faq:warranty-length:answer"[\s\S]*?<target>[^<]+<ph id="1"/);
    // Rich text: tag pairs around words are <pc>, with the original tags as original data.
    const body = sourceOf(xml, `brand:${SECTION}:body`)!;
    expect(body).toContain(
      '<pc id="2" dataRefStart="d2" dataRefEnd="d2e" type="fmt" dispStart="&lt;strong&gt;" dispEnd="&lt;/strong&gt;" canDelete="no">first</pc>',
    );
    expect(xml).toContain('<data id="d4">&lt;a href=&quot;https://example.com/story&quot; rel=&quot;noopener noreferrer&quot;&gt;</data>');

    const units = [
      'faq:warranty-length:question',
      'faq:warranty-length:answer',
      'faq:customs-duties:question',
      `brand:${SECTION}:title`,
      `brand:${SECTION}:body`,
    ];
    const filled = fill(xml, Object.fromEntries(units.map((id) => [id, translated(sourceOf(xml, id)!)])));
    const before = await db()
      .select()
      .from(schema.faqTexts)
      .where(and(eq(schema.faqTexts.faqId, 'warranty-length'), eq(schema.faqTexts.locale, 'ja')));
    const imported = await importFile(filled);
    expect(imported.status).toBe(200);
    const report = (await imported.json()) as Report;
    expect(report.saved.map((l) => l.id).sort()).toEqual([...units].sort());
    expect(report.rejected).toEqual([]);
    // The untouched units (their exported Japanese as it was) are unchanged.
    expect(report.unchanged.map((l) => l.id)).toContain('faq:customs-duties:answer');

    const english = Object.fromEntries(savedFaq.filter((r) => r.locale === 'en').map((r) => [r.faqId, r]));
    const ja = Object.fromEntries(savedFaq.filter((r) => r.locale === 'ja').map((r) => [r.faqId, r]));
    const byItem = Object.fromEntries((await draftsOf()).map((d) => [d.itemId, d.fields]));
    expect(byItem['warranty-length']).toEqual({
      question: translatedText(english['warranty-length']!.question, false),
      answer: translatedText(english['warranty-length']!.answer, false),
    });
    expect(byItem['warranty-length']!.answer).toContain('{warrantyYears}');
    expect(byItem['customs-duties']).toEqual({ question: translatedText(english['customs-duties']!.question, false), answer: ja['customs-duties']!.answer });
    const title = savedBrand.find((r) => r.locale === 'en')!.title;
    expect(byItem[SECTION]).toEqual({ title: translatedText(title, false), body: sanitizeRichText(translatedText(RICH, true)) });
    expect(byItem[SECTION]!.body).toContain('<strong>〔訳〕first</strong>');
    expect(byItem[SECTION]!.body).toContain('<a href="https://example.com/story" rel="noopener noreferrer">〔訳〕its story</a>');
    // Drafts only: the published Japanese is as it was.
    expect(
      await db()
        .select()
        .from(schema.faqTexts)
        .where(and(eq(schema.faqTexts.faqId, 'warranty-length'), eq(schema.faqTexts.locale, 'ja'))),
    ).toEqual(before);
    // One audit entry per item, and one for the import.
    const audit = await db()
      .select({ action: schema.auditLog.action, targetId: schema.auditLog.targetId })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.staffId, editor.id), inArray(schema.auditLog.action, ['content.import', 'translation.import', 'translation.export'])));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'translation.export', targetId: 'ja' },
        { action: 'content.import', targetId: 'warranty-length/ja' },
        { action: 'content.import', targetId: `${SECTION}/ja` },
        { action: 'translation.import', targetId: 'ja' },
      ]),
    );
  });

  it('rejects a broken placeholder or tag, a stale source, an empty target and an unknown id, and saves nothing for those units', async () => {
    const xml = await (await exportFile('locale=ja&kinds=faq,brand')).text();
    const answer = sourceOf(xml, 'faq:warranty-length:answer')!;
    const body = sourceOf(xml, `brand:${SECTION}:body`)!;
    const unknown = '<unit id="faq:no-such-question:answer"><segment><source>x</source><target>y</target></segment></unit>';
    const filled = fill(xml, {
      // The placeholder typed as text instead of kept as its code.
      'faq:warranty-length:answer': translated(answer).replace(/<ph id="1"[^>]*\/>/, '{warrantyYears}'),
      'faq:warranty-length:question': translated(sourceOf(xml, 'faq:warranty-length:question')!),
      // A question without placeholders: a plain translation.
      'faq:customs-duties:question': '関税は？',
      'faq:c4-fit:question': translated(sourceOf(xml, 'faq:c4-fit:question')!),
      'faq:c4-fit:answer': '  ',
      // The <strong> pair dropped.
      [`brand:${SECTION}:body`]: translated(body).replace(/<pc id="2"[^>]*>([^<]*)<\/pc>/, '$1'),
    }).replace('</file>', `${unknown}</file>`);
    // The English question of c4-fit changes after the export.
    await db()
      .update(schema.faqTexts)
      .set({ question: 'Which C4 size fits my pet?' })
      .where(and(eq(schema.faqTexts.faqId, 'c4-fit'), eq(schema.faqTexts.locale, 'en')));

    const res = await importFile(filled, { lang: 'de' });
    expect(res.status).toBe(200);
    const report = (await res.json()) as Report;
    const reasons = Object.fromEntries(report.rejected.map((l) => [l.id, [l.reason, l.detail]]));
    expect(reasons['faq:warranty-length:answer']).toEqual(['placeholder_added', '{warrantyYears}']);
    expect(reasons[`brand:${SECTION}:body`]).toEqual(['markup_missing', '<strong>']);
    expect(reasons['faq:c4-fit:question']).toEqual(['stale_source', undefined]);
    expect(reasons['faq:c4-fit:answer']).toEqual(['empty_target', undefined]);
    expect(reasons['faq:no-such-question:answer']).toEqual(['unknown_id', undefined]);
    // customs-duties' question has no placeholder: a plain translation, saved.
    expect(report.saved.map((l) => l.id).sort()).toEqual(['faq:customs-duties:question', 'faq:warranty-length:question']);
    // The question of warranty-length is a draft; its answer stays the published Japanese.
    const ja = savedFaq.find((r) => r.faqId === 'warranty-length' && r.locale === 'ja')!;
    const byItem = Object.fromEntries((await draftsOf()).map((d) => [d.itemId, d.fields]));
    expect(byItem['warranty-length']!.answer).toBe(ja.answer);
    expect(byItem['c4-fit']).toBeUndefined();
    expect(byItem[SECTION]).toBeUndefined();
  });

  it('reports a placeholder left out of a translation that needs it', async () => {
    const xml = await (await exportFile('locale=ja&kinds=faq')).text();
    const res = await importFile(fill(xml, { 'faq:warranty-length:answer': '保証期間は製品によって異なります。' }));
    const report = (await res.json()) as Report;
    expect(report.rejected).toEqual([
      { id: 'faq:warranty-length:answer', kind: 'faq', item: 'warranty-length', field: 'answer', reason: 'placeholder_missing', detail: '{warrantyYears}' },
    ]);
    expect(await draftsOf()).toEqual([]);
  });

  it('refuses a file that is not XML, not XLIFF 2.0, in another language or too large, with a localized 4xx, and changes nothing', async () => {
    const xml = await (await exportFile('locale=ja&kinds=faq')).text();
    const cases: [string, number, string, RegExp][] = [
      ['this is not xml <', 422, 'xliff_not_xml', /XML/],
      ['<?xml version="1.0"?><xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file/></xliff>', 422, 'xliff_not_xliff', /XLIFF 2\.0/],
      [
        '<!DOCTYPE x [<!ENTITY a "aaaa">]><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ja"/>',
        422,
        'xliff_not_xliff',
        /XLIFF 2\.0/,
      ],
      [xml.replace('trgLang="ja"', 'trgLang="ko"'), 422, 'xliff_wrong_language', /ko/],
      [`${xml}<!--${'x'.repeat(5 * 1024 * 1024)}-->`, 413, 'xliff_too_large', /5/],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await importFile(fill(body, { 'faq:warranty-length:question': 'x' }), { lang: 'ja' });
      expect(res.status).toBe(status);
      const error = ((await res.json()) as { error: { code: string; message: string } }).error;
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
      // In the language of the request.
      expect(error.message).toContain('何もインポートされていません');
    }
    expect(await draftsOf()).toEqual([]);
  });

  it('lets editors (not support) export and import, and needs a session', async () => {
    expect((await exportFile('locale=ja', support.cookie)).status).toBe(403);
    expect((await exportFile('locale=ja', null)).status).toBe(401);
    expect((await importFile('<x/>', { cookie: support.cookie })).status).toBe(403);
    expect((await importFile('<x/>', { cookie: null })).status).toBe(401);
    // English is the source: not a language to export into.
    expect((await exportFile('locale=en')).status).toBe(422);
    expect((await exportFile('locale=ja&kinds=faq,nothing')).status).toBe(422);
  });
});
