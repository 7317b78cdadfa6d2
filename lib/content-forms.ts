import {
  brandTextsSchema,
  categoryTextsSchema,
  certificateTextsSchema,
  downloadTextsSchema,
  faqTextsSchema,
  investorTextsSchema,
  newsTextsSchema,
  policyTextsSchema,
  productTextsSchema,
  slideTextsSchema,
  timelineTextsSchema,
  type ContentSegment,
} from '@/lib/validations/content';
import type en from '@/messages/en.json';

// The content kinds' texts as editors enter them, declared once: the back office's editor builds
// its form from this, and the server's kind descriptors (lib/server/staff/content-kinds.ts) take
// their field lists from it, so a field cannot be on one side only.

type Messages = typeof en;
/** A field's label and hint: keys of AdminContent.field and AdminContent.hint in the messages. */
export type ContentFieldLabel = keyof Messages['AdminContent']['field'];
export type ContentFieldHint = keyof Messages['AdminContent']['hint'];

/** One text of a kind: its name in the texts, its label, and how it is entered (a line, a plain text area, or rich text). */
export type ContentFormField = {
  name: string;
  label: ContentFieldLabel;
  kind: 'text' | 'area' | 'rich';
  rows?: number;
  required?: boolean;
  hint?: ContentFieldHint;
};

/** What each kind of content edits: its fields in order and how each is entered (its words: AdminContent in the messages). */
export const CONTENT_FORMS: Record<
  ContentSegment,
  {
    schema:
      | typeof productTextsSchema
      | typeof categoryTextsSchema
      | typeof newsTextsSchema
      | typeof faqTextsSchema
      | typeof slideTextsSchema
      | typeof brandTextsSchema
      | typeof timelineTextsSchema
      | typeof certificateTextsSchema
      | typeof investorTextsSchema
      | typeof downloadTextsSchema
      | typeof policyTextsSchema;
    fields: readonly ContentFormField[];
    specs: boolean;
  }
> = {
  products: {
    schema: productTextsSchema,
    fields: [
      { name: 'name', label: 'name', kind: 'text', required: true },
      { name: 'tagline', label: 'tagline', kind: 'text' },
      { name: 'summary', label: 'summary', kind: 'area', rows: 3 },
      { name: 'description', label: 'description', kind: 'area', rows: 10, hint: 'paragraphs' },
    ],
    specs: true,
  },
  categories: {
    schema: categoryTextsSchema,
    fields: [
      { name: 'name', label: 'name', kind: 'text', required: true },
      { name: 'description', label: 'introduction', kind: 'area', rows: 3, hint: 'categoryIntro' },
    ],
    specs: false,
  },
  news: {
    schema: newsTextsSchema,
    fields: [
      { name: 'title', label: 'title', kind: 'text', required: true },
      { name: 'summary', label: 'summary', kind: 'area', rows: 3 },
      { name: 'source', label: 'source', kind: 'text' },
      { name: 'body', label: 'article', kind: 'area', rows: 14, hint: 'paragraphs' },
    ],
    specs: false,
  },
  faq: {
    schema: faqTextsSchema,
    fields: [
      { name: 'question', label: 'question', kind: 'text', required: true },
      { name: 'answer', label: 'answer', kind: 'area', rows: 8 },
    ],
    specs: false,
  },
  slides: {
    schema: slideTextsSchema,
    fields: [
      { name: 'title', label: 'title', kind: 'text', required: true },
      { name: 'text', label: 'text', kind: 'area', rows: 3 },
      { name: 'cta', label: 'button', kind: 'text', required: true, hint: 'cta' },
      { name: 'alt', label: 'imageDescription', kind: 'text', required: true, hint: 'alt' },
    ],
    specs: false,
  },
  brand: {
    schema: brandTextsSchema,
    fields: [
      { name: 'title', label: 'title', kind: 'text', required: true },
      { name: 'body', label: 'text', kind: 'rich', hint: 'rich' },
    ],
    specs: false,
  },
  timeline: {
    schema: timelineTextsSchema,
    fields: [
      { name: 'title', label: 'title', kind: 'text', required: true },
      { name: 'text', label: 'text', kind: 'area', rows: 3, required: true, hint: 'timeline' },
    ],
    specs: false,
  },
  certificates: {
    schema: certificateTextsSchema,
    fields: [{ name: 'title', label: 'name', kind: 'text', required: true, hint: 'certificate' }],
    specs: false,
  },
  investors: {
    schema: investorTextsSchema,
    fields: [
      { name: 'business', label: 'business', kind: 'text', required: true, hint: 'business' },
      { name: 'platform', label: 'platform', kind: 'area', rows: 8, required: true, hint: 'paragraphs' },
    ],
    specs: false,
  },
  downloads: {
    schema: downloadTextsSchema,
    fields: [
      { name: 'title', label: 'title', kind: 'text', required: true },
      { name: 'description', label: 'description', kind: 'area', rows: 3, hint: 'download' },
    ],
    specs: false,
  },
  policies: {
    schema: policyTextsSchema,
    fields: [
      { name: 'title', label: 'title', kind: 'text', required: true },
      { name: 'description', label: 'description', kind: 'area', rows: 2, required: true },
      { name: 'intro', label: 'introduction', kind: 'area', rows: 3 },
      { name: 'body', label: 'text', kind: 'rich', hint: 'policy' },
    ],
    specs: false,
  },
};

/** The names of a kind's texts, in order (the product's specification rows last). */
export function contentFieldNames(segment: ContentSegment): string[] {
  const form = CONTENT_FORMS[segment];
  return [...form.fields.map((f) => f.name), ...(form.specs ? ['specs'] : [])];
}

/** A kind's texts before anything is written: every field empty (no specification rows). */
export function emptyContentTexts(segment: ContentSegment): Record<string, unknown> {
  const form = CONTENT_FORMS[segment];
  return { ...Object.fromEntries(form.fields.map((f) => [f.name, ''])), ...(form.specs ? { specs: [] } : {}) };
}
