import 'server-only';
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { downloadFilesByCategory } from './content/downloads';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

interface Source {
  /** Name inside the archive. */
  name: string;
  path: string;
}

export interface Archive {
  /** Name offered to the browser. */
  filename: string;
  /** Identifies the content: changes when a file is added, removed or modified. */
  etag: string;
  /** Starts the archive: its exact size (for Content-Length) and the stream of its bytes. */
  open(): Promise<{ bytes: number; stream: Readable }>;
}

/** A public path like /downloads/x.pdf → the file under public/, refusing anything outside it. */
function publicFile(webPath: string): string {
  const resolved = path.resolve(PUBLIC_DIR, `.${webPath}`);
  if (!resolved.startsWith(`${PUBLIC_DIR}${path.sep}`)) throw new Error(`download outside public/: ${webPath}`);
  return resolved;
}

async function sourcesFor(category: string): Promise<Source[] | null> {
  const byCategory = await downloadFilesByCategory();
  if (category === 'all') {
    return [...byCategory].flatMap(([id, files]) => files.map((f) => ({ name: `${id}/${path.posix.basename(f)}`, path: publicFile(f) })));
  }
  const files = byCategory.get(category);
  return files ? files.map((f) => ({ name: path.posix.basename(f), path: publicFile(f) })) : null;
}

/**
 * The ZIP of a download category (or `all`, one folder per category), streamed with yazl as it
 * is read from disk: entries are stored, not deflated (PDFs, zips and images would not shrink),
 * so the exact size is known before the first byte and ZIP64 is used when a file or the archive
 * passes 4 GiB. Nothing is written to disk. The ETag is made of the entry names, sizes and mtimes,
 * so a browser or CDN revalidates cheaply and gets a new archive when a file changes.
 * Returns null for an unknown category.
 */
export async function categoryArchive(category: string): Promise<Archive | null> {
  const sources = await sourcesFor(category);
  if (!sources) return null;
  const stats = await Promise.all(sources.map((s) => stat(s.path)));
  const hash = createHash('sha256');
  sources.forEach((s, i) => hash.update(`${s.name}\0${stats[i]!.size}\0${stats[i]!.mtimeMs}\n`));
  const etag = `"${hash.digest('hex').slice(0, 32)}"`;
  return {
    filename: `pawtrail-${category}.zip`,
    etag,
    open: () =>
      new Promise((resolve, reject) => {
        const zip = new ZipFile();
        zip.on('error', reject);
        sources.forEach((s, i) => zip.addFile(s.path, s.name, { compress: false, mtime: stats[i]!.mtime, mode: 0o100644 }));
        // yazl calls back with the final size (its typings omit the argument); outputStream is a PassThrough.
        const end = zip.end.bind(zip) as (options: object, sized: (bytes: number) => void) => void;
        end({}, (bytes) => {
          if (bytes < 0) reject(new Error('archive size unknown'));
          else resolve({ bytes, stream: zip.outputStream as unknown as Readable });
        });
      }),
  };
}
