import './jitless';
import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { versionField } from './version';

/** Alt text is a sentence or two: what a reader who cannot see the image needs from it. */
export const MEDIA_ALT_MAX = 250;
export const MEDIA_TAG_MAX = 40;
export const MEDIA_TAGS_MAX = 20;

const mediaId = z.string().regex(/^[a-f0-9]{32}$/);
export const mediaParams = z.object({ id: mediaId });

/** A tag as the library keeps it: trimmed, lower case, letters and digits with spaces, dashes or underscores between. */
export const mediaTag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(MEDIA_TAG_MAX)
  .regex(/^[\p{L}\p{N}](?:[\p{L}\p{N} _-]*[\p{L}\p{N}])?$/u);

/** A point of the image as fractions of its width and height from the top left: 0.5, 0.5 is the centre. */
const fraction = z.number().min(0).max(1);
export const focalPointSchema = z.object({ x: fraction, y: fraction });
export type FocalPoint = z.infer<typeof focalPointSchema>;

/** One language's alt text; empty means none (the pages then keep their own wording). */
export const altTextField = z.string().trim().max(MEDIA_ALT_MAX);

/**
 * What the library's editor changes on an image. `alt` names the languages it sets (an empty text
 * removes that language's; one left out keeps its text); `tags` replaces the image's tags; `focal`
 * moves its focal point.
 */
export const mediaDetailsSchema = z.object({
  alt: z.partialRecord(z.enum(locales), altTextField).optional(),
  focal: focalPointSchema.optional(),
  tags: z.array(mediaTag).max(MEDIA_TAGS_MAX).optional(),
});
/** PATCH /api/admin/media/{id}: the details over the version the editor loaded. */
export const mediaUpdateSchema = mediaDetailsSchema.extend({ updatedAt: versionField });
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;

/** GET /api/admin/media: newest first; `q` part of the file name, `tag` one tag, `missingAlt` a language without alt text. */
export const mediaListQuery = z.object({
  before: mediaId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  /** Part of the file name, any case. */
  q: z.string().trim().max(100).optional(),
  tag: mediaTag.optional(),
  missingAlt: z.enum(locales).optional(),
});
export type MediaListFilter = z.infer<typeof mediaListQuery>;
