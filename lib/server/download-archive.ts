import 'server-only';
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { downloadFilesByCategory } from './content/downloads';
import { downloadFileInfo, parseDownloadFileSrc, readDownloadFile } from './download-files';
import { db } from './db';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

interface Source {
  /** Name inside the archive. */
  name: string;
  /** A file under public/, or one staff uploaded (kept in the database). */
  path: string;
}

/** Size, date and a part of the ETag of one file: an uploaded file never changes under its id; one on disk is known by its mtime. */
async function describe(source: Source): Promise<{ size: number; mtime: Date; version: string }> {
  const uploaded = parseDownloadFileSrc(source.path);
  if (uploaded) {
    const info = await downloadFileInfo(db(), uploaded.id, uploaded.name);
    if (!info) throw new Error(`uploaded download missing: ${source.path}`);
    return { size: info.bytes, mtime: info.createdAt, version: uploaded.id };
  }
  const s = await stat(source.path);
  return { size: s.size, mtime: s.mtime, version: String(s.mtimeMs) };
}

/** Unique names inside one folder of the archive: a second "manual.pdf" becomes "manual-2.pdf". */
function uniqueNames(sources: Source[]): Source[] {
  const seen = new Set<string>();
  return sources.map((s) => {
    let name = s.name;
    for (let i = 2; seen.has(name); i += 1) name = s.name.replace(/(\.[^./]*)?$/, `-${i}$1`);
    seen.add(name);
    return { ...s, name };
  });
}

export interface Archive {
  /** Name offered to the browser. */
  filename: string;
  /** Identifies the content: changes when a file is added, removed or modified. */
  etag: string;
  /** Starts the archive: its exact size (for Content-Length) and the stream of its bytes. */
  open(): Promise<{ bytes: number; stream: Readable }>;
}

/** A public path like /downloads/x.pdf → the file under public/, refusing anything outside it; an uploaded file's address stays as it is. */
function publicFile(webPath: string): string {
  if (parseDownloadFileSrc(webPath)) return webPath;
  const resolved = path.resolve(PUBLIC_DIR, `.${webPath}`);
  if (!resolved.startsWith(`${PUBLIC_DIR}${path.sep}`)) throw new Error(`download outside public/: ${webPath}`);
  return resolved;
}

async function sourcesFor(category: string): Promise<Source[] | null> {
  const byCategory = await downloadFilesByCategory();
  if (category === 'all') {
    return uniqueNames([...byCategory].flatMap(([id, files]) => files.map((f) => ({ name: `${id}/${path.posix.basename(f)}`, path: publicFile(f) }))));
  }
  const files = byCategory.get(category);
  return files ? uniqueNames(files.map((f) => ({ name: path.posix.basename(f), path: publicFile(f) }))) : null;
}

/**
 * The ZIP of a download category (or `all`, one folder per category), streamed with yazl as it
 * is read from disk (uploaded files from the database): entries are stored, not deflated (PDFs, zips and images would not shrink),
 * so the exact size is known before the first byte and ZIP64 is used when a file or the archive
 * passes 4 GiB. Nothing is written to disk. The ETag is made of the entry names, sizes and mtimes (uploads: ids),
 * so a browser or CDN revalidates cheaply and gets a new archive when a file changes.
 * Returns null for an unknown category.
 */
export async function categoryArchive(category: string): Promise<Archive | null> {
  const sources = await sourcesFor(category);
  if (!sources) return null;
  const stats = await Promise.all(sources.map(describe));
  const hash = createHash('sha256');
  sources.forEach((s, i) => hash.update(`${s.name}\0${stats[i]!.size}\0${stats[i]!.version}\n`));
  const etag = `"${hash.digest('hex').slice(0, 32)}"`;
  return {
    filename: `pawtrail-${category}.zip`,
    etag,
    open: async () => {
      // Uploaded files come from the database: read them first (each at most DOWNLOAD_MAX_BYTES).
      const buffers = await Promise.all(
        sources.map(async (s) => {
          const uploaded = parseDownloadFileSrc(s.path);
          return uploaded ? ((await readDownloadFile(uploaded.id, uploaded.name))?.data ?? null) : null;
        }),
      );
      return new Promise((resolve, reject) => {
        const zip = new ZipFile();
        zip.on('error', reject);
        sources.forEach((s, i) => {
          const options = { compress: false, mtime: stats[i]!.mtime, mode: 0o100644 };
          const buffer = buffers[i];
          if (buffer) zip.addBuffer(buffer, s.name, options);
          else if (parseDownloadFileSrc(s.path)) reject(new Error(`uploaded download missing: ${s.path}`));
          else zip.addFile(s.path, s.name, options);
        });
        // yazl calls back with the final size (its typings omit the argument); outputStream is a PassThrough.
        const end = zip.end.bind(zip) as (options: object, sized: (bytes: number) => void) => void;
        end({}, (bytes) => {
          if (bytes < 0) reject(new Error('archive size unknown'));
          else resolve({ bytes, stream: zip.outputStream as unknown as Readable });
        });
      });
    },
  };
}
