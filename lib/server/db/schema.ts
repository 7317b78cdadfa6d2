/**
 * The database schema. Localized content lives in `*_texts` tables keyed by (id, locale),
 * so every query reads one language with an index lookup. No 'server-only' import here:
 * drizzle-kit and the seed script load this module outside Next.js.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../../i18n/routing';
import type { StoreHours } from '../../types/stores';
import type { OrderStatus } from '../../validations/order';

const citext = customType<{ data: string }>({ dataType: () => 'citext' });
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const locale = () => text('locale').notNull();

// ---------- site settings ----------
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const siteSettingTexts = pgTable(
  'site_setting_texts',
  {
    key: text('key').notNull(),
    locale: locale(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale] })],
);

// ---------- catalogue ----------
export const productCategories = pgTable('product_categories', {
  id: text('id').primaryKey(),
  position: integer('position').notNull().default(0),
});

export const productCategoryTexts = pgTable(
  'product_category_texts',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => productCategories.id),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    stock: integer('stock').notNull().default(0),
    comingSoon: boolean('coming_soon').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    position: integer('position').notNull().default(0),
    releasedAt: date('released_at').notNull(),
    video: text('video'),
    videoPoster: text('video_poster'),
    /** What the product's variants (product_colors) are: colours, or sizes (a shampoo's 250 ml and 500 ml). */
    variantKind: text('variant_kind').$type<'colour' | 'size'>().notNull().default('colour'),
    /** `draft`: made in the back office and not yet for sale; the shop shows only `active` products (migration 0020). */
    status: text('status').$type<'draft' | 'active'>().notNull().default('active'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('products_category_idx').on(t.categoryId, t.position)],
);

/**
 * A product's price in a market other than the US (whose price is `products.price_cents`), in the
 * market currency's minor unit (lib/shop/markets.ts). Filled for every new product by the trigger
 * of migration 0021 from its US price; staff may change it.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    market: text('market').notNull(),
    amount: integer('amount').notNull(),
    updatedAt: updated(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.market] })],
);

export const productTexts = pgTable(
  'product_texts',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
    tagline: text('tagline').notNull().default(''),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    specs: jsonb('specs').$type<{ label: string; value: string }[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] })],
);

export const productColors = pgTable(
  'product_colors',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    hex: text('hex').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.id] })],
);

export const productColorTexts = pgTable(
  'product_color_texts',
  {
    productId: text('product_id').notNull(),
    colorId: text('color_id').notNull(),
    locale: locale(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.colorId, t.locale] })],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: text('color_id').notNull(),
    position: integer('position').notNull(),
    src: text('src').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.colorId, t.position] })],
);

export const productNotifications = pgTable(
  'product_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: citext('email').notNull(),
    locale: locale(),
    createdAt: created(),
    /** Double opt-in: the SHA-256 of the token mailed to the address, until it is used or expires. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** Set when the mailed link was confirmed; only confirmed requests are ever mailed about the product. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('product_notifications_unique').on(t.productId, t.email), uniqueIndex('product_notifications_confirm_idx').on(t.confirmTokenHash)],
);

/**
 * One-click unsubscribe links of the "available now" mails: only each token's SHA-256, with the
 * address it was sent to. A token stays valid (the link in an old mail keeps working) and ends
 * every pending request of that address.
 */
export const noticeUnsubscribes = pgTable(
  'notice_unsubscribes',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: citext('email').notNull(),
    createdAt: created(),
  },
  (t) => [index('notice_unsubscribes_email_idx').on(t.email)],
);

// ---------- news ----------
export const newsCategories = pgTable('news_categories', {
  id: text('id').primaryKey(),
  position: integer('position').notNull().default(0),
});

export const newsCategoryTexts = pgTable(
  'news_category_texts',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
);

export const news = pgTable(
  'news',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => newsCategories.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    image: text('image').notNull(),
    video: text('video'),
    videoPoster: text('video_poster'),
    baseViews: integer('base_views').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** The version the news screen sends back with a change (views do not move it). */
    updatedAt: updated(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt), index('news_category_idx').on(t.categoryId, t.publishedAt)],
);

/** Articles staff chose as related to an article, in order; the page fills up with the same category's newest. */
export const newsRelated = pgTable(
  'news_related',
  {
    newsId: text('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    relatedId: text('related_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.relatedId] })],
);

export const newsTexts = pgTable(
  'news_texts',
  {
    newsId: text('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    source: text('source').notNull().default(''),
    body: text('body').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.locale] })],
);

/** One row per article, visitor and day: the view counter counts each visitor once a day. */
export const newsViews = pgTable(
  'news_views',
  {
    newsId: text('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.visitor, t.day] })],
);

// ---------- FAQ, downloads, brand ----------
export const faqCategories = pgTable('faq_categories', {
  id: text('id').primaryKey(),
  position: integer('position').notNull().default(0),
});

export const faqCategoryTexts = pgTable(
  'faq_category_texts',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
);

export const faqs = pgTable('faqs', {
  id: text('id').primaryKey(),
  categoryId: text('category_id')
    .notNull()
    .references(() => faqCategories.id),
  position: integer('position').notNull().default(0),
});

export const faqTexts = pgTable(
  'faq_texts',
  {
    faqId: text('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    locale: locale(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.faqId, t.locale] })],
);

export const downloadCategories = pgTable('download_categories', {
  id: text('id').primaryKey(),
  position: integer('position').notNull().default(0),
});

export const downloadCategoryTexts = pgTable(
  'download_category_texts',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => downloadCategories.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] })],
);

export const downloads = pgTable('downloads', {
  id: text('id').primaryKey(),
  categoryId: text('category_id')
    .notNull()
    .references(() => downloadCategories.id),
  file: text('file').notNull(),
  mime: text('mime').notNull(),
  bytes: integer('bytes').notNull(),
  publishedAt: date('published_at').notNull(),
  /** The version staff saw: category, date and file are saved over it (409 otherwise). */
  updatedAt: updated(),
});

/**
 * Files staff uploaded for the downloads page (PDF, ZIP, PNG, JPEG), kept in the database so every
 * instance serves them, at `/api/files/{id}/{name}`. A file never changes under its id: a
 * replacement is a new upload; the same bytes uploaded twice are one file.
 */
/**
 * Avatars (256×256 WebP, re-encoded on upload), kept in the database so that every instance of
 * the app serves every avatar: no local disk to share between instances (issue 14).
 */
export const avatarImages = pgTable('avatar_images', {
  id: text('id').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: created(),
});

/**
 * The sandbox payment provider's charges by idempotency key: a repeated key gets the first
 * answer on whichever instance it reaches, as a real provider's API would give it.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  ok: boolean('ok').notNull(),
  ref: text('ref'),
  code: text('code'),
  createdAt: created(),
});

/** The sandbox's refunds by idempotency key, against the charge they return money from (migration 0033). */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    chargeRef: text('charge_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    ref: text('ref').notNull(),
    createdAt: created(),
  },
  (t) => [index('sandbox_refunds_charge_idx').on(t.chargeRef)],
);

export const downloadFiles = pgTable(
  'download_files',
  {
    id: text('id').primaryKey(),
    /** The file name offered to the browser (safe characters only, extension of its type). */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: created(),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('download_files_sha256_idx').on(t.sha256)],
);

export const downloadTexts = pgTable(
  'download_texts',
  {
    downloadId: text('download_id')
      .notNull()
      .references(() => downloads.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.downloadId, t.locale] })],
);

/**
 * The policies and legal pages (terms, privacy, shipping, returns, imprint, withdrawal: lib/server/policies/pages.ts),
 * one row per page and locale, edited as the content kind `policy`. `body` is rich text as
 * lib/server/rich-text.ts leaves it: a section starts with an <h3> ending in its anchor `{#id}`, a
 * market table is a paragraph `{table:rates}`, and facts are placeholders (`{returnDays}`) filled
 * at render. `updated` is the day the text was last published: the page's "last updated".
 */
export const policyTexts = pgTable(
  'policy_texts',
  {
    policyId: text('policy_id').notNull(),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    intro: text('intro').notNull(),
    body: text('body').notNull(),
    updated: date('updated').notNull(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.locale] })],
);

export const brandSections = pgTable('brand_sections', {
  id: text('id').primaryKey(),
  position: integer('position').notNull().default(0),
  image: text('image'),
});

export const brandSectionTexts = pgTable(
  'brand_section_texts',
  {
    sectionId: text('section_id')
      .notNull()
      .references(() => brandSections.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    /** Rich text: HTML as lib/server/rich-text.ts leaves it (sanitised on save and again on render). */
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.locale] })],
);

/** The brand page's history: events in the order of their years; the picture is optional (an image of the library). */
export const timelineEvents = pgTable('timeline_events', {
  id: text('id').primaryKey(),
  year: integer('year').notNull(),
  image: text('image'),
  /** The version the brand screen sends back with a change. */
  updatedAt: updated(),
});

export const timelineEventTexts = pgTable(
  'timeline_event_texts',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => timelineEvents.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.locale] })],
);

export const certificates = pgTable('certificates', {
  id: text('id').primaryKey(),
  year: integer('year').notNull(),
  image: text('image').notNull(),
  /** The version the brand screen sends back with a change. */
  updatedAt: updated(),
});

export const certificateTexts = pgTable(
  'certificate_texts',
  {
    certificateId: text('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.certificateId, t.locale] })],
);

export const slides = pgTable('slides', {
  id: text('id').primaryKey(),
  position: integer('position').notNull().default(0),
  image: text('image').notNull(),
  href: text('href').notNull(),
  /** The version the slide screen sends back with a change. */
  updatedAt: updated(),
});

export const slideTexts = pgTable(
  'slide_texts',
  {
    slideId: text('slide_id')
      .notNull()
      .references(() => slides.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    cta: text('cta').notNull(),
    alt: text('alt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slideId, t.locale] })],
);

// ---------- visitor messages and mail ----------
/** Where an online message stands in the staff inbox. */
export const MESSAGE_STATUSES = ['new', 'in_progress', 'answered', 'spam', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    contact: text('contact'),
    message: text('message').notNull(),
    locale: locale(),
    ipHash: text('ip_hash').notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('new'),
    assignedTo: uuid('assigned_to').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('messages_created_idx').on(t.createdAt), index('messages_status_idx').on(t.status, t.createdAt)],
);

/**
 * Requests and server errors (5xx answers) per UTC day, for the back office's dashboard: each app
 * instance counts in memory and adds its counts here every minute and when it stops
 * (scripts/lib/request-days.mjs). Static files and health, readiness and metrics probes are not
 * counted. Prometheus (GET /api/metrics) has the live, per-route figures.
 */
export const requestDays = pgTable('request_days', {
  day: date('day').primaryKey(),
  requests: bigint('requests', { mode: 'number' }).notNull().default(0),
  serverErrors: bigint('server_errors', { mode: 'number' }).notNull().default(0),
});

/** The thread of a message in the inbox: staff notes (internal) and replies sent by email. */
export const messageEvents = pgTable(
  'message_events',
  {
    id: serial('id').primaryKey(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    /** The staff member's name at the time. */
    author: text('author').notNull(),
    kind: text('kind').$type<'note' | 'reply'>().notNull(),
    body: text('body').notNull(),
    /** The reply's mail in the outbox. */
    outboxId: uuid('outbox_id'),
    createdAt: created(),
  },
  (t) => [index('message_events_message_idx').on(t.messageId, t.id)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    createdAt: created(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Extra headers, e.g. List-Unsubscribe on alert mails. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The mail's credentials (link tokens), sealed with MAIL_SECRET_KEY; cleared once delivered (mail-secrets.ts). */
    secrets: text('secrets'),
    /**
     * When a delivery attempt may next take the mail: now when queued, later after a failure
     * (exponential backoff), and a lease ahead while an attempt is under way (lib/server/mail.ts).
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Given up after MAIL_MAX_ATTEMPTS failed attempts (last_error says why); never tried again. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
    /** The order the mail is about, listed on it in the back office; kept when the order goes (set null). */
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.createdAt)
      .where(sql`sent_at is null`),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null and dead_at is null`),
    index('outbox_order_idx')
      .on(t.orderId)
      .where(sql`order_id is not null`),
  ],
);

// ---------- investor alerts ----------
export const ALERT_TOPICS = ['announcements', 'news'] as const;
export type AlertTopic = (typeof ALERT_TOPICS)[number];

/**
 * One address subscribed to email alerts (double opt-in). `pending*` hold what the last request
 * asked for until its emailed link is confirmed; the unsubscribe token is in every alert mail, so
 * it is kept as is (it can only end this subscription).
 */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: citext('email').notNull().unique(),
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    locale: text('locale').notNull(),
    topics: text('topics')
      .array()
      .$type<AlertTopic[]>()
      .notNull()
      .default(sql`'{}'`),
    pendingLocale: text('pending_locale'),
    pendingTopics: text('pending_topics').array().$type<AlertTopic[]>(),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: created(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    index('alert_subscriptions_active_idx')
      .on(t.locale)
      .where(sql`status = 'active'`),
    check('alert_subscriptions_status_check', sql`${t.status} in ('pending', 'active', 'unsubscribed')`),
  ],
);

/** The alert sent for an article in one language (at most one, whatever happens to the article later). */
export const alertDispatches = pgTable(
  'alert_dispatches',
  {
    newsId: text('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    topic: text('topic').$type<AlertTopic>().notNull(),
    recipients: integer('recipients').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ name: 'alert_dispatches_pk', columns: [t.newsId, t.locale] })],
);

// ---------- accounts ----------
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: citext('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  phone: text('phone'),
  locale: locale().default('en'),
  avatar: text('avatar'),
  role: text('role').notNull().default('customer'),
  /** Set by an admin: sign-in refuses the account and its sessions are gone. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: created(),
  updatedAt: updated(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: created(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: created(),
});

// ---------- back office ----------
/**
 * Staff are not customers: their own table, sign-in, sessions and roles. `admin` does everything and
 * manages staff; `editor` content, products and translations; `support` messages, orders and
 * customers (read-only).
 */
export const STAFF_ROLES = ['admin', 'editor', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staff = pgTable('staff', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: citext('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  passwordHash: text('password_hash').notNull(),
  /** TOTP secret (RFC 6238), sealed with STAFF_SECRET_KEY (`lib/server/staff/secret-box.ts`); null until enrolled. */
  totpSecret: text('totp_secret'),
  totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is good once. */
  totpLastStep: integer('totp_last_step'),
  /** Wrong second-factor codes since the last correct one, across pending sign-ins and addresses. */
  totpFailures: integer('totp_failures').notNull().default(0),
  /** The slowdown: no code is checked before this time. */
  totpRetryAt: timestamp('totp_retry_at', { withTimezone: true }),
  /** The second factor is locked (even a correct code is refused) until this time. */
  totpLockedUntil: timestamp('totp_locked_until', { withTimezone: true }),
  /** The member's language for mails about the account: the back office's language at the last sign-in. */
  locale: text('locale'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: created(),
  updatedAt: updated(),
});

export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.codeHash] })],
);

/**
 * A staff session. It is `pending` between the password and the second factor: such a session can
 * enrol or enter a code, nothing else.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The token of the preview cookie (sent to the draft preview pages only), minted on request. */
    previewTokenHash: text('preview_token_hash').unique(),
    pending: boolean('pending').notNull().default(true),
    /** Second-factor attempts refused in this session (wrong, or too early); it ends at the fifth. */
    failedCodes: integer('failed_codes').notNull().default(0),
    /** The enrolment secret this pending sign-in showed last (sealed), and until when it may be confirmed. */
    enrolSecret: text('enrol_secret'),
    enrolExpiresAt: timestamp('enrol_expires_at', { withTimezone: true }),
    createdAt: created(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Password attempts per typed email, staff account or not (so a 429 says nothing about which
 * addresses are accounts); a correct password removes the row.
 */
export const staffPasswordAttempts = pgTable(
  'staff_password_attempts',
  {
    email: citext('email').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('staff_password_attempts_last_idx').on(t.lastAttemptAt)],
);

/** A forgotten staff password (migration 0026): single use, an hour at most, the token stored as its SHA-256. */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('staff_password_resets_staff_idx').on(t.staffId)],
);

/**
 * Every staff action: who, what, on which item, the state before and after, when and from where.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0026).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The staff member's email at the time, kept when the account is gone (or a system actor such as `cli:staff:add`). */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

// ---------- content editing ----------
/**
 * Kinds of content the back office edits; the texts of one item in one locale are a unit.
 * `settings` (one item, `site`: the company name and address) has a translation state but no
 * drafts: it is saved live from the settings screen.
 */
export const CONTENT_KINDS = [
  'product',
  'category',
  'news',
  'faq',
  'slide',
  'brand',
  'timeline',
  'certificate',
  'investor',
  'download',
  'policy',
  'settings',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * Where each item's text in each locale stands. `revision` counts published changes of the text;
 * a translation records the source locale's revision it was made from (`basedOn`): when the source
 * moves on, the translation is outdated. `editedIn` says who wrote the live text last: the content
 * files (`npm run content:publish`) never overwrite `back_office` work unless forced.
 */
export const translationState = pgTable(
  'translation_state',
  {
    kind: text('kind').$type<ContentKind>().notNull(),
    itemId: text('item_id').notNull(),
    locale: locale(),
    revision: integer('revision').notNull().default(1),
    basedOn: integer('based_on').notNull().default(1),
    editedIn: text('edited_in').$type<'files' | 'back_office'>().notNull().default('files'),
    updatedAt: updated(),
    updatedBy: uuid('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.locale] })],
);

/**
 * Items whose other fields staff changed in the back office (a product's price and flags, a
 * slide's image, link and order, an article's date, category, image and related articles): like texts marked `back_office` above, the content files do not
 * overwrite them unless forced.
 */
export const backOfficeEdits = pgTable(
  'back_office_edits',
  {
    kind: text('kind').$type<'product' | 'slide' | 'news' | 'download' | 'faq' | 'settings' | 'timeline' | 'certificate'>().notNull(),
    itemId: text('item_id').notNull(),
    updatedAt: updated(),
    updatedBy: uuid('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] })],
);

/** An unpublished edit of one item's texts in one locale; `updatedAt` is its version. */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    kind: text('kind').$type<ContentKind>().notNull(),
    itemId: text('item_id').notNull(),
    locale: locale(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    updatedAt: updated(),
    updatedBy: uuid('updated_by').references(() => staff.id, { onDelete: 'set null' }),
    /**
     * Sent for review (migration 0039; lib/server/staff/content-review.ts): when and by whom. A
     * kind that needs review publishes only a draft sent for review, by another editor or an
     * admin; saving the draft again takes it back out of review.
     */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    reviewRequestedBy: uuid('review_requested_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.locale] })],
);

/**
 * A draft's publication at a chosen time (lib/server/staff/scheduled-publishing.ts): at
 * `publish_at` the scheduler of one instance publishes the draft as it stands then, the way the
 * editor's Publish does. One per draft; it goes with the draft (published or discarded by hand).
 * `time_zone` is the zone the editor chose, to show the time as they entered it. A publication
 * that failed keeps its error in `last_error` and is tried again until `attempts` reaches the
 * scheduler's limit.
 */
export const contentSchedules = pgTable(
  'content_schedules',
  {
    kind: text('kind').$type<ContentKind>().notNull(),
    itemId: text('item_id').notNull(),
    locale: locale(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    scheduledBy: uuid('scheduled_by').references(() => staff.id, { onDelete: 'set null' }),
    /** Who scheduled it, as they were named then: the publication is theirs in the history and the audit log. */
    scheduledByName: text('scheduled_by_name').notNull(),
    scheduledByEmail: text('scheduled_by_email').notNull(),
    createdAt: created(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.locale] }),
    foreignKey({
      name: 'content_schedules_draft_fk',
      columns: [t.kind, t.itemId, t.locale],
      foreignColumns: [contentDrafts.kind, contentDrafts.itemId, contentDrafts.locale],
    }).onDelete('cascade'),
    index('content_schedules_due_idx').on(t.publishAt),
  ],
);

/** Every text published from the back office, and the one it replaced: the history to restore from. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ContentKind>().notNull(),
    itemId: text('item_id').notNull(),
    locale: locale(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => staff.id, { onDelete: 'set null' }),
    /** Who published it, as they were named then (kept when the staff account is gone). */
    publishedByName: text('published_by_name'),
    /** `files`: the text the content files had loaded, kept when the back office first replaced it. */
    origin: text('origin').$type<'files' | 'back_office'>().notNull().default('back_office'),
    /** The revision of this locale's text it was (`translation_state.revision`); null when kept before migration 0028. */
    revision: integer('revision'),
  },
  (t) => [index('content_versions_item_idx').on(t.kind, t.itemId, t.locale, t.publishedAt)],
);

// ---------- media ----------
/**
 * Images staff upload: checked by content, re-encoded without metadata, kept in the database (no
 * local disk, so every instance serves them) as WebP at the widths of `lib/media.ts`. `width` and
 * `height` are the largest variant's; `sha256` is the uploaded file's, so the same file twice is
 * one image. `alt` is what the image shows, per locale (a locale without one is missing, and the
 * pages keep their own wording); `focal_x`/`focal_y` the point a crop keeps in view, as fractions
 * of the width and height from the top left; `tags` are the library's own words for finding it.
 */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    alt: jsonb('alt').$type<Partial<Record<Locale, string>>>().notNull().default({}),
    focalX: doublePrecision('focal_x').notNull().default(0.5),
    focalY: doublePrecision('focal_y').notNull().default(0.5),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: created(),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('media_sha256_idx').on(t.sha256),
    index('media_created_idx').on(t.createdAt, t.id),
    index('media_tags_idx').using('gin', t.tags),
    check('media_focal_range', sql`${t.focalX} between 0 and 1 and ${t.focalY} between 0 and 1`),
  ],
);

export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width] })],
);

// ---------- shop ----------
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: text('color_id'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  anonTokenHash: text('anon_token_hash').unique(),
  createdAt: created(),
  updatedAt: updated(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: text('color_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('cart_items_line').on(t.cartId, t.productId, t.colorId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    city: text('city').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default')
      .on(t.userId)
      .where(sql`is_default`),
  ],
);

export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holder: text('holder').notNull(),
    billingAddressId: uuid('billing_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('cards_user_idx').on(t.userId),
    uniqueIndex('cards_one_default')
      .on(t.userId)
      .where(sql`is_default`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    /** Null for a guest's order (migration 0022), until the guest claims it with an account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's email and language: where the confirmation and the status mails go. */
    email: text('email'),
    locale: text('locale'),
    /** A guest order's idempotency scope: the hash of the guest cart token. */
    guestKey: text('guest_key'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** What was charged, in the currency's minor unit (migration 0021: market, tax, shipping method). */
    market: text('market').notNull().default('US'),
    currency: text('currency').notNull().default('USD'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    shippingMethod: text('shipping_method').notNull().default('standard'),
    /** VAT contained in the total (`taxIncluded`) or US sales tax added to it. */
    taxCents: integer('tax_cents').notNull().default(0),
    taxIncluded: boolean('tax_included').notNull().default(false),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    address: jsonb('address').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    paymentRef: text('payment_ref'),
    /** Set by staff when the order ships. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('orders_idempotency').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_guest_idempotency')
      .on(t.guestKey, t.idempotencyKey)
      .where(sql`guest_key is not null`),
    index('orders_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Links that open one order without an account (the guest's mail): only the token's SHA-256, with an expiry. */
export const orderLinks = pgTable(
  'order_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: created(),
  },
  (t) => [index('order_links_order_idx').on(t.orderId)],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    colorId: text('color_id').notNull(),
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId, t.colorId] })],
);

export const orderStatusHistory = pgTable('order_status_history', {
  id: serial('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  /** The staff member who made the change (null: the buyer or the checkout). */
  staffId: uuid('staff_id').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff's internal notes on an order (never shown or sent to the buyer), oldest first. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    /** The staff member's name at the time. */
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: created(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);

/** A line given back by a refund: which order line, how many, at the unit price paid (minor units, before added sales tax). */
export interface RefundLine {
  productId: string;
  colorId: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * Money staff gave back on an order (migration 0033): lines and/or shipping, the amount in the
 * order's currency (minor units, tax included), whether the lines went back into stock, the
 * provider's refund reference and the idempotency key the provider was called with.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<RefundLine[]>().notNull(),
    /** The shipping charge given back (before added sales tax); 0 when shipping was not refunded. */
    shippingCents: integer('shipping_cents').notNull().default(0),
    restocked: boolean('restocked').notNull(),
    reason: text('reason').notNull(),
    /**
     * `pending` from the moment staff decide the refund until the payment provider has confirmed it
     * (migration 0041): it counts against what is left to refund, and only `done` has its stock,
     * audit entry and mail. The provider is called outside any transaction (lib/server/staff/refunds.ts).
     */
    status: text('status').$type<'pending' | 'done'>().notNull().default('done'),
    /** The provider's reference; null while pending. */
    providerRef: text('provider_ref'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    staffId: uuid('staff_id').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    index('refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    check('refunds_amount', sql`${t.amountCents} > 0`),
    check('refunds_status', sql`${t.status} in ('pending', 'done') and (${t.status} = 'pending' or ${t.providerRef} is not null)`),
  ],
);

/**
 * A buyer's request to send back lines of a shipped or delivered order (migration 0024): a reason
 * (lib/validations/returns.ts), an optional comment and a status staff move on.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    comment: text('comment').notNull().default(''),
    /** requested → approved / rejected, approved → refunded. */
    status: text('status').notNull().default('requested'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_status_idx').on(t.status, t.createdAt),
    check('return_requests_reason', sql`${t.reason} in ('changed_mind', 'damaged', 'wrong_item', 'not_as_described', 'other')`),
    check('return_requests_status', sql`${t.status} in ('requested', 'approved', 'rejected', 'refunded')`),
  ],
);

/**
 * A buyer's withdrawal from the contract of an order (migration 0038): the statement the
 * withdrawal function on the order page sends (EU Directive 2023/2673, the right of withdrawal of
 * the order's market), at most one per order. `outcome` says what it did: an order that had not
 * shipped was cancelled and refunded; a shipped one got a return request for what was left to
 * send back (`returnRequestId`, null when every line already had one). The acknowledgement mail
 * quotes `name`, `email` and `receivedAt`.
 */
export const orderWithdrawals = pgTable(
  'order_withdrawals',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Sent from the account's order page, or from a guest order's mailed link. */
    channel: text('channel').notNull(),
    outcome: text('outcome').notNull(),
    returnRequestId: uuid('return_request_id').references(() => returnRequests.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_withdrawals_channel', sql`${t.channel} in ('account', 'link')`),
    check('order_withdrawals_outcome', sql`${t.outcome} in ('cancelled', 'return')`),
  ],
);

/** The order lines a return request asks back, with how many of each. */
export const returnRequestItems = pgTable(
  'return_request_items',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    colorId: text('color_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.productId, t.colorId] }), check('return_request_items_quantity', sql`${t.quantity} > 0`)],
);

// ---------- search ----------
/**
 * One row per searchable item and locale. `folded` columns are lower-cased, accent-stripped text,
 * and CJK text is pre-segmented into space-separated words, so pg_trgm indexes serve every locale.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    type: text('type').notNull(),
    refId: text('ref_id').notNull(),
    locale: locale(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    url: text('url').notNull(),
    titleFolded: text('title_folded').notNull(),
    summaryFolded: text('summary_folded').notNull().default(''),
    bodyFolded: text('body_folded').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.refId, t.locale] }),
    index('search_title_trgm').using('gin', sql`${t.titleFolded} gin_trgm_ops`),
    index('search_summary_trgm').using('gin', sql`${t.summaryFolded} gin_trgm_ops`),
    index('search_body_trgm').using('gin', sql`${t.bodyFolded} gin_trgm_ops`),
  ],
);

// ---------- dealer applications ----------
/** Where a "Become a dealer" application stands with the partner team. */
export const DEALER_STATUSES = ['new', 'contacted', 'accepted', 'declined'] as const;
export type DealerStatus = (typeof DEALER_STATUSES)[number];

/** An application from /dealer; `updatedAt` is the version staff send back with a change. */
export const dealerApplications = pgTable(
  'dealer_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company: text('company').notNull(),
    country: text('country').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    companyWebsite: text('company_website'),
    channels: text('channels').array().notNull(),
    volume: text('volume').notNull(),
    message: text('message').notNull(),
    locale: locale(),
    ipHash: text('ip_hash').notNull(),
    /** The client's Idempotency-Key: a repeated submission answers with the first application. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of what was sent, to tell a repeat from a different application under the same key. */
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<DealerStatus>().notNull().default('new'),
    note: text('note').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('dealer_applications_status_idx').on(t.status, t.createdAt),
    index('dealer_applications_country_idx').on(t.country, t.createdAt),
    uniqueIndex('dealer_applications_idempotency').on(t.idempotencyKey),
  ],
);

// ---------- store locator ----------
/**
 * Cooperating stores and agents (/stores, migration 0016). `citySearch` is every spelling of the
 * city folded by lib/search/fold.ts (` munich munchen 慕尼黑 `); `postcodeKey` the postcode in
 * capitals without spaces or dashes, so a prefix typed either way matches. Staff keep the list
 * current at /admin/stores (create, edit, close, CSV import and export).
 */
export const stores = pgTable(
  'stores',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'store' | 'agent'>().notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    city: text('city').notNull(),
    cityLocal: text('city_local'),
    citySearch: text('city_search').notNull(),
    postcode: text('postcode').notNull().default(''),
    postcodeKey: text('postcode_key').notNull().default(''),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    hours: jsonb('hours').$type<StoreHours>(),
    /** Set while the store is closed (migration 0031): the public finder no longer lists it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('stores_country_city').on(t.country, t.city, t.kind, t.name),
    index('stores_city_trgm').using('gin', sql`${t.citySearch} gin_trgm_ops`),
    index('stores_postcode').using('btree', sql`${t.postcodeKey} text_pattern_ops`),
  ],
);

// ---------- investor relations (issue 17, migration 0018) ----------
export const REPORT_PERIODS = ['Q1', 'Q2', 'Q3', 'Q4', 'H1', 'FY'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_KINDS = ['quarterly', 'interim', 'annual'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Financial reports, one per year and period; the PDF is a file under public/downloads/reports. */
export const financialReports = pgTable(
  'financial_reports',
  {
    id: text('id').primaryKey(),
    year: integer('year').notNull(),
    period: text('period').$type<ReportPeriod>().notNull(),
    kind: text('kind').$type<ReportKind>().notNull(),
    file: text('file').notNull(),
    bytes: integer('bytes').notNull(),
    publishedAt: date('published_at').notNull(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('financial_reports_year_period_idx').on(t.year, t.period)],
);

export const financialReportTexts = pgTable(
  'financial_report_texts',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => financialReports.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.locale] })],
);

export const INVESTOR_EVENT_KINDS = ['earnings_call', 'agm', 'conference'] as const;
export type InvestorEventKind = (typeof INVESTOR_EVENT_KINDS)[number];

/** The investor events calendar: instants in UTC, shown in the event's own time zone (IANA name). */
export const investorEvents = pgTable(
  'investor_events',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<InvestorEventKind>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    updatedAt: updated(),
  },
  (t) => [index('investor_events_starts_idx').on(t.startsAt)],
);

export const investorEventTexts = pgTable(
  'investor_event_texts',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => investorEvents.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.locale] })],
);
