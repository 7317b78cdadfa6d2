import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { cached, TAGS } from '../cache';
import { db, schema } from '../db';

export interface Slide {
  id: string;
  image: string;
  href: string;
  title: string;
  text: string;
  cta: string;
  alt: string;
}

/** The slides with texts in this locale, in their order (uncached: the staff preview reads it). */
export async function readSlides(locale: Locale): Promise<Slide[]> {
  const s = schema;
  return db()
    .select({
      id: s.slides.id,
      image: s.slides.image,
      href: s.slides.href,
      title: s.slideTexts.title,
      text: s.slideTexts.text,
      cta: s.slideTexts.cta,
      alt: s.slideTexts.alt,
    })
    .from(s.slides)
    .innerJoin(s.slideTexts, eq(s.slideTexts.slideId, s.slides.id))
    .where(eq(s.slideTexts.locale, locale))
    .orderBy(asc(s.slides.position), asc(s.slides.id));
}

export const getSlides = cached(readSlides, 'slides', [TAGS.brand]);
