/**
 * Idempotent seed: loads scripts/seed-data/{base,<locale>,policies/<locale>}.json into the database with upserts
 * keyed by id, so a second run changes nothing. Live counters (news views) are never reset.
 * Texts published in the back office are staff work: the seed refuses to overwrite them unless
 * forced, and `--if-empty` (what `npm start` runs) seeds only a database without content.
 * Usage: node --import tsx scripts/seed.ts [--if-empty] [--force]   (DATABASE_URL must be set)
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, eq, gte, notInArray, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as s from '../lib/server/db/schema';
import { locales } from '../i18n/routing';
import { rebuildSearchIndex } from '../lib/server/search/indexer';
import { placeholderError } from '../lib/shop/fact-text';
import { policyTextError } from '../lib/policy-body';
import { generateStores } from './stores/generate';
import type { BaseContent, LocaleContent, PolicyContent } from './seed-data/types';

const root = path.resolve(__dirname, '..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, 'scripts/seed-data', file), 'utf8')) as T;

/** Intrinsic size of a seeded SVG (pages set width/height from it, so nothing shifts). */
function svgSize(src: string): { width: number; height: number } {
  const file = path.join(root, 'public', src);
  if (!existsSync(file)) throw new Error(`seed: media file missing: public${src} (run node scripts/generate-assets.mjs)`);
  const text = readFileSync(file, 'utf8').slice(0, 600);
  const width = Number(/\swidth="(\d+)/.exec(text)?.[1] ?? 800);
  const height = Number(/\sheight="(\d+)/.exec(text)?.[1] ?? 800);
  return { width, height };
}

type Db = ReturnType<typeof drizzle<typeof s>>;

/** Insert rows, updating every non-key column on conflict. */
async function upsert<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], target: SQL | unknown[], keep: string[] = []) {
  if (!rows.length) return;
  const first = rows[0] as Record<string, unknown>;
  const columns = table as unknown as Record<string, { name: string }>;
  const set: Record<string, SQL> = {};
  for (const key of Object.keys(first)) {
    if (keep.includes(key)) continue;
    set[key] = sql.raw(`excluded."${columns[key]!.name}"`);
  }
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(table)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({ target: target as never, set: set as never });
  }
}

export interface SeedOptions {
  /** Seed only a database without content (npm start); otherwise load the files (content:publish). */
  ifEmpty?: boolean;
  /** Overwrite texts published in the back office too (they are kept in its history). */
  force?: boolean;
  /** Where the seed says what it left alone (staff's investor reports and events); the console by default. */
  note?: (message: string) => void;
}

/** Why the seed stopped without writing: texts staff published would be overwritten. */
export class BackOfficeEditsError extends Error {
  constructor(readonly items: string[]) {
    super(
      `the content files would overwrite ${items.length} item(s) changed in the back office: ${items.slice(0, 10).join(', ')}${items.length > 10 ? ', …' : ''}. ` +
        'Nothing was written. Publish again with --force to overwrite them (their versions stay in the back office history).',
    );
    this.name = 'BackOfficeEditsError';
  }
}

/**
 * FAQ texts quote market facts as `{placeholder}` (lib/shop/fact-text.ts): an unknown or broken
 * one stops the seed before anything is written, naming the file and the entry.
 */
export function checkFactPlaceholders(texts: Record<string, Pick<LocaleContent, 'faq'>>): void {
  const errors: string[] = [];
  for (const [locale, content] of Object.entries(texts))
    for (const [id, faq] of Object.entries(content.faq))
      for (const field of ['question', 'answer'] as const) {
        const error = placeholderError(faq[field]);
        if (error) errors.push(`scripts/seed-data/${locale}.json faq.${id}.${field}: ${error}`);
      }
  if (errors.length) throw new Error(`seed: ${errors.length} FAQ text(s) with a bad placeholder, nothing was written:\n${errors.join('\n')}`);
}

/**
 * The policies' and legal pages' texts (scripts/seed-data/policies) are held to what an editor's
 * draft is (lib/policy-body.ts): a bad placeholder or table stops the seed before anything is written.
 */
export function checkPolicyTexts(policies: Record<string, PolicyContent>): void {
  const errors: string[] = [];
  for (const [locale, pages] of Object.entries(policies))
    for (const [id, page] of Object.entries(pages))
      for (const field of ['title', 'description', 'intro', 'body'] as const) {
        const error = policyTextError(page[field]);
        if (error) errors.push(`scripts/seed-data/policies/${locale}.json ${id}.${field}: ${error}`);
      }
  if (errors.length) throw new Error(`seed: ${errors.length} policy text(s) with a bad placeholder, nothing was written:\n${errors.join('\n')}`);
}

const readPolicies = () => Object.fromEntries(locales.map((l) => [l, readJson<PolicyContent>(`policies/${l}.json`)])) as Record<string, PolicyContent>;

/** The policy texts of the files and their translation state (theirs, not the back office's). */
async function writePolicies(t: Db, policies: Record<string, PolicyContent>) {
  const rows = Object.entries(policies).flatMap(([locale, pages]) => Object.entries(pages).map(([policyId, page]) => ({ policyId, locale, ...page })));
  await upsert(t, s.policyTexts, rows, [s.policyTexts.policyId, s.policyTexts.locale]);
  return rows.map((r) => ({ kind: 'policy' as const, itemId: r.policyId, locale: r.locale, editedIn: 'files' as const }));
}

/** Returns what it did: `skipped` when `ifEmpty` found content already there. */
export async function seed(url: string, options: SeedOptions = {}): Promise<'seeded' | 'skipped'> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    return await seedWith(pool, options);
  } finally {
    await pool.end();
  }
}

async function seedWith(pool: pg.Pool, options: SeedOptions): Promise<'seeded' | 'skipped'> {
  const db = drizzle(pool, { schema: s });
  if (options.ifEmpty) {
    const { rows } = await pool.query('select exists (select 1 from site_settings) as has, exists (select 1 from policy_texts) as policies');
    const { has, policies } = rows[0] as { has: boolean; policies: boolean };
    // A database seeded before the policies were content (migration 0036) gets the files' policies once.
    if (has && !policies)
      await db.transaction(async (tx) => {
        const files = readPolicies();
        checkPolicyTexts(files);
        const states = await writePolicies(tx as unknown as Db, files);
        await tx.insert(s.translationState).values(states).onConflictDoNothing();
      });
    if (has) return 'skipped';
  }
  const base = readJson<BaseContent>('base.json');
  const texts = Object.fromEntries(locales.map((l) => [l, readJson<LocaleContent>(`${l}.json`)])) as Record<string, LocaleContent>;
  checkFactPlaceholders(texts);
  const policies = readPolicies();
  checkPolicyTexts(policies);
  const perLocale = <R>(fn: (locale: string, t: LocaleContent) => R[]): R[] => locales.flatMap((l) => fn(l, texts[l]!));
  const paragraphs = (p: string[] | string) => (Array.isArray(p) ? p.join('\n\n') : p);
  // Brand sections are rich text (sanitised HTML, lib/server/rich-text.ts): each paragraph a <p>, its text escaped.
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const richText = (p: string[] | string) => (Array.isArray(p) ? p : p.split(/\n{2,}/)).map((x) => `<p>${escape(x.trim())}</p>`).join('');

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Staff work first: refuse before anything is written (the locks keep a back-office change from
    // landing meanwhile; back-office writers take them in the same order, so neither waits on the other in a cycle).
    await tx.execute(sql`lock table translation_state, back_office_edits in share row exclusive mode`);
    const edited = await tx.execute<{ item: string }>(
      sql`select kind || ':' || item_id || '/' || locale as item from translation_state where edited_in = 'back_office'
          union all select kind || ':' || item_id from back_office_edits order by 1`,
    );
    if (edited.rows.length && !options.force) throw new BackOfficeEditsError(edited.rows.map((r) => r.item));
    // Forced: the files win, and what they write is theirs again (texts are handed back below).
    await tx.execute(sql`delete from back_office_edits`);
    await upsert(
      t,
      s.siteSettings,
      Object.entries(base.settings).map(([key, value]) => ({ key, value })),
      [s.siteSettings.key],
    );
    await upsert(
      t,
      s.siteSettingTexts,
      perLocale((locale, c) => Object.entries(c.settings).map(([key, value]) => ({ key, locale, value }))),
      [s.siteSettingTexts.key, s.siteSettingTexts.locale],
    );

    await upsert(
      t,
      s.productCategories,
      base.productCategories.map((c) => ({ id: c.id, position: c.order })),
      [s.productCategories.id],
    );
    await upsert(
      t,
      s.productCategoryTexts,
      perLocale((locale, c) =>
        base.productCategories.map((cat) => ({
          categoryId: cat.id,
          locale,
          name: c.productCategories[cat.id]!.name,
          description: c.productCategories[cat.id]!.description ?? '',
        })),
      ),
      [s.productCategoryTexts.categoryId, s.productCategoryTexts.locale],
    );
    await upsert(
      t,
      s.products,
      base.products.map((p) => ({
        id: p.id,
        categoryId: p.category,
        priceCents: p.priceCents,
        stock: p.stock,
        comingSoon: p.comingSoon,
        featured: p.featured,
        position: p.order,
        releasedAt: p.releasedAt,
        video: p.video ?? null,
        videoPoster: p.videoPoster ?? null,
        variantKind: p.variantKind ?? 'colour',
      })),
      [s.products.id],
      ['stock'],
    );
    await upsert(
      t,
      s.productTexts,
      perLocale((locale, c) =>
        base.products.map((p) => {
          const x = c.products[p.id]!;
          return { productId: p.id, locale, name: x.name, tagline: x.tagline, summary: x.summary, description: paragraphs(x.description), specs: x.specs };
        }),
      ),
      [s.productTexts.productId, s.productTexts.locale],
    );
    // The texts just written came from the files: the back office's marks are lifted (forced) or laid down (new).
    const states: (typeof s.translationState.$inferInsert)[] = perLocale((locale) => [
      ...base.products.map((p) => ({ kind: 'product' as const, itemId: p.id, locale, editedIn: 'files' as const })),
      ...base.productCategories.map((c) => ({ kind: 'category' as const, itemId: c.id, locale, editedIn: 'files' as const })),
      ...base.news.map((n) => ({ kind: 'news' as const, itemId: n.id, locale, editedIn: 'files' as const })),
      ...base.faq.map((f) => ({ kind: 'faq' as const, itemId: f.id, locale, editedIn: 'files' as const })),
      ...base.slides.map((sl) => ({ kind: 'slide' as const, itemId: sl.id, locale, editedIn: 'files' as const })),
      ...base.brandSections.map((b) => ({ kind: 'brand' as const, itemId: b.id, locale, editedIn: 'files' as const })),
      ...base.timeline.map((e) => ({ kind: 'timeline' as const, itemId: e.id, locale, editedIn: 'files' as const })),
      ...base.certificates.map((c) => ({ kind: 'certificate' as const, itemId: c.id, locale, editedIn: 'files' as const })),
      { kind: 'investor' as const, itemId: 'page', locale, editedIn: 'files' as const },
      ...base.downloads.map((d) => ({ kind: 'download' as const, itemId: d.id, locale, editedIn: 'files' as const })),
      { kind: 'settings' as const, itemId: 'site', locale, editedIn: 'files' as const },
    ]);
    states.push(...(await writePolicies(t, policies)));
    for (let i = 0; i < states.length; i += 500) {
      await t
        .insert(s.translationState)
        .values(states.slice(i, i + 500))
        .onConflictDoUpdate({
          target: [s.translationState.kind, s.translationState.itemId, s.translationState.locale],
          set: { editedIn: 'files', updatedBy: null, updatedAt: sql`now()` },
          setWhere: sql`${s.translationState.editedIn} = 'back_office'`,
        });
    }
    // The files hold one coherent set of texts: every translation is up to date with the English one.
    await t.execute(sql`update translation_state s set based_on = en.revision
      from translation_state en
      where en.kind = s.kind and en.item_id = s.item_id and en.locale = 'en' and s.based_on <> en.revision`);
    await upsert(
      t,
      s.productColors,
      base.products.flatMap((p) => p.colors.map((col, i) => ({ productId: p.id, id: col.id, hex: col.hex, position: i }))),
      [s.productColors.productId, s.productColors.id],
    );
    await upsert(
      t,
      s.productColorTexts,
      perLocale((locale, c) =>
        base.products.flatMap((p) => p.colors.map((col) => ({ productId: p.id, colorId: col.id, locale, name: c.products[p.id]!.colors[col.id]! }))),
      ),
      [s.productColorTexts.productId, s.productColorTexts.colorId, s.productColorTexts.locale],
    );
    await upsert(
      t,
      s.productImages,
      base.products.flatMap((p) =>
        p.colors.flatMap((col) => col.images.map((src, position) => ({ productId: p.id, colorId: col.id, position, src, ...svgSize(src) }))),
      ),
      [s.productImages.productId, s.productImages.colorId, s.productImages.position],
    );
    // The files' colours and images are the products' again: one staff added (a forced publish) goes.
    for (const p of base.products) {
      const ids = p.colors.map((col) => col.id);
      await t.delete(s.productColors).where(and(eq(s.productColors.productId, p.id), notInArray(s.productColors.id, ids)));
      await t.delete(s.productColorTexts).where(and(eq(s.productColorTexts.productId, p.id), notInArray(s.productColorTexts.colorId, ids)));
      await t.delete(s.productImages).where(and(eq(s.productImages.productId, p.id), notInArray(s.productImages.colorId, ids)));
      for (const col of p.colors) {
        await t
          .delete(s.productImages)
          .where(and(eq(s.productImages.productId, p.id), eq(s.productImages.colorId, col.id), gte(s.productImages.position, col.images.length)));
      }
    }

    await upsert(
      t,
      s.newsCategories,
      base.newsCategories.map((c) => ({ id: c.id, position: c.order })),
      [s.newsCategories.id],
    );
    await upsert(
      t,
      s.newsCategoryTexts,
      perLocale((locale, c) => base.newsCategories.map((cat) => ({ categoryId: cat.id, locale, name: c.newsCategories[cat.id]! }))),
      [s.newsCategoryTexts.categoryId, s.newsCategoryTexts.locale],
    );
    await upsert(
      t,
      s.news,
      base.news.map((n) => ({
        id: n.id,
        categoryId: n.category,
        publishedAt: new Date(n.publishedAt),
        image: n.image,
        video: n.video ?? null,
        videoPoster: n.videoPoster ?? null,
        baseViews: n.baseViews,
      })),
      [s.news.id],
      ['viewCount'],
    );
    await upsert(
      t,
      s.newsTexts,
      perLocale((locale, c) =>
        base.news.map((n) => {
          const x = c.news[n.id]!;
          return { newsId: n.id, locale, title: x.title, summary: x.summary, source: x.source, body: paragraphs(x.body) };
        }),
      ),
      [s.newsTexts.newsId, s.newsTexts.locale],
    );

    await upsert(
      t,
      s.faqCategories,
      base.faqCategories.map((c) => ({ id: c.id, position: c.order })),
      [s.faqCategories.id],
    );
    await upsert(
      t,
      s.faqCategoryTexts,
      perLocale((locale, c) => base.faqCategories.map((cat) => ({ categoryId: cat.id, locale, name: c.faqCategories[cat.id]! }))),
      [s.faqCategoryTexts.categoryId, s.faqCategoryTexts.locale],
    );
    await upsert(
      t,
      s.faqs,
      base.faq.map((f) => ({ id: f.id, categoryId: f.category, position: f.order })),
      [s.faqs.id],
    );
    await upsert(
      t,
      s.faqTexts,
      perLocale((locale, c) => base.faq.map((f) => ({ faqId: f.id, locale, question: c.faq[f.id]!.question, answer: c.faq[f.id]!.answer }))),
      [s.faqTexts.faqId, s.faqTexts.locale],
    );

    await upsert(
      t,
      s.downloadCategories,
      base.downloadCategories.map((c) => ({ id: c.id, position: c.order })),
      [s.downloadCategories.id],
    );
    await upsert(
      t,
      s.downloadCategoryTexts,
      perLocale((locale, c) => base.downloadCategories.map((cat) => ({ categoryId: cat.id, locale, name: c.downloadCategories[cat.id]! }))),
      [s.downloadCategoryTexts.categoryId, s.downloadCategoryTexts.locale],
    );
    await upsert(
      t,
      s.downloads,
      base.downloads.map((d) => ({
        id: d.id,
        categoryId: d.category,
        file: d.file,
        mime: d.mime,
        publishedAt: d.publishedAt,
        bytes: statSync(path.join(root, 'public', d.file)).size,
      })),
      [s.downloads.id],
    );
    await upsert(
      t,
      s.downloadTexts,
      perLocale((locale, c) =>
        base.downloads.map((d) => ({ downloadId: d.id, locale, title: c.downloads[d.id]!.title, description: c.downloads[d.id]!.description })),
      ),
      [s.downloadTexts.downloadId, s.downloadTexts.locale],
    );

    await upsert(
      t,
      s.brandSections,
      base.brandSections.map((b) => ({ id: b.id, position: b.order, image: b.image ?? null })),
      [s.brandSections.id],
    );
    await upsert(
      t,
      s.brandSectionTexts,
      perLocale((locale, c) =>
        base.brandSections.map((b) => ({ sectionId: b.id, locale, title: c.brandSections[b.id]!.title, body: richText(c.brandSections[b.id]!.body) })),
      ),
      [s.brandSectionTexts.sectionId, s.brandSectionTexts.locale],
    );
    await upsert(
      t,
      s.timelineEvents,
      base.timeline.map((e) => ({ id: e.id, year: e.year })),
      [s.timelineEvents.id],
    );
    await upsert(
      t,
      s.timelineEventTexts,
      perLocale((locale, c) => base.timeline.map((e) => ({ eventId: e.id, locale, title: c.timeline[e.id]!.title, text: c.timeline[e.id]!.text }))),
      [s.timelineEventTexts.eventId, s.timelineEventTexts.locale],
    );
    await upsert(
      t,
      s.certificates,
      base.certificates.map((e) => ({ id: e.id, year: e.year, image: e.image })),
      [s.certificates.id],
    );
    await upsert(
      t,
      s.certificateTexts,
      perLocale((locale, c) => base.certificates.map((e) => ({ certificateId: e.id, locale, title: c.certificates[e.id]!.title }))),
      [s.certificateTexts.certificateId, s.certificateTexts.locale],
    );
    await upsert(
      t,
      s.slides,
      base.slides.map((e, i) => ({ id: e.id, position: i, image: e.image, href: e.href })),
      [s.slides.id],
    );
    await upsert(
      t,
      s.slideTexts,
      perLocale((locale, c) => base.slides.map((e) => ({ slideId: e.id, locale, ...c.slides[e.id]! }))),
      [s.slideTexts.slideId, s.slideTexts.locale],
    );

    // Stores and agents of /stores: demo data for an empty table only. Once there, staff keep the
    // list at /admin/stores (edits, closures, imports), and a seed never overwrites their work.
    const [{ storeCount = 0 } = {}] = await t.select({ storeCount: sql<number>`count(*)::int` }).from(s.stores);
    if (storeCount === 0) await upsert(t, s.stores, generateStores(), [s.stores.id]);

    // Investor relations (issue 17): reports (sizes measured from the files) and the events calendar.
    // Staff keep them in the back office (/admin/investors): the files only fill empty tables, unless forced.
    await importInvestorRelations(t, base, perLocale, options.force ?? false, options.note ?? ((m) => console.log(`[seed] ${m}`)));

    await rebuildSearchIndex(tx);
  });
  return 'seeded';
}

/**
 * Reports and events come from the files only into an empty table: once there are any, they are
 * staff's (the back office adds, edits and removes them) and the files leave them alone, saying so.
 * Forced, the files' reports and events are written over theirs (same id, or same year and period)
 * and the ones staff added elsewhere stay.
 */
async function importInvestorRelations(
  t: Db,
  base: BaseContent,
  perLocale: <R>(fn: (locale: string, c: LocaleContent) => R[]) => R[],
  force: boolean,
  note: (message: string) => void,
) {
  const [reports] = await t.select({ n: sql<number>`count(*)::int` }).from(s.financialReports);
  if (reports!.n && !force) {
    note(`investor relations: ${reports!.n} financial report(s) in the database kept; the files' reports were not imported (--force imports them over these)`);
  } else {
    const files = base.financialReports.map((r) => ({
      id: r.id,
      year: r.year,
      period: r.period,
      kind: r.kind,
      file: r.file,
      publishedAt: r.publishedAt,
      bytes: statSync(path.join(root, 'public', r.file)).size,
    }));
    // A report staff made for a year and period the files have too gives way (it stays in the audit log).
    for (const r of files)
      await t
        .delete(s.financialReports)
        .where(and(eq(s.financialReports.year, r.year), eq(s.financialReports.period, r.period), sql`${s.financialReports.id} <> ${r.id}`));
    await upsert(t, s.financialReports, files, [s.financialReports.id]);
    await upsert(
      t,
      s.financialReportTexts,
      perLocale((locale, c) => base.financialReports.map((r) => ({ reportId: r.id, locale, title: c.financialReports[r.id]! }))),
      [s.financialReportTexts.reportId, s.financialReportTexts.locale],
    );
  }
  const [events] = await t.select({ n: sql<number>`count(*)::int` }).from(s.investorEvents);
  if (events!.n && !force) {
    note(`investor relations: ${events!.n} investor event(s) in the database kept; the files' events were not imported (--force imports them over these)`);
    return;
  }
  await upsert(
    t,
    s.investorEvents,
    base.investorEvents.map((e) => ({ id: e.id, kind: e.kind, startsAt: new Date(e.startsAt), endsAt: new Date(e.endsAt), timeZone: e.timeZone })),
    [s.investorEvents.id],
  );
  await upsert(
    t,
    s.investorEventTexts,
    perLocale((locale, c) => base.investorEvents.map((e) => ({ eventId: e.id, locale, ...c.investorEvents[e.id]! }))),
    [s.investorEventTexts.eventId, s.investorEventTexts.locale],
  );
}

if (require.main === module) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const started = Date.now();
  const args = process.argv.slice(2);
  seed(url, { ifEmpty: args.includes('--if-empty'), force: args.includes('--force') }).then(
    (done) =>
      console.log(
        done === 'seeded'
          ? `Seeded demo content in ${Date.now() - started} ms`
          : 'The database has content: not seeded (npm run content:publish loads the content files)',
      ),
    (error: unknown) => {
      console.error(error instanceof BackOfficeEditsError ? `[seed] ${error.message}` : error);
      process.exit(1);
    },
  );
}
