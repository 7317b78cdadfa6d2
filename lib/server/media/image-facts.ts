import 'server-only';
import { eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { objectPosition, parseMediaSrc } from '@/lib/media/uploaded';
import { db, schema } from '../db';

/** What a page needs of a library image beside its address: the alt text in its language and where a crop centres. */
export interface ImageFacts {
  /** The image's alt text in the page's language; null when none is written (the page keeps its own wording). */
  alt: string | null;
  /** CSS `object-position` for a crop (`object-fit: cover`); undefined at the centre, the browser's default. */
  position: string | undefined;
}

const NONE: ImageFacts = { alt: null, position: undefined };

/** The cache tag of one library image: a page showing it expires when its alt text or focal point is saved. */
export const mediaTag = (id: string) => `media:${id}`;

async function read(id: string) {
  const m = schema.media;
  const [row] = await db().select({ alt: m.alt, x: m.focalX, y: m.focalY }).from(m).where(eq(m.id, id));
  return row ?? null;
}

// Per image, every language in one entry (the ten pre-rendered languages share it), under the
// image's own tag; once per request for pages that show the same image twice.
const stored = cache((id: string) => unstable_cache(() => read(id), ['media-facts', id], { tags: [mediaTag(id)] })());

/**
 * An image's alt text and focal point for a page in `locale`. Only library images
 * (`/api/media/…`) have them; the site's own files (`/media/…`) and a missing image get none, without
 * a query.
 */
export async function imageFacts(src: string | null | undefined, locale: Locale): Promise<ImageFacts> {
  const media = src ? parseMediaSrc(src) : null;
  if (!media) return NONE;
  const row = await stored(media.id);
  if (!row) return NONE;
  return { alt: row.alt[locale]?.trim() || null, position: objectPosition({ x: row.x, y: row.y }) };
}
