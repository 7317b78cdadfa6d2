import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { downloadFilesByCategory } from './content/downloads';
import { writeZip, type ZipSource } from './zip';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const CACHE_DIR = path.join(tmpdir(), 'pawtrail-archives');

export interface Archive {
  path: string;
  bytes: number;
  /** Name offered to the browser. */
  filename: string;
  /** Identifies the content: changes when a file is added, removed or modified. */
  etag: string;
}

/** Archives being built in this process, so concurrent requests share one build. */
const building = new Map<string, Promise<Archive>>();

/** A public path like /downloads/x.pdf → the file under public/, refusing anything outside it. */
function publicFile(webPath: string): string {
  const resolved = path.resolve(PUBLIC_DIR, `.${webPath}`);
  if (!resolved.startsWith(`${PUBLIC_DIR}${path.sep}`)) throw new Error(`download outside public/: ${webPath}`);
  return resolved;
}

async function sourcesFor(category: string): Promise<ZipSource[] | null> {
  const byCategory = await downloadFilesByCategory();
  if (category === 'all') {
    return [...byCategory].flatMap(([id, files]) => files.map((f) => ({ name: `${id}/${path.posix.basename(f)}`, path: publicFile(f) })));
  }
  const files = byCategory.get(category);
  return files ? files.map((f) => ({ name: path.posix.basename(f), path: publicFile(f) })) : null;
}

/**
 * The ZIP of a download category (or `all`, one folder per category), built on first request
 * and kept on disk under a key made of the entry names, sizes and mtimes, so a changed file
 * yields a new archive and unchanged ones are served without rebuilding. Several instances
 * may build the same key at once: each writes a temporary file and renames it into place.
 * Returns null for an unknown category.
 */
export async function categoryArchive(category: string): Promise<Archive | null> {
  const sources = await sourcesFor(category);
  if (!sources) return null;
  const stats = await Promise.all(sources.map((s) => stat(s.path)));
  const hash = createHash('sha256');
  sources.forEach((s, i) => hash.update(`${s.name}\0${stats[i]!.size}\0${stats[i]!.mtimeMs}\n`));
  const key = hash.digest('hex').slice(0, 32);
  const filename = `pawtrail-${category}.zip`;
  const file = path.join(CACHE_DIR, `${category}-${key}.zip`);

  const ready = await stat(file).then((s) => s, () => null);
  if (ready) return { path: file, bytes: ready.size, filename, etag: `"${key}"` };

  let pending = building.get(file);
  if (!pending) {
    pending = build(sources, file, category).then((bytes) => ({ path: file, bytes, filename, etag: `"${key}"` }));
    building.set(file, pending);
    const forget = () => building.delete(file);
    pending.then(forget, forget);
  }
  return pending;
}

async function build(sources: ZipSource[], file: string, category: string): Promise<number> {
  await mkdir(CACHE_DIR, { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const out = createWriteStream(temp);
  try {
    await writeZip(sources, out);
    out.end();
    await finished(out);
    await rename(temp, file);
  } catch (error) {
    out.destroy();
    await rm(temp, { force: true });
    throw error;
  }
  await pruneOld(category, path.basename(file));
  return (await stat(file)).size;
}

/** Older archives of the same category are superseded: remove them so the cache stays small. */
async function pruneOld(category: string, keep: string): Promise<void> {
  const names = await readdir(CACHE_DIR);
  const own = new RegExp(`^${category}-[0-9a-f]{32}\\.zip$`);
  const stale = names.filter((n) => n !== keep && own.test(n));
  await Promise.all(stale.map((n) => rm(path.join(CACHE_DIR, n), { force: true })));
}
