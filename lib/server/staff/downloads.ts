import 'server-only';
import type { StaffUploadedFile } from '@/lib/types/staff';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { StaffDownload, StaffDownloadList } from '@/lib/types/staff';
import { revalidateTag } from 'next/cache';
import sharp from 'sharp';
import { TAGS } from '../cache';
import { db, schema, type Queryable } from '../db';
import { downloadFileInfo, downloadFileSrc, dropFileIfUnused, parseDownloadFileSrc } from '../download-files';
import { assertVersion, conflict, HttpError, invalidFields, notFound } from '../http/errors';
import { log } from '../log';
import { DOCUMENT_TYPES, sniffDocument, storedFileName } from '../uploads';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import { markEdited } from './edit-marks';
import { MAX_INPUT_PIXELS } from './media';

/** The largest file staff may offer for download; scripts/server.mjs lets bodies this large through to the upload route only. */
export const DOWNLOAD_MAX_BYTES = 25 * 1024 * 1024;

const d = schema.downloads;
const en = schema.downloadTexts;
const files = schema.downloadFiles;
type Row = { id: string; categoryId: string; file: string; mime: string; bytes: number; publishedAt: string; updatedAt: Date; title: string | null };
const out = (row: Row): StaffDownload => ({ ...row, title: row.title ?? row.id, updatedAt: row.updatedAt.toISOString() });
const columns = {
  id: d.id,
  categoryId: d.categoryId,
  file: d.file,
  mime: d.mime,
  bytes: d.bytes,
  publishedAt: d.publishedAt,
  updatedAt: d.updatedAt,
  title: en.title,
};
const withEnglish = and(eq(en.downloadId, d.id), eq(en.locale, 'en'));

/** Every download, newest first, with its English title (texts are edited under Content), and the categories to file it under. */
export async function listDownloadSettings(): Promise<StaffDownloadList> {
  const [rows, categories] = await Promise.all([
    db().select(columns).from(d).leftJoin(en, withEnglish).orderBy(desc(d.publishedAt), asc(d.id)),
    db()
      .select({ id: schema.downloadCategories.id, name: schema.downloadCategoryTexts.name })
      .from(schema.downloadCategories)
      .leftJoin(
        schema.downloadCategoryTexts,
        and(eq(schema.downloadCategoryTexts.categoryId, schema.downloadCategories.id), eq(schema.downloadCategoryTexts.locale, 'en')),
      )
      .orderBy(asc(schema.downloadCategories.position)),
  ]);
  return { items: rows.map(out), categories: categories.map((c) => ({ id: c.id, name: c.name ?? c.id })) };
}

async function download(id: string) {
  const [row] = await db().select(columns).from(d).leftJoin(en, withEnglish).where(eq(d.id, id));
  if (!row) throw notFound();
  return out(row);
}

/**
 * A photo is offered without what its file says beyond the picture: EXIF (camera, GPS position),
 * XMP and comments are dropped by encoding it again in its own format (sharp keeps no metadata
 * unless told to); an EXIF turn is applied to the pixels first, so it still shows upright.
 */
async function withoutMetadata(bytes: Buffer, type: 'png' | 'jpeg'): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    return await (type === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch (error) {
    log.info('download image rejected', { reason: error instanceof Error ? error.message : String(error) });
    throw new HttpError(422, 'invalid_image', 'invalidInput', { file: 'This file could not be read as an image, or it is larger than 40 megapixels.' });
  }
}

/**
 * Keeps an uploaded file for the downloads page: its first bytes must say PDF, ZIP, PNG or JPEG
 * (415 otherwise: the declared type and the name are not trusted), and it is offered under a
 * safe name with the extension of that type. PDFs and archives are kept as uploaded, images
 * without their metadata (withoutMetadata), in the database. The same bytes uploaded again are
 * the same file. Audited.
 */
export async function uploadDownloadFile(
  actor: StaffSession,
  uploaded: Buffer,
  uploadedName: string,
  ip: string,
): Promise<StaffUploadedFile & { created: boolean }> {
  const type = sniffDocument(uploaded);
  if (!type) throw new HttpError(415, 'unsupported_file_type', 'invalidInput', { file: 'Upload a PDF, ZIP, PNG or JPEG file.' });
  const bytes = type === 'png' || type === 'jpeg' ? await withoutMetadata(uploaded, type) : uploaded;
  await sweepUnsavedUploads();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const name = storedFileName(uploadedName, type);
  const { mime } = DOCUMENT_TYPES[type];
  const created = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(files)
      .values({ id: randomBytes(16).toString('hex'), name, mime, bytes: bytes.byteLength, sha256, data: bytes, createdBy: actor.staff.id })
      .onConflictDoNothing({ target: files.sha256 })
      .returning({ id: files.id });
    if (!row) return false;
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'download_file.upload',
      targetType: 'download_file',
      targetId: row.id,
      after: { name, mime, bytes: bytes.byteLength },
      ip,
    });
    return true;
  });
  const [row] = await db().select({ id: files.id, name: files.name, mime: files.mime, bytes: files.bytes }).from(files).where(eq(files.sha256, sha256));
  return { file: downloadFileSrc(row!.id, row!.name), name: row!.name, mime: row!.mime, bytes: row!.bytes, created };
}

/** How long an uploaded file waits for a download to offer it before it is swept away. */
export const UNSAVED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes uploaded files that no download or financial report offers and that are older than `olderThanMs`: files
 * uploaded in the form and never saved, which nothing else would ever remove. Runs with each
 * upload. A file a save is checking right now is locked FOR SHARE (checkFile) and skipped; a save
 * that comes after the sweep finds the file gone and says to upload it again (422).
 */
export async function sweepUnsavedUploads(olderThanMs = UNSAVED_UPLOAD_TTL_MS) {
  const cutoff = new Date(Date.now() - olderThanMs);
  const swept = await db().execute<{ id: string; name: string }>(sql`
    with unsaved as (
      select f.id from download_files f
      where f.created_at < ${cutoff}
        and not exists (select 1 from downloads d where d.file = '/api/files/' || f.id || '/' || f.name)
        and not exists (select 1 from financial_reports r where r.file = '/api/files/' || f.id || '/' || f.name)
      for update of f skip locked
    )
    delete from download_files where id in (select id from unsaved) returning id, name`);
  if (swept.rows.length) log.info('unsaved uploads swept', { files: swept.rows.map((r) => r.id) });
  return swept.rows.map((r) => downloadFileSrc(r.id, r.name));
}

/** A download offers an uploaded file (by the address the upload answered), or keeps the one it has (`current`): anything else is a 422 on `file`. */
async function checkFile(q: Queryable, file: string, current: { file: string; mime: string; bytes: number } | null) {
  if (current && file === current.file) return { mime: current.mime, bytes: current.bytes };
  const parsed = parseDownloadFileSrc(file);
  const info = parsed ? await downloadFileInfo(q, parsed.id, parsed.name, { lock: true }) : null;
  if (!info) throw invalidFields({ file: '@staffUploadFirst' });
  return { mime: info.mime, bytes: info.bytes };
}

async function checkCategory(q: Queryable, categoryId: string) {
  const [row] = await q.select({ id: schema.downloadCategories.id }).from(schema.downloadCategories).where(eq(schema.downloadCategories.id, categoryId));
  if (!row) throw invalidFields({ categoryId: '@staffChooseCategory' });
}

function expire(reason: string, id: string) {
  revalidateTag(TAGS.downloads, { expire: 0 });
  log.info('pages expired', { reason, tag: TAGS.downloads, download: id });
}

type Settings = { categoryId: string; publishedAt: string; file: string };

/**
 * Category, date and file of a download, over the version the editor saw (409 otherwise). A
 * replaced uploaded file is removed when nothing else offers it. Audited; the downloads and
 * investor pages expire.
 */
export async function updateDownload(actor: StaffSession, id: string, input: Settings & { updatedAt: string }, ip: string) {
  await db().transaction(async (tx) => {
    await markEdited(tx, actor, 'download', id);
    const [row] = await tx.select().from(d).where(eq(d.id, id)).for('update');
    if (!row) throw notFound();
    assertVersion(row.updatedAt, input.updatedAt);
    await checkCategory(tx, input.categoryId);
    const file = await checkFile(tx, input.file, row);
    const before = { categoryId: row.categoryId, publishedAt: row.publishedAt, file: row.file, mime: row.mime, bytes: row.bytes };
    const next = { categoryId: input.categoryId, publishedAt: input.publishedAt, file: input.file, ...file };
    await tx
      .update(d)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(d.id, id));
    if (row.file !== input.file) await dropFileIfUnused(tx, row.file);
    await recordAudit(tx, { actor: actor.staff, action: 'download.update', targetType: 'download', targetId: id, before, after: next, ip });
  });
  expire('download changed', id);
  return download(id);
}

/** A new download; it shows in each locale once its title is published there (under Content). 409 when the id is taken. Audited. */
export async function createDownload(actor: StaffSession, input: Settings & { id: string }, ip: string) {
  await db().transaction(async (tx) => {
    await markEdited(tx, actor, 'download', input.id);
    await checkCategory(tx, input.categoryId);
    const file = await checkFile(tx, input.file, null);
    const values = { id: input.id, categoryId: input.categoryId, publishedAt: input.publishedAt, file: input.file, ...file };
    const [row] = await tx.insert(d).values(values).onConflictDoNothing().returning({ id: d.id });
    if (!row) throw conflict('download_exists');
    await recordAudit(tx, { actor: actor.staff, action: 'download.create', targetType: 'download', targetId: input.id, after: values, ip });
  });
  expire('download added', input.id);
  return download(input.id);
}

/**
 * Removes a download and its texts in every locale (their published versions stay in the
 * history), its search entries, and its uploaded file when nothing else offers it.
 * Version-checked, audited.
 */
export async function deleteDownload(actor: StaffSession, id: string, updatedAt: string, ip: string) {
  await db().transaction(async (tx) => {
    await markEdited(tx, actor, 'download', id);
    const [row] = await tx.select().from(d).where(eq(d.id, id)).for('update');
    if (!row) throw notFound();
    assertVersion(row.updatedAt, updatedAt);
    const texts = await tx.select().from(en).where(eq(en.downloadId, id));
    await tx.delete(d).where(eq(d.id, id));
    await tx.delete(schema.translationState).where(and(eq(schema.translationState.kind, 'download'), eq(schema.translationState.itemId, id)));
    await tx.delete(schema.contentDrafts).where(and(eq(schema.contentDrafts.kind, 'download'), eq(schema.contentDrafts.itemId, id)));
    await tx.delete(schema.searchDocuments).where(and(eq(schema.searchDocuments.type, 'download'), eq(schema.searchDocuments.refId, id)));
    await dropFileIfUnused(tx, row.file);
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'download.delete',
      targetType: 'download',
      targetId: id,
      before: {
        categoryId: row.categoryId,
        publishedAt: row.publishedAt,
        file: row.file,
        texts: Object.fromEntries(texts.map((t) => [t.locale, t.title])),
      },
      ip,
    });
  });
  expire('download removed', id);
}
