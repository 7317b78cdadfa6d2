import 'server-only';
import { and, asc, desc, eq, ne, or } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { locales, type Locale } from '@/i18n/routing';
import type { StaffReport } from '@/lib/types/staff';
import { reportIdOf, reportKindOf, type NewReport, type ReportTitles } from '@/lib/validations/investors';
import { TAGS } from '../cache';
import { db, schema, type Queryable } from '../db';
import { downloadFileInfo, dropFileIfUnused, parseDownloadFileSrc } from '../download-files';
import { assertVersion, HttpError, notFound } from '../http/errors';
import { translator } from '../i18n';
import { log } from '../log';
import { sniffDocument } from '../uploads';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import { uploadDownloadFile } from './downloads';

const r = schema.financialReports;
const rt = schema.financialReportTexts;

/** Every report, newest year first, then by period, with its titles in every language (empty where none). */
export async function listReports(): Promise<StaffReport[]> {
  const [rows, texts] = await Promise.all([db().select().from(r).orderBy(desc(r.year), desc(r.publishedAt), asc(r.id)), db().select().from(rt)]);
  return rows.map((row) => ({
    id: row.id,
    year: row.year,
    period: row.period,
    kind: row.kind,
    file: row.file,
    bytes: row.bytes,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt.toISOString(),
    titles: Object.fromEntries(locales.map((l) => [l, texts.find((t) => t.reportId === row.id && t.locale === l)?.title ?? ''])) as ReportTitles,
  }));
}

async function report(id: string) {
  const found = (await listReports()).find((x) => x.id === id);
  if (!found) throw notFound();
  return found;
}

/**
 * The file a report offers must be a PDF staff uploaded (by the address the upload answered), or
 * the one it has already: anything else is a 422 on `file`, in the editor's language.
 */
async function checkFile(q: Queryable, locale: Locale, file: string, current: { file: string; bytes: number } | null) {
  if (current && file === current.file) return { bytes: current.bytes };
  const parsed = parseDownloadFileSrc(file);
  const info = parsed ? await downloadFileInfo(q, parsed.id, parsed.name, { lock: true }) : null;
  const t = translator(locale, 'Errors');
  if (!info) throw new HttpError(422, 'invalid_fields', 'invalidInput', { file: t('reportFileMissing') });
  if (info.mime !== 'application/pdf') throw new HttpError(422, 'invalid_fields', 'invalidInput', { file: t('reportNotPdf') });
  return { bytes: info.bytes };
}

/** One report per year and period: another one there is a 409 naming both fields. */
async function checkFree(q: Queryable, locale: Locale, input: NewReport, except: string | null) {
  const clash = and(eq(r.year, input.year), eq(r.period, input.period));
  const [taken] = await q
    .select({ id: r.id })
    .from(r)
    .where(
      except ? and(or(clash, eq(r.id, reportIdOf(input.year, input.period))), ne(r.id, except)) : or(clash, eq(r.id, reportIdOf(input.year, input.period))),
    );
  if (taken) {
    const message = translator(locale, 'Errors')('reportExists');
    throw new HttpError(409, 'report_exists', 'invalidInput', { period: message, year: message });
  }
}

async function writeTitles(q: Queryable, id: string, titles: ReportTitles) {
  const rows = locales.filter((l) => titles[l]).map((l) => ({ reportId: id, locale: l, title: titles[l] }));
  await q.insert(rt).values(rows);
}

/** The reports show on /reports and the investor page in every language: their pages expire. */
function expire(reason: string, id: string) {
  revalidateTag(TAGS.investorRelations, { expire: 0 });
  log.info('pages expired', { reason, tag: TAGS.investorRelations, report: id });
}

const snapshot = (input: NewReport & { bytes: number }) => ({
  year: input.year,
  period: input.period,
  publishedAt: input.publishedAt,
  file: input.file,
  bytes: input.bytes,
  titles: input.titles,
});

/** A new report; it is listed at once in every language (English where a title is missing). 409 when its year and period have one. Audited. */
export async function createReport(actor: StaffSession, input: NewReport, locale: Locale, ip: string) {
  const id = reportIdOf(input.year, input.period);
  await db().transaction(async (tx) => {
    await checkFree(tx, locale, input, null);
    const { bytes } = await checkFile(tx, locale, input.file, null);
    await tx
      .insert(r)
      .values({ id, year: input.year, period: input.period, kind: reportKindOf(input.period), file: input.file, bytes, publishedAt: input.publishedAt });
    await writeTitles(tx, id, input.titles);
    await recordAudit(tx, { actor: actor.staff, action: 'report.create', targetType: 'report', targetId: id, after: snapshot({ ...input, bytes }), ip });
  });
  expire('report added', id);
  return report(id);
}

/**
 * A report's period, year, date, file and titles, over the version the editor saw (409
 * otherwise). A new period or year gives it the id of its new place. A replaced uploaded file is
 * removed when nothing else offers it. Audited.
 */
export async function updateReport(actor: StaffSession, id: string, input: NewReport & { updatedAt: string }, locale: Locale, ip: string) {
  const nextId = reportIdOf(input.year, input.period);
  await db().transaction(async (tx) => {
    const [row] = await tx.select().from(r).where(eq(r.id, id)).for('update');
    if (!row) throw notFound();
    assertVersion(row.updatedAt, input.updatedAt);
    await checkFree(tx, locale, input, id);
    const { bytes } = await checkFile(tx, locale, input.file, row);
    const before = await tx.select().from(rt).where(eq(rt.reportId, id));
    // The texts go first: a new period or year changes the id they point at.
    await tx.delete(rt).where(eq(rt.reportId, id));
    await tx
      .update(r)
      .set({
        id: nextId,
        year: input.year,
        period: input.period,
        kind: reportKindOf(input.period),
        file: input.file,
        bytes,
        publishedAt: input.publishedAt,
        updatedAt: new Date(),
      })
      .where(eq(r.id, id));
    await writeTitles(tx, nextId, input.titles);
    if (row.file !== input.file) await dropFileIfUnused(tx, row.file);
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'report.update',
      targetType: 'report',
      targetId: nextId,
      before: { ...snapshot({ ...row, titles: Object.fromEntries(before.map((t) => [t.locale, t.title])) as ReportTitles }), id },
      after: snapshot({ ...input, bytes }),
      ip,
    });
  });
  expire('report changed', nextId);
  return report(nextId);
}

/** Removes a report from every page and its uploaded file when nothing else offers it. Version-checked, audited (the titles stay in the audit entry). */
export async function deleteReport(actor: StaffSession, id: string, updatedAt: string, ip: string) {
  await db().transaction(async (tx) => {
    const [row] = await tx.select().from(r).where(eq(r.id, id)).for('update');
    if (!row) throw notFound();
    assertVersion(row.updatedAt, updatedAt);
    const texts = await tx.select().from(rt).where(eq(rt.reportId, id));
    await tx.delete(r).where(eq(r.id, id));
    await dropFileIfUnused(tx, row.file);
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'report.delete',
      targetType: 'report',
      targetId: id,
      before: snapshot({ ...row, titles: Object.fromEntries(texts.map((t) => [t.locale, t.title])) as ReportTitles }),
      ip,
    });
  });
  expire('report removed', id);
}

/** The largest report PDF; scripts/server.mjs lets bodies this large through to the upload route only. */
export const REPORT_MAX_BYTES = 25 * 1024 * 1024;

/**
 * Keeps an uploaded report: its first bytes must say PDF (415 otherwise, in the editor's language:
 * the declared type and the name are not trusted), stored like the downloads page's files and
 * served at /api/files/{id}/{name}. Nothing is listed until a report is saved with it.
 */
export async function uploadReportFile(actor: StaffSession, bytes: Buffer, name: string, locale: Locale, ip: string) {
  if (sniffDocument(bytes) !== 'pdf') throw new HttpError(415, 'unsupported_file_type', 'invalidInput', { file: translator(locale, 'Errors')('reportNotPdf') });
  return uploadDownloadFile(actor, bytes, name, ip);
}
