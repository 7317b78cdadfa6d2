import 'server-only';
import { open, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseMediaSrc } from '@/lib/media/uploaded';
import { viewerSrcShape, type ViewerKind } from '@/lib/media/viewer-src';
import { mediaVariantSize } from './uploaded-media';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

async function isPublicFile(webPath: string): Promise<boolean> {
  const candidate = path.resolve(PUBLIC_DIR, `.${webPath}`);
  if (!candidate.startsWith(`${PUBLIC_DIR}${path.sep}`)) return false;
  try {
    // realpath: a symlink inside public/ must not lead the viewer to a file outside it.
    const [real, root] = await Promise.all([realpath(candidate), realpath(PUBLIC_DIR)]);
    if (!real.startsWith(`${root}${path.sep}`)) return false;
    return (await stat(real)).isFile();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return false;
    throw error;
  }
}

/** The viewer's `src` when it names an existing media file of this site, else null. */
export async function resolveViewerSrc(kind: ViewerKind, src: unknown): Promise<string | null> {
  const shaped = viewerSrcShape(kind, src);
  if (!shaped) return null;
  return (await isPublicFile(shaped)) ? shaped : null;
}

/** A video's poster by convention: `<name>-poster.svg` beside `<name>.mp4`, when it exists. */
export async function videoPoster(src: string): Promise<string | null> {
  const poster = src.replace(/\.(mp4|webm)$/i, '-poster.svg');
  return (await isPublicFile(poster)) ? poster : null;
}

export interface ImageSize {
  width: number;
  height: number;
}

const sizes = new Map<string, ImageSize>();
const FALLBACK: ImageSize = { width: 1200, height: 675 };

/**
 * Intrinsic size of a site image (SVG width/height or viewBox, PNG IHDR, an uploaded image's
 * stored size), so every <img> gets width and height without layout shift. Unknown formats get 16:9.
 */
export async function imageSize(src: string): Promise<ImageSize> {
  const known = sizes.get(src);
  if (known) return known;
  // An image staff uploaded: its stored size (it never changes under its address).
  const uploaded = parseMediaSrc(src);
  if (uploaded) {
    const size = await mediaVariantSize(uploaded.id, uploaded.width);
    if (!size) return FALLBACK;
    sizes.set(src, size);
    return size;
  }
  const file = path.resolve(PUBLIC_DIR, `.${src}`);
  if (!file.startsWith(`${PUBLIC_DIR}${path.sep}`)) return FALLBACK;
  let size: ImageSize | null = null;
  try {
    const handle = await open(file, 'r');
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(1024), 0, 1024, 0);
      const head = buffer.subarray(0, bytesRead);
      if (head.subarray(1, 4).toString('latin1') === 'PNG') size = { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
      else {
        const svg = /<svg\b[^>]*>/i.exec(head.toString('utf8'))?.[0] ?? '';
        const w = /\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1];
        const h = /\sheight="(\d+(?:\.\d+)?)"/.exec(svg)?.[1];
        const box = /viewBox="[\d.\s-]*?\s(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)"/.exec(svg);
        if (w && h) size = { width: Math.round(Number(w)), height: Math.round(Number(h)) };
        else if (box) size = { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) };
        else size = FALLBACK;
      }
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // A missing file is not remembered: it may be generated while the server runs.
  if (!size) return FALLBACK;
  sizes.set(src, size);
  return size;
}
