import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db, schema, type Queryable } from './db';

/** The public address of an uploaded download file. */
export const downloadFileSrc = (id: string, name: string) => `/api/files/${id}/${name}`;

const SRC = /^\/api\/files\/([a-f0-9]{32})\/([a-z0-9._-]{1,90})$/;

/** The id and name in an uploaded file's address, or null for anything else (e.g. a file under public/downloads). */
export function parseDownloadFileSrc(src: string): { id: string; name: string } | null {
  const match = SRC.exec(src);
  return match ? { id: match[1]!, name: match[2]! } : null;
}

const f = schema.downloadFiles;

/**
 * What is known of an uploaded file without its bytes, or null when there is no such file under
 * that name. `lock`: FOR SHARE, inside a transaction that is about to offer the file, so the sweep
 * of unsaved uploads (lib/server/staff/downloads.ts) cannot take it meanwhile.
 */
export async function downloadFileInfo(q: Queryable, id: string, name: string, { lock = false } = {}) {
  const query = q
    .select({ id: f.id, name: f.name, mime: f.mime, bytes: f.bytes, createdAt: f.createdAt })
    .from(f)
    .where(and(eq(f.id, id), eq(f.name, name)));
  const [row] = lock ? await query.for('share') : await query;
  return row ?? null;
}

/** An uploaded file with its bytes, or null. */
export async function readDownloadFile(id: string, name: string) {
  const [row] = await db()
    .select({ name: f.name, mime: f.mime, data: f.data, createdAt: f.createdAt })
    .from(f)
    .where(and(eq(f.id, id), eq(f.name, name)));
  return row ?? null;
}

/**
 * Removes an uploaded file nothing offers any more (a replaced or removed download or financial
 * report: both keep their files here); files under public/ are not touched.
 */
export async function dropFileIfUnused(q: Queryable, file: string) {
  const parsed = parseDownloadFileSrc(file);
  if (!parsed) return;
  const [download] = await q.select({ id: schema.downloads.id }).from(schema.downloads).where(eq(schema.downloads.file, file)).limit(1);
  const [report] = await q.select({ id: schema.financialReports.id }).from(schema.financialReports).where(eq(schema.financialReports.file, file)).limit(1);
  if (!download && !report) await q.delete(f).where(and(eq(f.id, parsed.id), eq(f.name, parsed.name)));
}
