/** Shapes of the seed files; see SCHEMA.md beside this file. */
type Ordered = { id: string; order: number };

export interface BaseContent {
  settings: Record<string, unknown>;
  productCategories: Ordered[];
  products: {
    id: string;
    category: string;
    priceCents: number;
    stock: number;
    comingSoon: boolean;
    featured: boolean;
    order: number;
    releasedAt: string;
    video?: string | null;
    videoPoster?: string | null;
    colors: { id: string; hex: string; images: string[] }[];
    /** What the colors are: colours (the default), or sizes (a shampoo's bottles). */
    variantKind?: 'colour' | 'size';
  }[];
  newsCategories: Ordered[];
  news: { id: string; category: string; publishedAt: string; image: string; video?: string | null; videoPoster?: string | null; baseViews: number }[];
  faqCategories: Ordered[];
  faq: { id: string; category: string; order: number }[];
  downloadCategories: Ordered[];
  downloads: { id: string; category: string; file: string; mime: string; publishedAt: string }[];
  brandSections: { id: string; order: number; image?: string | null }[];
  timeline: { id: string; year: number }[];
  certificates: { id: string; year: number; image: string }[];
  slides: { id: string; image: string; href: string }[];
  /** Investor relations (issue 17): one report per year and period; the PDF's size is measured by the seed. */
  financialReports: {
    id: string;
    year: number;
    period: 'Q1' | 'Q2' | 'Q3' | 'Q4' | 'H1' | 'FY';
    kind: 'quarterly' | 'interim' | 'annual';
    file: string;
    publishedAt: string;
  }[];
  /** The investor events calendar: UTC instants and the IANA time zone the event is held in. */
  investorEvents: { id: string; kind: 'earnings_call' | 'agm' | 'conference'; startsAt: string; endsAt: string; timeZone: string }[];
}

export interface LocaleContent {
  settings: Record<string, string>;
  productCategories: Record<string, { name: string; description?: string }>;
  products: Record<
    string,
    {
      name: string;
      tagline: string;
      summary: string;
      description: string[] | string;
      specs: { label: string; value: string }[];
      colors: Record<string, string>;
    }
  >;
  newsCategories: Record<string, string>;
  news: Record<string, { title: string; summary: string; source: string; body: string[] | string }>;
  faqCategories: Record<string, string>;
  faq: Record<string, { question: string; answer: string }>;
  downloadCategories: Record<string, string>;
  downloads: Record<string, { title: string; description: string }>;
  brandSections: Record<string, { title: string; body: string[] | string }>;
  timeline: Record<string, { title: string; text: string }>;
  certificates: Record<string, { title: string }>;
  slides: Record<string, { title: string; text: string; cta: string; alt: string }>;
  financialReports: Record<string, string>;
  investorEvents: Record<string, { title: string; description: string; location: string }>;
}

/**
 * scripts/seed-data/policies/<locale>.json: the policies and legal pages of a language (the content
 * kind `policy`), by page id. `body` is rich text with the marks of lib/policy-body.ts; `updated`,
 * an ISO day, is the text's "last updated". A legal page is there only in the languages that have it.
 */
export type PolicyContent = Record<string, { title: string; description: string; intro: string; updated: string; body: string }>;
