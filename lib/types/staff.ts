import { z } from 'zod';
import { locales, type Locale } from '@/i18n/routing';
import { MEDIA_MAX_WIDTH, MEDIA_WIDTHS } from '@/lib/media/uploaded';
import { EDITABLE_FACTS } from '@/lib/shop/market-fact-overrides';
import { MARKETS } from '@/lib/shop/market-ids';
import { PRODUCT_STATUSES, type ContentSegment } from '@/lib/validations/content';
import { DEALER_STATUS_VALUES } from '@/lib/validations/dealer-admin';
import { MESSAGE_STATUS_VALUES } from '@/lib/validations/inbox';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/validations/order';
import type { ReturnStatus } from '@/lib/validations/returns';
import type { SiteFacts, SiteOperations } from '@/lib/validations/settings';
import { STAFF_ROLE_VALUES, STAFF_SEARCH_KINDS } from '@/lib/validations/staff';
import type { OrderDetail, ReturnRequestView } from './shop';

// What the back office's API answers, one type for the server that builds the answer
// (lib/server/staff/*) and the screen that reads it (components/admin/*). Where a zod schema is
// given, it is the contract: the type is inferred from it, /api/openapi.json documents the answer
// with it (lib/server/openapi-paths/admin.ts) and the integration tests check real answers against
// it (app/api/admin/responses.test.ts). Strict objects: a field the schema does not name is refused.
// Only the server and tests import the schemas; screens import the types (`import type`).

/** An ISO 8601 instant as the API writes it. */
const instant = z.string().meta({ format: 'date-time' });
const count = z.number().int().nonnegative();
const statusCounts = <const T extends readonly [string, ...string[]]>(values: T) => z.partialRecord(z.enum(values), count);

/** A buyer's return request as GET /api/admin/returns lists it: what the buyer sees, and whose, and what can come next. */
export interface StaffReturn extends ReturnRequestView {
  updatedAt: string;
  order: { id: string; number: number; status: string };
  customer: { name: string; email: string };
  /** The statuses it may move to from here. */
  next: ReturnStatus[];
}

/** A home slide as GET /api/admin/slides lists it, with its English title. */
export const staffSlideSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  image: z.string(),
  href: z.string(),
  position: z.number().int(),
  updatedAt: instant,
});
export type StaffSlide = z.infer<typeof staffSlideSchema>;

/** A download as GET /api/admin/downloads lists it, with its English title. */
export const staffDownloadSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  categoryId: z.string(),
  publishedAt: instant,
  file: z.string(),
  mime: z.string(),
  bytes: count,
  updatedAt: instant,
});
export type StaffDownload = z.infer<typeof staffDownloadSchema>;

/** GET /api/admin/downloads: every download newest first, and the categories to file one under (English names). */
export const staffDownloadListSchema = z.strictObject({
  items: z.array(staffDownloadSchema),
  categories: z.array(z.strictObject({ id: z.string(), name: z.string() })),
});
export type StaffDownloadList = z.infer<typeof staffDownloadListSchema>;

/** A financial report as the back office lists it (GET /api/admin/investors/reports). */
export interface StaffReport {
  id: string;
  year: number;
  period: 'Q1' | 'Q2' | 'Q3' | 'Q4' | 'H1' | 'FY';
  kind: 'quarterly' | 'interim' | 'annual';
  /** The PDF's address: /api/files/{id}/{name} when uploaded here, /downloads/reports/… from the content files. */
  file: string;
  bytes: number;
  publishedAt: string;
  updatedAt: string;
  /** Every locale's title, '' where none is written (the pages show the English one there). */
  titles: Record<'en' | 'zh' | 'de' | 'ja' | 'fr' | 'es' | 'ko' | 'pt' | 'ru' | 'it', string>;
}

type LocaleKey = StaffReport['titles'] extends Record<infer K, string> ? K : never;

/** A history event or certificate of the brand page as the brand screen lists it (GET /api/admin/brand): its texts are under Content. */
export const staffBrandItemSchema = z.strictObject({
  id: z.string(),
  year: z.number().int(),
  /** An image of the library (or the demo content's file); a history event may have none. */
  image: z.string().nullable(),
  /** The version to send back with a change. */
  updatedAt: instant,
  /** The English title, or the id while it has none. */
  title: z.string(),
});
export type StaffBrandItem = z.infer<typeof staffBrandItemSchema>;
export const staffBrandItemsSchema = z.strictObject({ timeline: z.array(staffBrandItemSchema), certificates: z.array(staffBrandItemSchema) });
export type StaffBrandItems = z.infer<typeof staffBrandItemsSchema>;

/** GET/PUT /api/admin/investors/facts: the share facts and IR contact as stored, and their version (a digest). */
export const staffInvestorFactsSchema = z.strictObject({
  facts: z.strictObject({
    ticker: z.string(),
    exchange: z.string(),
    segment: z.string(),
    sharesOutstanding: count,
    /** `MM-DD`. */
    fiscalYearEnd: z.string(),
    auditor: z.string(),
    contact: z.strictObject({ name: z.string(), email: z.string(), phone: z.string(), phoneTel: z.string() }),
  }),
  version: z.string(),
});
export type StaffInvestorFacts = z.infer<typeof staffInvestorFactsSchema>;

/** An event of the IR calendar as the back office lists it (GET /api/admin/investors/events). */
export interface StaffEvent {
  id: string;
  kind: 'earnings_call' | 'agm' | 'conference';
  /** `YYYY-MM-DDTHH:mm` on the clocks of `timeZone` (the venue's). */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  updatedAt: string;
  /** Every locale's texts, '' where none (the pages show the English ones there). */
  texts: Record<LocaleKey, { title: string; location: string; description: string }>;
}

export type DealerApplicationStatus = (typeof DEALER_STATUS_VALUES)[number];

/** A dealer application as GET /api/admin/dealers lists it (never the applicant's address hash). */
export const staffDealerApplicationSchema = z.strictObject({
  id: z.string(),
  company: z.string(),
  country: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  channels: z.array(z.string()),
  volume: z.string(),
  message: z.string(),
  locale: z.string(),
  status: z.enum(DEALER_STATUS_VALUES),
  note: z.string(),
  createdAt: instant,
  updatedAt: instant,
});
export type StaffDealerApplication = z.infer<typeof staffDealerApplicationSchema>;

/** A customer account in the list of GET /api/admin/customers. */
export const staffCustomerRowSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  locale: z.string(),
  createdAt: instant,
  disabled: z.boolean(),
  orderCount: count,
});
export type StaffCustomerRow = z.infer<typeof staffCustomerRowSchema>;

/** What GET /api/admin/customers/{id} answers: never a password hash or a card token. */
export interface StaffCustomer {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  locale: string;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  activeSessions: number;
  addresses: {
    id: string;
    recipient: string;
    line1: string;
    line2: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
    isDefault: boolean;
  }[];
  cards: { id: string; brand: string; last4: string; expMonth: number; expYear: number; isDefault: boolean }[];
  orders: { id: string; number: number; status: OrderStatus; totalCents: number; currency: string; createdAt: string }[];
}

const DASHBOARD_COUNTS = [
  'messagesThisWeek',
  'messagesWaiting',
  'ordersToShip',
  'returnsWaiting',
  'newDealerApplications',
  'lowStock',
  'missingTranslations',
  'outdatedTranslations',
  'mailsRetrying',
  'mailsFailed',
] as const;

/** One UTC day of the dashboard's charts. */
export const staffDashboardDaySchema = z.strictObject({
  day: z.string().meta({ format: 'date', description: 'YYYY-MM-DD (UTC)' }),
  orders: count.meta({ description: 'Paid orders of the market that day (paid, shipped or delivered since)' }),
  revenue: count.meta({ description: "Their totals, in the market currency's minor unit" }),
  messages: count.meta({ description: 'Messages received' }),
  mailFailures: count.meta({ description: 'Mails given up that day after their last failed attempt' }),
  requests: count.meta({ description: 'Requests the app instances answered (static files and probes not counted)' }),
  serverErrors: count.meta({ description: 'Of those, answered with a server error (5xx)' }),
});
export type StaffDashboardDay = z.infer<typeof staffDashboardDaySchema>;

/** Texts of one language that are missing or made from an older English text, over every content kind. */
export const staffTranslationDebtSchema = z.strictObject({
  locale: z.enum(locales),
  missing: count,
  outdated: count,
  missingAlt: count.meta({ description: 'Images of the library without alt text in this language' }),
});
export type StaffTranslationDebt = z.infer<typeof staffTranslationDebtSchema>;

/** The back office's first screen (GET /api/admin/dashboard?period=&market=): a figure the role does not cover is null. */
export const staffDashboardSchema = z.strictObject({
  ...(Object.fromEntries(DASHBOARD_COUNTS.map((key) => [key, count.nullable()])) as Record<(typeof DASHBOARD_COUNTS)[number], z.ZodNullable<typeof count>>),
  series: z
    .strictObject({ period: z.union([z.literal(30), z.literal(90)]), market: z.string(), currency: z.string(), days: z.array(staffDashboardDaySchema) })
    .nullable()
    .meta({ description: 'The period’s days, oldest first (support and admins)' }),
  translationDebt: z.array(staffTranslationDebtSchema).nullable().meta({ description: 'Per language (editors and admins)' }),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

/** A staff account as GET /api/admin/staff lists it. */
export const staffMemberSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLE_VALUES),
  enrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
/** GET /api/admin/staff. */
export const staffMemberListSchema = z.strictObject({ items: z.array(staffMemberSchema) });

/** An entry of the audit log (GET /api/admin/audit). */
export const staffAuditEntrySchema = z.strictObject({
  id: z.number().int(),
  staffId: z.string().nullable(),
  actor: z.string().meta({ description: 'The member’s email at the time, or a system actor such as `cli:staff:add`' }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  at: instant,
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffAuditPageSchema = z.strictObject({
  items: z.array(staffAuditEntrySchema),
  nextBefore: z.number().int().nullable().meta({ description: 'The id to pass as `before` for the next page, null on the last' }),
});
export type StaffAuditPage = z.infer<typeof staffAuditPageSchema>;

/** Why "still correct" left a text alone (`missing`, `not_outdated`) or stopped (`english_changed`, `not_found`). */
export const BULK_REFUSALS = ['missing', 'not_outdated', 'english_changed', 'not_found'] as const;
export type BulkRefusal = (typeof BULK_REFUSALS)[number];

/** What POST /api/admin/content/{kind}/confirm answers. */
export const bulkConfirmResultSchema = z.strictObject({
  applied: z.boolean().meta({ description: 'False when a refusal stopped the action: then nothing changed and `confirmed` is empty' }),
  confirmed: z.array(z.strictObject({ id: z.string(), locale: z.enum(locales) })),
  refused: z
    .array(z.strictObject({ id: z.string(), locale: z.enum(locales).nullable(), reason: z.enum(BULK_REFUSALS) }))
    .meta({ description: '`locale` is null when the refusal is the item’s (not found, English changed)' }),
});
export type BulkConfirmResult = z.infer<typeof bulkConfirmResultSchema>;

/** Why a bulk action on products refused one: it is gone, it changed since the list was loaded, or it lacks what going on sale needs. */
export const PRODUCT_BULK_REFUSALS = ['not_found', 'changed', 'not_ready'] as const;
/** What POST /api/admin/products/bulk answers: all or none of the products changed. */
export const bulkProductsResultSchema = z.strictObject({
  applied: z.boolean().meta({ description: 'False when a refusal stopped the action: then nothing changed and `changed` is empty' }),
  changed: z.array(z.string()),
  refused: z.array(z.strictObject({ id: z.string(), reason: z.enum(PRODUCT_BULK_REFUSALS) })),
});
export type BulkProductsResult = z.infer<typeof bulkProductsResultSchema>;

/** What POST /api/admin/messages/bulk answers: all or none of the messages changed. */
export const bulkMessagesResultSchema = z.strictObject({
  applied: z.boolean().meta({ description: 'False when a refusal stopped the action: then nothing changed and `changed` is empty' }),
  changed: z.array(z.string()),
  refused: z.array(z.strictObject({ id: z.string(), reason: z.enum(['not_found', 'changed']) })),
});
export type BulkMessagesResult = z.infer<typeof bulkMessagesResultSchema>;

/** A page of GET /api/admin/dealers: `counts` per status over every country; `next` is the cursor of the next page. */
export const staffDealerPageSchema = z.strictObject({
  items: z.array(staffDealerApplicationSchema),
  counts: statusCounts(DEALER_STATUS_VALUES),
  next: z.string().nullable(),
});
export type StaffDealerPage = z.infer<typeof staffDealerPageSchema>;

/** A category to choose from, by its English name. */
export const staffCategoryOptionSchema = z.strictObject({ id: z.string(), name: z.string() });
export type StaffCategoryOption = z.infer<typeof staffCategoryOptionSchema>;

/** GET /api/admin/faq: the questions in their categories' order, by their English question. */
export const staffFaqListSchema = z.strictObject({
  items: z.array(z.strictObject({ id: z.string(), categoryId: z.string(), position: z.number().int(), question: z.string() })),
  categories: z.array(staffCategoryOptionSchema),
});
export type StaffFaqList = z.infer<typeof staffFaqListSchema>;

export type MessageStatus = (typeof MESSAGE_STATUS_VALUES)[number];

/** A message in the inbox list (GET /api/admin/messages). */
const messageSummaryShape = {
  id: z.string(),
  name: z.string().nullable(),
  contact: z.string().nullable(),
  preview: z.string().meta({ description: 'The first 160 characters' }),
  locale: z.string(),
  status: z.enum(MESSAGE_STATUS_VALUES),
  assignedTo: z.string().nullable(),
  assignee: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
};
export const staffMessageSummarySchema = z.strictObject(messageSummaryShape);
export type StaffMessageSummary = z.infer<typeof staffMessageSummarySchema>;

/** One message with its thread (GET /api/admin/messages/{id}). */
export const staffMessageSchema = z.strictObject({
  ...messageSummaryShape,
  message: z.string(),
  replyTo: z.string().nullable().meta({ description: 'The address a reply goes to; null when the contact is not an email address' }),
  thread: z.array(z.strictObject({ id: z.number().int(), kind: z.enum(['note', 'reply']), author: z.string(), body: z.string(), createdAt: instant })),
});
export type StaffMessage = z.infer<typeof staffMessageSchema>;

export const staffMessagePageSchema = z.strictObject({
  items: z.array(staffMessageSummarySchema),
  counts: statusCounts(MESSAGE_STATUS_VALUES),
  next: z.string().nullable().meta({ description: 'The cursor of the next page (`createdAt|id`), null on the last' }),
});
export type StaffMessagePage = z.infer<typeof staffMessagePageSchema>;

/** An article's language-independent settings with its English title (GET /api/admin/news). */
export const staffArticleSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  categoryId: z.string(),
  publishedAt: instant,
  image: z.string(),
  related: z.array(z.string()),
  updatedAt: instant,
});
export type StaffArticle = z.infer<typeof staffArticleSchema>;

export const staffNewsListSchema = z.strictObject({ items: z.array(staffArticleSchema), categories: z.array(staffCategoryOptionSchema) });
export type StaffNewsList = z.infer<typeof staffNewsListSchema>;

/** An order in the list of GET /api/admin/orders. */
export const staffOrderRowSchema = z.strictObject({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  totalCents: z.number().int(),
  currency: z.string(),
  createdAt: instant,
  customer: z.string(),
  email: z.string(),
  guest: z.boolean().meta({ description: 'Placed without an account' }),
  itemCount: count,
  refunded: z.enum(['none', 'partial', 'full']).meta({ description: 'How much of the total staff refunded: nothing, part of it, all of it' }),
});
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;

export const staffOrderPageSchema = z.strictObject({
  items: z.array(staffOrderRowSchema),
  counts: statusCounts(ORDER_STATUSES),
  nextBefore: z.number().int().nullable().meta({ description: 'The order number to pass as `before` for the next page, null on the last' }),
});
export type StaffOrderPage = z.infer<typeof staffOrderPageSchema>;

/** One order as staff see it (GET /api/admin/orders/{id}). */
export interface StaffOrder extends Omit<OrderDetail, 'cancellable' | 'returnable' | 'withdrawable' | 'history'> {
  updatedAt: string;
  customer: { id: string | null; name: string; email: string; locale: string };
  shipment: { carrier: string; trackingNumber: string; url: string | null } | null;
  history: { status: OrderStatus; at: string; by: string | null }[];
  /** Staff's internal notes, oldest first: never shown or sent to the buyer. */
  notes: { id: number; author: string; body: string; at: string }[];
  /**
   * The mails the buyer was sent about this order (confirmation, shipped, delivered, cancelled,
   * refund, return decisions), oldest first: queued, sent, or given up after repeated failures.
   */
  mails: { id: string; kind: string; to: string; subject: string; at: string; state: 'queued' | 'sent' | 'given_up'; sentAt: string | null }[];
  /** The statuses staff may move it to from here. */
  next: OrderStatus[];
  /** Refunds made, newest first, and what they add up to (minor units). */
  refunds: StaffRefund[];
  refundedCents: number;
  refunded: StaffOrderRow['refunded'];
  /** What may still be refunded (per line the quantity, the shipping, the money), null when the order cannot be refunded. */
  refundable: { lines: { productId: string; colorId: string; quantity: number; unitPriceCents: number }[]; shippingCents: number; leftCents: number } | null;
}

/** A refund as staff see it on the order. */
export interface StaffRefund {
  id: string;
  amountCents: number;
  currency: string;
  lines: { productId: string; colorId: string; name: string; colorName: string; quantity: number }[];
  shippingCents: number;
  restocked: boolean;
  reason: string;
  by: string | null;
  at: string;
}

/** A product's language-independent settings with its English name (GET /api/admin/products). */
export const staffProductSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  categoryId: z.string(),
  priceCents: z.number().int(),
  currency: z.string(),
  prices: z.record(z.string(), z.number().int()).meta({ description: 'The other markets’ prices, in their currency’s minor unit' }),
  stock: z.number().int(),
  comingSoon: z.boolean(),
  featured: z.boolean(),
  lowStock: z.boolean(),
  updatedAt: instant,
});
export type StaffProduct = z.infer<typeof staffProductSchema>;

export const staffProductListSchema = z.strictObject({ items: z.array(staffProductSchema), categories: z.array(staffCategoryOptionSchema) });
export type StaffProductList = z.infer<typeof staffProductListSchema>;

/** The settings screen (GET /api/admin/settings). */
export interface StaffSettings {
  facts: SiteFacts;
  operations: SiteOperations;
  translation: Record<Locale, 'missing' | 'outdated' | 'done'>;
  /** The version to send back with a change. */
  version: string;
}

/** A colour or size of a product with its images and its name in every locale ('' where the English one shows). */
export const staffVariantSchema = z.strictObject({
  id: z.string(),
  hex: z.string(),
  images: z.array(z.strictObject({ src: z.string(), width: z.number().int(), height: z.number().int() })),
  names: z.record(z.enum(locales), z.string()),
});
export type StaffVariant = z.infer<typeof staffVariantSchema>;

/** GET /api/admin/products/{id}/variants. */
export const staffVariantsSchema = z.strictObject({ kind: z.enum(['colour', 'size']), variants: z.array(staffVariantSchema), version: z.string() });
export type StaffVariants = z.infer<typeof staffVariantsSchema>;

/** A store or agent as GET /api/admin/stores lists it: the fields staff edit, flat, with its status and version. */
export interface StaffStore {
  id: string;
  kind: 'store' | 'agent';
  name: string;
  country: string;
  region: string;
  city: string;
  /** Empty when the city has no local spelling of its own. */
  cityLocal: string;
  postcode: string;
  address: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  /** ISO weekdays (1 = Monday), empty without opening hours. */
  days: number[];
  opens: string;
  closes: string;
  status: 'open' | 'closed';
  closedAt: string | null;
  updatedAt: string;
}

/** The orders a shipments CSV marked shipped, in number order. */
export interface ShipmentImportResult {
  shipped: { id: string; number: number }[];
}

/** What a CSV import did, row by row. */
export interface StoreImportResult {
  created: number;
  updated: number;
  unchanged: number;
}

/** GET/PUT /api/admin/settings/market-facts: per market, each fact staff may set with its default, range and value (minor units for amounts). */
export const staffMarketFactsSchema = z.strictObject({
  markets: z.array(
    z.strictObject({
      market: z.enum(MARKETS),
      facts: z.array(
        z.strictObject({ fact: z.enum(EDITABLE_FACTS), default: z.number().int(), value: z.number().int(), min: z.number().int(), max: z.number().int() }),
      ),
    }),
  ),
  /** The US standard rate and free threshold, set under the shop settings (admins), shown beside the US facts. */
  usShipping: z.strictObject({ flatRateCents: z.number().int(), freeThresholdCents: z.number().int() }),
  /** The version to send back with a change. */
  version: z.string(),
});
export type StaffMarketFacts = z.infer<typeof staffMarketFactsSchema>;
/** One result of the global search: what identifies it (an order number, a name, a title) and a second line. */
export const staffSearchHitSchema = z.strictObject({
  id: z.string(),
  label: z.string(),
  detail: z.string().nullable(),
  /** The language of the text found (products, news): the editor opens in it. */
  locale: z.enum(locales).nullable(),
});
/** GET /api/admin/search: the groups the member's role may see, in a fixed order, each at most STAFF_SEARCH_LIMIT results. */
export const staffSearchSchema = z.strictObject({
  groups: z.array(z.strictObject({ kind: z.enum(STAFF_SEARCH_KINDS), items: z.array(staffSearchHitSchema), more: z.boolean() })),
});
export type StaffSearch = z.infer<typeof staffSearchSchema>;
export type StaffSearchHit = z.infer<typeof staffSearchHitSchema>;

/** An uploaded image as the library lists it (GET /api/admin/media) and an upload answers it. */
export const staffMediaSchema = z.strictObject({
  id: z.string().regex(/^[a-f0-9]{32}$/),
  name: z.string().meta({ description: 'The file name it was uploaded under' }),
  width: z.number().int().max(MEDIA_MAX_WIDTH).meta({ description: 'Of the largest variant' }),
  height: z.number().int(),
  bytes: z.number().int().meta({ description: 'All variants together' }),
  src: z.string().meta({ description: 'The largest variant: `/api/media/{id}/{width}.webp`' }),
  widths: z.array(z.number().int()).meta({ description: `Every stored width: ${MEDIA_WIDTHS.join(', ')} below the largest, and the largest` }),
  alt: z
    .partialRecord(z.enum(locales), z.string())
    .meta({ description: 'What the image shows, per language; a language left out has none (the pages keep their own wording there)' }),
  focal: z
    .strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })
    .meta({ description: 'The point every crop keeps in view, as fractions of width and height from the top left' }),
  tags: z.array(z.string()).meta({ description: 'In alphabetical order' }),
  createdAt: instant,
  by: z.string().nullable().meta({ description: 'Who uploaded it' }),
  updatedAt: z.string().meta({ format: 'date-time', description: 'The version to send back with a change' }),
});
export type StaffMedia = z.infer<typeof staffMediaSchema>;

/** GET /api/admin/media/tags: every tag of the library with how many images carry it. */
export const staffMediaTagsSchema = z.strictObject({ items: z.array(z.strictObject({ tag: z.string(), count })) });
export type StaffMediaTags = z.infer<typeof staffMediaTagsSchema>;

export const staffMediaPageSchema = z.strictObject({
  items: z.array(staffMediaSchema),
  nextBefore: z.string().nullable().meta({ description: 'The id to pass as `before` for the next page, null on the last' }),
});
export type StaffMediaPage = z.infer<typeof staffMediaPageSchema>;

/** The signed-in staff member (GET /api/admin/me). */
export const staffMeSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLE_VALUES),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** Where one text stands in the translation matrix: missing, outdated against the English, or done. */
export type StaffTranslationStatus = 'missing' | 'outdated' | 'done';

/** GET /api/admin/content/{kind}: every item × locale where the item exists (lib/server/staff/content.ts translationMatrix). */
export interface StaffContentMatrix {
  kind: ContentSegment;
  locales: Locale[];
  source: Locale;
  totals: Record<StaffTranslationStatus, number>;
  items: { id: string; name: string; revision: number; cells: Partial<Record<Locale, { status: StaffTranslationStatus; draft: boolean }>> }[];
}

/** What the editor view says about the draft's scheduled publication; `failed`: the last attempt's error, once the scheduler gave up. */
export interface StaffSchedule {
  publishAt: string;
  timeZone: string;
  by: string;
  failed: string | null;
}

/** GET /api/admin/content/{kind}/{id}/{locale}: the side-by-side editor of one item in one locale (contentEditor). */
export interface StaffContentEditor {
  id: string;
  kind: ContentSegment;
  locale: Locale;
  reference: Locale;
  source: { locale: Locale; revision: number };
  status: StaffTranslationStatus;
  revision: number;
  basedOn: number;
  editedIn: 'files' | 'back_office';
  published: Record<string, unknown> | null;
  referenceTexts: Record<string, unknown> | null;
  draft: { fields: Record<string, unknown>; version: string; by: string | null } | null;
  /** The review step: whether this kind needs it, whether the draft was sent (when, by whom), and whether the viewer may publish it. */
  review: { required: boolean; requestedAt: string | null; requestedBy: string | null; canPublish: boolean };
  schedule: StaffSchedule | null;
  versions: { id: number; name: string; fields: Record<string, unknown>; publishedAt: string; by: string | null; origin: 'files' | 'back_office' }[];
}

/** GET/PUT /api/admin/settings/review: every content kind with whether its drafts need review, and the version to save over. */
export interface StaffReviewSetting {
  kinds: { kind: ContentSegment; required: boolean }[];
  version: string;
}
