import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { MEDIA_MAX_WIDTH, MEDIA_WIDTHS } from '@/lib/media/uploaded';
import { EDITABLE_FACTS } from '@/lib/shop/market-fact-overrides';
import { MARKETS } from '@/lib/shop/market-ids';
import { CONTENT_SEGMENTS, PRODUCT_STATUSES, TRANSLATION_STATUSES } from '@/lib/validations/content';
import { DEALER_STATUS_VALUES } from '@/lib/validations/dealer-admin';
import { MESSAGE_STATUS_VALUES } from '@/lib/validations/inbox';
import { EVENT_KINDS, REPORT_PERIODS } from '@/lib/validations/investors';
import { ORDER_STATUSES } from '@/lib/validations/order';
import { RETURN_STATUSES } from '@/lib/validations/returns';
import { siteFactsSchema, siteOperationsSchema } from '@/lib/validations/settings';
import { STAFF_ROLE_VALUES, STAFF_SEARCH_KINDS } from '@/lib/validations/staff';
import { STORE_ID_PATTERN, STORE_STATUS_VALUES } from '@/lib/validations/store-admin';
import { STORE_KINDS } from '@/lib/validations/stores';
import { addressSchema, orderDetailSchema, returnRequestViewSchema } from './shop';

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
/** GET /api/admin/slides. */
export const staffSlideListSchema = z.strictObject({ items: z.array(staffSlideSchema) });
export type StaffSlideList = z.infer<typeof staffSlideListSchema>;

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

const perLocale = <T extends z.ZodType>(value: T) => z.record(z.enum(locales), value);

/** A financial report as the back office lists it (GET /api/admin/investors/reports). */
export const staffReportSchema = z.strictObject({
  id: z.string().meta({ description: 'Period and year: `q3-2026`' }),
  year: z.number().int(),
  period: z.enum(REPORT_PERIODS),
  kind: z.enum(['quarterly', 'interim', 'annual']),
  /** The PDF's address: /api/files/{id}/{name} when uploaded here, /downloads/reports/… from the content files. */
  file: z.string().meta({ description: 'An uploaded PDF (`/api/files/{id}/{name}`) or the demo content’s file under `/downloads/reports/`' }),
  bytes: z.number().int().positive(),
  publishedAt: z.string().meta({ format: 'date' }),
  updatedAt: instant.meta({ description: 'The version to send back with a change' }),
  /** Every locale's title, '' where none is written (the pages show the English one there). */
  titles: perLocale(z.string()).meta({ description: 'Empty where none: the pages show the English title' }),
});
export type StaffReport = z.infer<typeof staffReportSchema>;
export const staffReportListSchema = z.strictObject({ items: z.array(staffReportSchema) });
export type StaffReportList = z.infer<typeof staffReportListSchema>;

/** A file uploaded for a download or a financial report (POST /api/admin/downloads/files, /api/admin/investors/reports/files). */
export const staffUploadedFileSchema = z.strictObject({
  file: z.string().meta({ description: 'The address to save a download or report with: `/api/files/{id}/{name}`' }),
  name: z.string().meta({ description: 'The safe name it is offered under, with the extension of its type' }),
  mime: z.string().meta({ description: 'The type its content was recognised as (PDF, ZIP, PNG or JPEG; a report is a PDF)' }),
  bytes: z.number().int().positive(),
});
export type StaffUploadedFile = z.infer<typeof staffUploadedFileSchema>;

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
export const staffEventSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(EVENT_KINDS),
  /** `YYYY-MM-DDTHH:mm` on the clocks of `timeZone` (the venue's). */
  startsAt: z.string().meta({ description: '`YYYY-MM-DDTHH:mm` on the clocks of `timeZone`' }),
  endsAt: z.string().meta({ description: '`YYYY-MM-DDTHH:mm` on the clocks of `timeZone`' }),
  timeZone: z.string().meta({ description: 'The venue’s IANA time zone' }),
  updatedAt: instant.meta({ description: 'The version to send back with a change' }),
  /** Every locale's texts, '' where none (the pages show the English ones there). */
  texts: perLocale(z.strictObject({ title: z.string(), location: z.string(), description: z.string() })),
});
export type StaffEvent = z.infer<typeof staffEventSchema>;
export const staffEventListSchema = z.strictObject({ items: z.array(staffEventSchema) });
export type StaffEventList = z.infer<typeof staffEventListSchema>;

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
/** GET /api/admin/customers: newest first; `next` is the cursor of the next page. */
export const staffCustomerPageSchema = z.strictObject({ items: z.array(staffCustomerRowSchema), next: z.string().nullable() });
export type StaffCustomerPage = z.infer<typeof staffCustomerPageSchema>;

/** What GET /api/admin/customers/{id} answers: profile, addresses, cards (brand, last 4 and expiry only), orders; never a password hash or a card token. */
export const staffCustomerSchema = z.strictObject({
  id: z.string().meta({ format: 'uuid' }),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  locale: z.string(),
  disabled: z.boolean(),
  createdAt: instant,
  updatedAt: instant.meta({ description: 'The version to send back with a change' }),
  activeSessions: count,
  addresses: z.array(addressSchema.omit({ phone: true })),
  cards: z.array(
    z.strictObject({ id: z.string(), brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int(), isDefault: z.boolean() }),
  ),
  orders: z.array(
    z.strictObject({
      id: z.string(),
      number: z.number().int(),
      status: z.enum(ORDER_STATUSES),
      totalCents: z.number().int(),
      currency: z.string(),
      createdAt: instant,
    }),
  ),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

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
export type StaffMemberList = z.infer<typeof staffMemberListSchema>;

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

/** A question of the FAQ list (and what POST /api/admin/faq answers). */
export const staffFaqItemSchema = z.strictObject({
  id: z.string(),
  categoryId: z.string(),
  position: z.number().int().meta({ description: 'Place in its category' }),
  question: z.string().meta({ description: 'In English; the id until the English text is published' }),
});
export type StaffFaqItem = z.infer<typeof staffFaqItemSchema>;

/** GET /api/admin/faq: the questions in their categories' order, by their English question. */
export const staffFaqListSchema = z.strictObject({
  items: z.array(staffFaqItemSchema),
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

/** A refund as staff see it on the order. */
export const staffRefundSchema = z.strictObject({
  id: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  lines: z.array(z.strictObject({ productId: z.string(), colorId: z.string(), name: z.string(), colorName: z.string(), quantity: z.number().int() })),
  shippingCents: z.number().int(),
  restocked: z.boolean(),
  reason: z.string(),
  status: z.enum(['pending', 'done']).meta({ description: '`pending` until the payment provider has confirmed the refund' }),
  by: z.string().nullable(),
  at: instant,
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

/** One order as staff see it (GET /api/admin/orders/{id}): the buyer's view without the buyer's actions, plus who, what was done and what can be. */
export const staffOrderSchema = orderDetailSchema.omit({ cancellable: true, returnable: true, withdrawable: true, history: true }).extend({
  updatedAt: instant.meta({ description: 'The version to send back with a change' }),
  customer: z.strictObject({ id: z.string().nullable().meta({ description: 'Null for a guest' }), name: z.string(), email: z.string(), locale: z.string() }),
  history: z.array(z.strictObject({ status: z.enum(ORDER_STATUSES), at: instant, by: z.string().nullable() })),
  /** Staff's internal notes, oldest first: never shown or sent to the buyer. */
  notes: z
    .array(z.strictObject({ id: z.number().int(), author: z.string(), body: z.string(), at: instant }))
    .meta({ description: 'Staff’s internal notes, oldest first; never shown or sent to the buyer' }),
  /**
   * The mails the buyer was sent about this order (confirmation, shipped, delivered, cancelled,
   * refund, return decisions), oldest first: queued, sent, or given up after repeated failures.
   */
  mails: z
    .array(
      z.strictObject({
        id: z.string(),
        kind: z.string(),
        to: z.string(),
        subject: z.string(),
        at: instant.meta({ description: 'When it was queued' }),
        state: z.enum(['queued', 'sent', 'given_up']),
        sentAt: instant.nullable(),
      }),
    )
    .meta({
      description: 'The mails the buyer was sent about the order, oldest first (confirmation, shipped, delivered, cancelled, refund, return decisions)',
    }),
  /** The statuses staff may move it to from here. */
  next: z.array(z.enum(ORDER_STATUSES)).meta({ description: 'The moves open to it' }),
  /** Refunds made, newest first, and what they add up to (minor units). */
  refunds: z.array(staffRefundSchema).meta({ description: 'Refunds made, newest first' }),
  refundedCents: z.number().int().meta({ description: 'What the refunds add up to, in minor units' }),
  refunded: staffOrderRowSchema.shape.refunded,
  /** What may still be refunded (per line the quantity, the shipping, the money), null when the order cannot be refunded. */
  refundable: z
    .strictObject({
      lines: z.array(z.strictObject({ productId: z.string(), colorId: z.string(), quantity: z.number().int(), unitPriceCents: z.number().int() })),
      shippingCents: z.number().int(),
      leftCents: z.number().int(),
    })
    .nullable()
    .meta({ description: 'What may still be refunded (per line the quantity, the shipping, the money left); null when the order cannot be refunded' }),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** A buyer's return request as GET /api/admin/returns lists it: what the buyer sees, and whose, and what can come next. */
export const staffReturnSchema = returnRequestViewSchema.extend({
  updatedAt: instant.meta({ description: 'The version to send back with a change' }),
  order: z.strictObject({ id: z.string(), number: z.number().int(), status: z.enum(ORDER_STATUSES) }),
  customer: z.strictObject({ name: z.string(), email: z.string() }),
  /** The statuses it may move to from here. */
  next: z.array(z.enum(RETURN_STATUSES)).meta({ description: 'The moves open to it' }),
});
export type StaffReturn = z.infer<typeof staffReturnSchema>;

/** GET /api/admin/returns: newest first, with the count per status. */
export const staffReturnPageSchema = z.strictObject({ items: z.array(staffReturnSchema), counts: statusCounts(RETURN_STATUSES) });
export type StaffReturnPage = z.infer<typeof staffReturnPageSchema>;

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

/** The settings screen (GET /api/admin/settings): what the forms save, as stored. */
export const staffSettingsSchema = z.strictObject({
  facts: siteFactsSchema,
  operations: siteOperationsSchema,
  translation: z.record(z.enum(locales), z.enum(TRANSLATION_STATUSES)),
  /** The version to send back with a change. */
  version: z
    .string()
    .regex(/^[a-f0-9]{64}$/)
    .meta({ description: 'A digest of every stored setting: send it back with a change' }),
});
export type StaffSettings = z.infer<typeof staffSettingsSchema>;

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
export const staffStoreSchema = z.strictObject({
  id: z.string().regex(STORE_ID_PATTERN).meta({ description: 'The key the CSV import matches' }),
  kind: z.enum(STORE_KINDS),
  name: z.string(),
  country: z.string().regex(/^[A-Z]{2}$/),
  region: z.string(),
  city: z.string(),
  /** Empty when the city has no local spelling of its own. */
  cityLocal: z.string().meta({ description: 'Empty when the city has no local spelling of its own' }),
  postcode: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** ISO weekdays (1 = Monday), empty without opening hours. */
  days: z.array(z.number().int().min(1).max(7)).meta({ description: 'ISO weekdays, 1 = Monday; empty without opening hours' }),
  opens: z.string().meta({ description: 'HH:MM, or empty' }),
  closes: z.string().meta({ description: 'HH:MM, or empty' }),
  status: z.enum(STORE_STATUS_VALUES),
  closedAt: instant.nullable(),
  updatedAt: instant.meta({ description: 'The version to send back with a change' }),
});
export type StaffStore = z.infer<typeof staffStoreSchema>;

/** GET /api/admin/stores: by country, city, name and id; `next` is the cursor of the next page. */
export const staffStorePageSchema = z.strictObject({ items: z.array(staffStoreSchema), total: count, next: z.string().nullable() });
export type StaffStorePage = z.infer<typeof staffStorePageSchema>;

/** The orders a shipments CSV marked shipped, in number order. */
export const shipmentImportResultSchema = z.strictObject({
  shipped: z.array(z.strictObject({ id: z.string().meta({ format: 'uuid' }), number: z.number().int() })),
});
export type ShipmentImportResult = z.infer<typeof shipmentImportResultSchema>;

/** What a CSV import of stores did, row by row. */
export const storeImportResultSchema = z.strictObject({ created: count, updated: count, unchanged: count });
export type StoreImportResult = z.infer<typeof storeImportResultSchema>;

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
export type StaffTranslationStatus = (typeof TRANSLATION_STATUSES)[number];
const translationStatus = z.enum(TRANSLATION_STATUSES);

/** GET /api/admin/content/{kind}: every item × locale where the item exists (lib/server/staff/content.ts translationMatrix). */
export const staffContentMatrixSchema = z.strictObject({
  kind: z.enum(CONTENT_SEGMENTS),
  locales: z.array(z.enum(locales)),
  source: z.enum(locales),
  totals: z.record(translationStatus, count),
  items: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      revision: z.number().int().meta({ description: 'Published changes of the English text' }),
      cells: z.partialRecord(z.enum(locales), z.strictObject({ status: translationStatus, draft: z.boolean().meta({ description: 'An unpublished edit' }) })),
    }),
  ),
});
export type StaffContentMatrix = z.infer<typeof staffContentMatrixSchema>;

/** What the editor view says about the draft's scheduled publication; `failed`: the last attempt's error, once the scheduler gave up. */
export const staffScheduleSchema = z.strictObject({
  publishAt: instant,
  timeZone: z.string().meta({ description: 'The IANA time zone the editor chose, to show the time in' }),
  by: z.string().meta({ description: 'Who scheduled it (the publication is theirs)' }),
  failed: z.string().nullable().meta({ description: 'Why it did not publish, once the scheduler has given up' }),
});
export type StaffSchedule = z.infer<typeof staffScheduleSchema>;

const ORIGINS = ['files', 'back_office'] as const;

/**
 * GET /api/admin/content/{kind}/{id}/{locale} and every change made in the editor: the side-by-side
 * editor of one item in one locale (contentEditor), its texts in the kind's schema (`texts`).
 */
export const staffContentEditorSchemaOf = <T extends z.ZodType>(texts: T) =>
  z.strictObject({
    id: z.string(),
    kind: z.enum(CONTENT_SEGMENTS),
    locale: z.enum(locales),
    reference: z.enum(locales),
    source: z.strictObject({ locale: z.enum(locales), revision: z.number().int().meta({ description: 'Published changes of the English text' }) }),
    status: translationStatus,
    revision: z.number().int().meta({ description: 'Published changes of this text' }),
    basedOn: z.number().int().meta({ description: 'The English revision this translation was made from (or confirmed against)' }),
    editedIn: z.enum(ORIGINS).meta({ description: 'Where the live text was last published from: the content files or the back office' }),
    published: texts.nullable(),
    referenceTexts: texts.nullable(),
    draft: z.strictObject({ fields: texts, version: instant, by: z.string().nullable() }).nullable(),
    /** The review step: whether this kind needs it, whether the draft was sent (when, by whom), and whether the viewer may publish it. */
    review: z.strictObject({ required: z.boolean(), requestedAt: instant.nullable(), requestedBy: z.string().nullable(), canPublish: z.boolean() }),
    schedule: staffScheduleSchema.nullable().meta({ description: 'When the draft publishes by itself, or null' }),
    versions: z.array(
      z.strictObject({
        id: z.number().int(),
        name: z.string(),
        fields: texts,
        publishedAt: instant,
        by: z.string().nullable().meta({ description: 'Who published it' }),
        origin: z.enum(ORIGINS).meta({ description: 'files: the text the content files had loaded, kept when first replaced' }),
      }),
    ),
  });

/** The editor view of any kind: its texts are the kind's fields by name. */
export const staffContentEditorSchema = staffContentEditorSchemaOf(z.record(z.string(), z.unknown()));
export type StaffContentEditor = z.infer<typeof staffContentEditorSchema>;

/** GET/PUT /api/admin/settings/review: every content kind with whether its drafts need review, and the version to save over. */
export const staffReviewSettingSchema = z.strictObject({
  kinds: z.array(z.strictObject({ kind: z.enum(CONTENT_SEGMENTS), required: z.boolean() })),
  version: z.string(),
});
export type StaffReviewSetting = z.infer<typeof staffReviewSettingSchema>;

/** POST /api/admin/session: the password was right; next, enrol an authenticator (first sign-in) or enter a code. */
export const staffSignInStepSchema = z.strictObject({ next: z.enum(['enrol', 'code']) });
export type StaffSignInStep = z.infer<typeof staffSignInStepSchema>;

/** GET /api/admin/session/second-factor: the authenticator secret to enrol (first sign-in only). */
export const staffEnrolmentSchema = z.strictObject({
  secret: z.string().meta({ description: 'Base32, to type by hand' }),
  uri: z.string().meta({ description: 'otpauth://totp/… (RFC 6238: SHA-1, 6 digits, 30 s)' }),
  qr: z.string().meta({ description: 'The URI as a QR code, an SVG data URL' }),
});
export type StaffEnrolment = z.infer<typeof staffEnrolmentSchema>;

/** POST /api/admin/session/second-factor: signed in; enrolling returns ten recovery codes, once. */
export const staffSignedInSchema = z.strictObject({
  recoveryCodes: z.array(z.string()).nullable().meta({ description: 'Ten codes, shown once, when this sign-in enrolled the authenticator' }),
});
export type StaffSignedIn = z.infer<typeof staffSignedInSchema>;

/** POST /api/admin/mail/failures/{id}/retry: the mail queued again. */
export const mailRetrySchema = z.strictObject({ retried: z.string().meta({ format: 'uuid' }) });

/** Where an uploaded image is used (GET /api/admin/media/{id}); none means it may be deleted. */
export const MEDIA_USE_KINDS = ['slide', 'news', 'brand', 'timeline', 'certificate', 'product', 'settings', 'draft', 'version'] as const;
export const staffMediaUseSchema = z.strictObject({
  kind: z.enum(MEDIA_USE_KINDS),
  id: z.string().meta({ description: 'The item (for drafts and versions `{content kind}:{item}`)' }),
  locale: z.string().nullable(),
  label: z.string().meta({ description: 'The place, as the library names it' }),
});
export type StaffMediaUse = z.infer<typeof staffMediaUseSchema>;
export const staffMediaUsageSchema = z.strictObject({ id: z.string(), image: staffMediaSchema, uses: z.array(staffMediaUseSchema) });
export type StaffMediaUsage = z.infer<typeof staffMediaUsageSchema>;

/** Why an XLIFF import left a unit out (the messages name each: AdminContent.exchange.reason). */
export const XLIFF_IMPORT_REASONS = [
  'unknown_id',
  'duplicate',
  'stale_source',
  'draft_changed',
  'empty_target',
  'placeholder_missing',
  'placeholder_added',
  'markup_missing',
  'markup_added',
  'markup_broken',
  'too_long',
  'invalid',
  'incomplete',
] as const;
export type XliffImportReason = (typeof XLIFF_IMPORT_REASONS)[number];

/** One unit of an imported XLIFF file, by its id `{kind}:{item}:{field}` (null parts when the id could not be read). */
export const xliffImportLineSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(CONTENT_SEGMENTS).nullable(),
  item: z.string().nullable(),
  field: z.string().nullable(),
  reason: z.enum(XLIFF_IMPORT_REASONS).optional(),
  /** The code, placeholder or limit concerned, as the file or the schema names it. */
  detail: z.string().optional().meta({ description: 'The code, placeholder or limit concerned, as the file or the schema names it' }),
});
export type XliffImportLine = z.infer<typeof xliffImportLineSchema>;

/** POST /api/admin/translations/xliff: what the import did, unit by unit. */
export const xliffImportReportSchema = z.strictObject({
  locale: z.enum(locales),
  /** Items whose draft in `locale` the import wrote. */
  drafts: z.array(z.strictObject({ kind: z.enum(CONTENT_SEGMENTS), item: z.string() })),
  saved: z.array(xliffImportLineSchema),
  unchanged: z.array(xliffImportLineSchema),
  rejected: z.array(xliffImportLineSchema),
});
export type XliffImportReport = z.infer<typeof xliffImportReportSchema>;
