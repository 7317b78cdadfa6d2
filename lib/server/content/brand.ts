import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { cached, TAGS } from '../cache';
import { db, schema } from '../db';
import { sanitizeRichText } from '../rich-text';

export interface BrandSection {
  id: string;
  title: string;
  /** Rich text, sanitised for the page (it was on save too). */
  html: string;
  image: string | null;
}

export interface TimelineEvent {
  id: string;
  year: number;
  title: string;
  text: string;
  /** An image of the library, shown beside the event; most events have none. */
  image: string | null;
}

export interface Certificate {
  id: string;
  year: number;
  title: string;
  image: string;
}

export interface BrandContent {
  sections: BrandSection[];
  timeline: TimelineEvent[];
  certificates: Certificate[];
}

/** Everything the brand page shows, in one locale: sections in order, history, certificates (uncached: the staff preview reads it). */
export async function readBrandContent(locale: Locale): Promise<BrandContent> {
  const s = schema;
  const [sections, timeline, certificates] = await Promise.all([
    db()
      .select({ id: s.brandSections.id, title: s.brandSectionTexts.title, body: s.brandSectionTexts.body, image: s.brandSections.image })
      .from(s.brandSections)
      .innerJoin(s.brandSectionTexts, and(eq(s.brandSectionTexts.sectionId, s.brandSections.id), eq(s.brandSectionTexts.locale, locale)))
      .orderBy(asc(s.brandSections.position)),
    db()
      .select({
        id: s.timelineEvents.id,
        year: s.timelineEvents.year,
        title: s.timelineEventTexts.title,
        text: s.timelineEventTexts.text,
        image: s.timelineEvents.image,
      })
      .from(s.timelineEvents)
      .innerJoin(s.timelineEventTexts, and(eq(s.timelineEventTexts.eventId, s.timelineEvents.id), eq(s.timelineEventTexts.locale, locale)))
      .orderBy(asc(s.timelineEvents.year), asc(s.timelineEvents.id)),
    db()
      .select({ id: s.certificates.id, year: s.certificates.year, title: s.certificateTexts.title, image: s.certificates.image })
      .from(s.certificates)
      .innerJoin(s.certificateTexts, and(eq(s.certificateTexts.certificateId, s.certificates.id), eq(s.certificateTexts.locale, locale)))
      .orderBy(asc(s.certificates.year), asc(s.certificates.id)),
  ]);
  // Sanitised again here, whatever the database holds: a row written around the back office
  // (SQL by hand, an old backup) still cannot put script on the page.
  return { sections: sections.map(({ body, ...rest }) => ({ ...rest, html: sanitizeRichText(body) })), timeline, certificates };
}

export const getBrandContent = cached(readBrandContent, 'brand-content', [TAGS.brand]);
