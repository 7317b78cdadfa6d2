import type { Locale } from '@/i18n/routing';
import type { ProductStatus } from '@/lib/validations/content';
import type { DEALER_STATUS_VALUES } from '@/lib/validations/dealer-admin';
import type { MESSAGE_STATUS_VALUES } from '@/lib/validations/inbox';
import type { OrderStatus } from '@/lib/validations/order';
import type { ReturnStatus } from '@/lib/validations/returns';
import type { SiteFacts, SiteOperations } from '@/lib/validations/settings';
import type { STAFF_ROLE_VALUES } from '@/lib/validations/staff';
import type { OrderDetail, ReturnRequestView } from './shop';

// What the back office's API answers, one type for the server that builds the answer
// (lib/server/staff/*) and the screen that reads it (components/admin/*).

/** A buyer's return request as GET /api/admin/returns lists it: what the buyer sees, and whose, and what can come next. */
export interface StaffReturn extends ReturnRequestView {
  updatedAt: string;
  order: { id: string; number: number; status: string };
  customer: { name: string; email: string };
  /** The statuses it may move to from here. */
  next: ReturnStatus[];
}

/** A home slide as GET /api/admin/slides lists it, with its English title. */
export interface StaffSlide {
  id: string;
  title: string;
  image: string;
  href: string;
  position: number;
  updatedAt: string;
}

/** A download as GET /api/admin/downloads lists it, with its English title. */
export interface StaffDownload {
  id: string;
  title: string;
  categoryId: string;
  publishedAt: string;
  file: string;
  mime: string;
  bytes: number;
  updatedAt: string;
}

export type DealerApplicationStatus = (typeof DEALER_STATUS_VALUES)[number];

/** A dealer application as GET /api/admin/dealers lists it (never the applicant's address hash). */
export interface StaffDealerApplication {
  id: string;
  company: string;
  country: string;
  contactName: string;
  email: string;
  phone: string | null;
  companyWebsite: string | null;
  channels: string[];
  volume: string;
  message: string;
  locale: string;
  status: DealerApplicationStatus;
  note: string;
  createdAt: string;
  updatedAt: string;
}

/** A customer account in the list of GET /api/admin/customers. */
export interface StaffCustomerRow {
  id: string;
  email: string;
  name: string;
  locale: string;
  createdAt: string;
  disabled: boolean;
  orderCount: number;
}

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

/** One UTC day of the dashboard's charts. */
export interface StaffDashboardDay {
  /** YYYY-MM-DD. */
  day: string;
  /** Paid orders of the market that day (paid, shipped or delivered since). */
  orders: number;
  /** Their totals, in the market currency's minor unit. */
  revenue: number;
  /** Messages received. */
  messages: number;
  /** Mails given up that day after their last failed attempt. */
  mailFailures: number;
}

/** Texts of one language that are missing or made from an older English text, over every content kind. */
export interface StaffTranslationDebt {
  locale: Locale;
  missing: number;
  outdated: number;
}

/** The back office's first screen (GET /api/admin/dashboard?period=&market=): a figure the role does not cover is null. */
export interface StaffDashboard extends Record<
  | 'messagesThisWeek'
  | 'messagesWaiting'
  | 'ordersToShip'
  | 'returnsWaiting'
  | 'newDealerApplications'
  | 'lowStock'
  | 'missingTranslations'
  | 'outdatedTranslations'
  | 'mailsRetrying'
  | 'mailsFailed',
  number | null
> {
  /** The period's days, oldest first (support and admins). */
  series: { period: number; market: string; currency: string; days: StaffDashboardDay[] } | null;
  /** Per language (editors and admins). */
  translationDebt: StaffTranslationDebt[] | null;
}

/** A staff account as GET /api/admin/staff lists it. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: (typeof STAFF_ROLE_VALUES)[number];
  enrolled: boolean;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** An entry of the audit log (GET /api/admin/audit). */
export interface StaffAuditEntry {
  id: number;
  staffId: string | null;
  /** The member's email at the time, or a system actor such as `cli:staff:add`. */
  actor: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  at: string;
}

export interface StaffAuditPage {
  items: StaffAuditEntry[];
  /** The id to pass as `before` for the next page, null on the last. */
  nextBefore: number | null;
}

/** Why "still correct" left a text alone (`missing`, `not_outdated`) or stopped (`english_changed`, `not_found`). */
export type BulkRefusal = 'missing' | 'not_outdated' | 'english_changed' | 'not_found';

/** What POST /api/admin/content/{kind}/confirm answers. */
export interface BulkConfirmResult {
  /** False when a refusal stopped the action: then nothing changed and `confirmed` is empty. */
  applied: boolean;
  confirmed: { id: string; locale: Locale }[];
  /** `locale` is null when the refusal is the item's (not found, English changed). */
  refused: { id: string; locale: Locale | null; reason: BulkRefusal }[];
}

/** A page of GET /api/admin/dealers: `counts` per status over every country; `next` is the cursor of the next page. */
export interface StaffDealerPage {
  items: StaffDealerApplication[];
  counts: Partial<Record<DealerApplicationStatus, number>>;
  next: string | null;
}

/** A category to choose from, by its English name. */
export interface StaffCategoryOption {
  id: string;
  name: string;
}

/** GET /api/admin/faq: the questions in their categories' order, by their English question. */
export interface StaffFaqList {
  items: { id: string; categoryId: string; position: number; question: string }[];
  categories: StaffCategoryOption[];
}

export type MessageStatus = (typeof MESSAGE_STATUS_VALUES)[number];

/** A message in the inbox list (GET /api/admin/messages). */
export interface StaffMessageSummary {
  id: string;
  name: string | null;
  contact: string | null;
  /** The first 160 characters. */
  preview: string;
  locale: string;
  status: MessageStatus;
  assignedTo: string | null;
  assignee: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One message with its thread (GET /api/admin/messages/{id}). */
export interface StaffMessage extends StaffMessageSummary {
  message: string;
  /** The address a reply goes to; null when the contact is not an email address. */
  replyTo: string | null;
  thread: { id: number; kind: 'note' | 'reply'; author: string; body: string; createdAt: string }[];
}

export interface StaffMessagePage {
  items: StaffMessageSummary[];
  counts: Partial<Record<MessageStatus, number>>;
  /** The cursor of the next page (`createdAt|id`), null on the last. */
  next: string | null;
}

/** An article's language-independent settings with its English title (GET /api/admin/news). */
export interface StaffArticle {
  id: string;
  title: string;
  categoryId: string;
  publishedAt: string;
  image: string;
  related: string[];
  updatedAt: string;
}

export interface StaffNewsList {
  items: StaffArticle[];
  categories: StaffCategoryOption[];
}

/** An order in the list of GET /api/admin/orders. */
export interface StaffOrderRow {
  id: string;
  number: number;
  status: OrderStatus;
  totalCents: number;
  currency: string;
  createdAt: string;
  customer: string;
  email: string;
  /** Placed without an account. */
  guest: boolean;
  itemCount: number;
}

export interface StaffOrderPage {
  items: StaffOrderRow[];
  counts: Partial<Record<OrderStatus, number>>;
  /** The order number to pass as `before` for the next page, null on the last. */
  nextBefore: number | null;
}

/** One order as staff see it (GET /api/admin/orders/{id}). */
export interface StaffOrder extends Omit<OrderDetail, 'cancellable' | 'returnable' | 'history'> {
  updatedAt: string;
  customer: { id: string | null; name: string; email: string; locale: string };
  shipment: { carrier: string; trackingNumber: string; url: string | null } | null;
  history: { status: OrderStatus; at: string; by: string | null }[];
  /** The statuses staff may move it to from here. */
  next: OrderStatus[];
}

/** A product's language-independent settings with its English name (GET /api/admin/products). */
export interface StaffProduct {
  id: string;
  name: string;
  status: ProductStatus;
  categoryId: string;
  priceCents: number;
  currency: string;
  /** The other markets' prices, in their currency's minor unit. */
  prices: Record<string, number>;
  stock: number;
  comingSoon: boolean;
  featured: boolean;
  lowStock: boolean;
  updatedAt: string;
}

export interface StaffProductList {
  items: StaffProduct[];
  categories: StaffCategoryOption[];
}

/** The settings screen (GET /api/admin/settings). */
export interface StaffSettings {
  facts: SiteFacts;
  operations: SiteOperations;
  translation: Record<Locale, 'missing' | 'outdated' | 'done'>;
  /** The version to send back with a change. */
  version: string;
}

/** A colour or size of a product with its images and its name in every locale ('' where the English one shows). */
export interface StaffVariant {
  id: string;
  hex: string;
  images: { src: string; width: number; height: number }[];
  names: Record<Locale, string>;
}

/** GET /api/admin/products/{id}/variants. */
export interface StaffVariants {
  kind: 'colour' | 'size';
  variants: StaffVariant[];
  version: string;
}

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

/** What a CSV import did, row by row. */
export interface StoreImportResult {
  created: number;
  updated: number;
  unchanged: number;
}
