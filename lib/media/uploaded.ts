import type { CSSProperties } from 'react';

/**
 * Uploaded images are served at fixed widths, so a page can offer the browser a `srcset` from the
 * address alone: `/api/media/{id}/{largest}.webp` names the largest variant, and every width of
 * MEDIA_WIDTHS below it exists too (an image narrower than the first width has only its own).
 */
export const MEDIA_MAX_WIDTH = 1920;
export const MEDIA_WIDTHS = [480, 960, 1440, MEDIA_MAX_WIDTH] as const;
const SRC = /^\/api\/media\/([a-f0-9]{32})\/(\d{1,4})\.webp$/;

/** The widths stored for an image whose largest variant is `largest` pixels wide. */
export function variantWidths(largest: number): number[] {
  return [...MEDIA_WIDTHS.filter((w) => w < largest), largest];
}

export function mediaSrc(id: string, width: number): string {
  return `/api/media/${id}/${width}.webp`;
}

/** `{ id, width }` of an uploaded image's address, or null for any other image (e.g. `/media/…svg`). */
export function parseMediaSrc(src: string): { id: string; width: number } | null {
  const match = SRC.exec(src);
  return match ? { id: match[1]!, width: Number(match[2]) } : null;
}

/** The `srcset` of an uploaded image's address (undefined for other images: they have one size). */
export function mediaSrcSet(src: string): string | undefined {
  const media = parseMediaSrc(src);
  if (!media) return undefined;
  return variantWidths(media.width)
    .map((w) => `${mediaSrc(media.id, w)} ${w}w`)
    .join(', ');
}

/** The narrowest stored width of an uploaded image at least `minWidth` wide (its largest if none is), or `src` itself for other images. */
export function mediaSrcAtLeast(src: string, minWidth: number): string {
  const media = parseMediaSrc(src);
  if (!media) return src;
  const width = variantWidths(media.width).find((w) => w >= minWidth) ?? media.width;
  return mediaSrc(media.id, width);
}

/**
 * A focal point (fractions from the top left) as CSS `object-position`, so an image cropped by
 * `object-fit: cover` keeps that point in view; undefined at the centre, which is the default.
 */
export function objectPosition(focal: { x: number; y: number }): string | undefined {
  if (focal.x === 0.5 && focal.y === 0.5) return undefined;
  const percent = (f: number) => `${Math.round(f * 1000) / 10}%`;
  return `${percent(focal.x)} ${percent(focal.y)}`;
}

/**
 * The focal point for images drawn by another component (LazyImage): a CSS variable on an element
 * around them, which `.lazy-image img` reads as its `object-position` (app/globals.css).
 */
export function focalStyle(position: string | undefined): CSSProperties | undefined {
  return position ? ({ '--focal': position } as CSSProperties) : undefined;
}
