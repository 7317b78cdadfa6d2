/** What the full-screen viewers accept as `src`: media of this site only, by public path. */
export type ViewerKind = 'image' | 'video';

export const VIEWER_EXTENSIONS: Record<ViewerKind, readonly string[]> = {
  image: ['.svg', '.png', '.jpg', '.webp'],
  video: ['.mp4', '.webm'],
};

const ROOTS: Record<ViewerKind, readonly string[]> = {
  image: ['/media/', '/downloads/'],
  video: ['/media/'],
};

/** Letters, digits, dot, dash, underscore and slash: no encoded bytes, no backslash, no scheme. */
const SAFE_PATH = /^\/[A-Za-z0-9._/-]+$/;

/**
 * The site path when `src` has the accepted shape for the viewer, else null: it starts with
 * one of the kind's roots, has no `..` segment, no `//`, no scheme or host, and ends with an
 * allowed extension. Whether the file exists is checked on the server (lib/server/media.ts).
 */
export function viewerSrcShape(kind: ViewerKind, src: unknown): string | null {
  if (typeof src !== 'string' || src.length > 300) return null;
  if (!SAFE_PATH.test(src) || src.includes('//')) return null;
  if (src.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  if (!ROOTS[kind].some((root) => src.startsWith(root))) return null;
  const dot = src.lastIndexOf('.');
  const ext = dot > src.lastIndexOf('/') ? src.slice(dot).toLowerCase() : '';
  if (!VIEWER_EXTENSIONS[kind].includes(ext)) return null;
  return src;
}

/**
 * The viewer URL of a site media file (`/openimg?src=…` / `/openvideo?src=…`); `from` is the
 * page that opens it (a path of this site, locale prefix included), where closing returns when
 * the browser has no history of it (an address typed or opened from a search engine).
 */
export function viewerHref(kind: ViewerKind, src: string, from?: string): string {
  const query = `src=${encodeURIComponent(src)}${from ? `&from=${encodeURIComponent(from)}` : ''}`;
  return `${kind === 'image' ? '/openimg' : '/openvideo'}?${query}`;
}
