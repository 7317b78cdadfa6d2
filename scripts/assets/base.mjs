// Where the generator reads and writes: paths, the seed data, and out(), which writes a file under public/ only when its bytes change.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PUBLIC = path.join(ROOT, 'public');
export const SEED_DIR = path.join(ROOT, 'scripts', 'seed-data');
export const FFMPEG = process.env.FFMPEG || '/usr/bin/ffmpeg';
export const ALLOWED_TOP = new Set(['media', 'downloads', 'brand']);

export const base = JSON.parse(fs.readFileSync(path.join(SEED_DIR, 'base.json'), 'utf8'));
/** English texts of the seed (document titles and bodies), when present. */
export const en = (() => {
  try {
    return JSON.parse(fs.readFileSync(path.join(SEED_DIR, 'en.json'), 'utf8'));
  } catch {
    return {};
  }
})();
export const settings = base.settings || {};

// ---------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------
export const stats = { written: 0, unchanged: 0, files: 0 };
export const generated = new Map(); // web path -> Buffer

export function absFor(webPath) {
  const rel = String(webPath).replace(/^\/+/, '');
  const norm = path.posix.normalize(rel);
  if (norm.startsWith('..') || !ALLOWED_TOP.has(norm.split('/')[0])) {
    throw new Error(`refusing to write outside public/{media,downloads,brand}: ${webPath}`);
  }
  return path.join(PUBLIC, norm);
}

export function out(webPath, data) {
  const abs = absFor(webPath);
  const buf = Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8');
  generated.set(webPath, buf);
  stats.files++;
  if (fs.existsSync(abs) && fs.readFileSync(abs).equals(buf)) {
    stats.unchanged++;
    return abs;
  }
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  const tmp = `${abs}.tmp-${process.pid}`;
  fs.writeFileSync(tmp, buf);
  fs.renameSync(tmp, abs);
  stats.written++;
  return abs;
}

export const tr = (group, id) => (en[group] && en[group][id]) || {};
