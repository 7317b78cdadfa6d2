import 'server-only';
import type { StaffOrder, StaffOrderPage } from '@/lib/types/staff';
import type { AddressSnapshot } from '@/lib/types/shop';
import { and, asc, desc, eq, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { isLocale, localeTags, routing, type Locale } from '@/i18n/routing';
import type { OrderStatus } from '@/lib/validations/order';
import { formatPrice } from '@/lib/marketing/format';
import { trackingUrl } from '@/lib/shop/tracking';
import { availabilityChanged } from '../cache';
import { getSiteSettings } from '../content/settings';
import { db, schema } from '../db';
import { assertVersion, notFound } from '../http/errors';
import { translator } from '../i18n';
import { log } from '../log';
import { type MailPart, renderMail } from '../mail-html';
import { siteLink } from '../site-link';
import { deliver, deliverLater, enqueueMail, type Mail } from '../mail';
import { queueAvailabilityNotices } from '../shop/availability-notices';
import { shopError } from '../shop/errors';
import { issueOrderLink, orderLinkPath } from '../shop/order-links';
import { cancelPaidOrder, getOrder, NEXT_STATUS } from '../shop/orders';
import { refundsOf } from '../shop/refund-records';
import { refundLeft } from '@/lib/shop/refund-amounts';
import { recordAudit } from './audit';
import { REFUNDABLE_STATUSES, staffRefunds } from './refunds';
import type { StaffSession } from './auth';

const o = schema.orders;

/** The buyer of an order: the account, or for a guest's order the email, language and recipient it was placed with. */
const buyerEmail = sql<string>`coalesce(${schema.users.email}, ${o.email})`;
const buyerName = sql<string>`coalesce(${schema.users.name}, ${o.address}->>'recipient')`;
const buyerLocale = sql<string>`coalesce(${schema.users.locale}, ${o.locale}, 'en')`;

/** Orders newest first, by status and by order number or customer email; `before` is the last order number of the page before. */
export async function listStaffOrders(filter: { status?: OrderStatus; q?: string; before?: number; limit: number }): Promise<StaffOrderPage> {
  const q = filter.q?.trim();
  const number = q && /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
  const where: (SQL | undefined)[] = [
    filter.status ? eq(o.status, filter.status) : undefined,
    q ? (number !== null ? eq(o.number, number) : ilike(buyerEmail, `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`)) : undefined,
    filter.before ? lt(o.number, filter.before) : undefined,
  ];
  const [rows, counts] = await Promise.all([
    db()
      .select({
        id: o.id,
        number: o.number,
        status: o.status,
        totalCents: o.totalCents,
        currency: o.currency,
        createdAt: o.createdAt,
        customer: buyerName,
        email: buyerEmail,
        guest: sql<boolean>`${o.userId} is null`,
        itemCount: sql<number>`(select coalesce(sum(quantity), 0)::int from order_items where order_id = ${o.id})`,
        refundedCents: sql<number>`(select coalesce(sum(amount_cents), 0)::int from refunds where order_id = ${o.id})`,
      })
      .from(o)
      .leftJoin(schema.users, eq(schema.users.id, o.userId))
      .where(and(...where))
      .orderBy(desc(o.number))
      .limit(filter.limit + 1),
    db()
      .select({ status: o.status, n: sql<number>`count(*)::int` })
      .from(o)
      .groupBy(o.status),
  ]);
  const items = rows
    .slice(0, filter.limit)
    .map(({ refundedCents, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString(), refunded: refundState(refundedCents, r.totalCents) }));
  return {
    items,
    counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) as Partial<Record<OrderStatus, number>>,
    nextBefore: rows.length > filter.limit ? (items.at(-1)?.number ?? null) : null,
  };
}

/** Whether staff refunded nothing, part or all of an order's total. */
function refundState(refundedCents: number, totalCents: number): StaffOrder['refunded'] {
  return refundedCents <= 0 ? 'none' : refundedCents >= totalCents ? 'full' : 'partial';
}

/** One order as staff see it: lines, address, card brand and last 4, customer, shipment, return requests and the history with who changed it. */
export async function getStaffOrder(id: string): Promise<StaffOrder> {
  const detail = await getOrder(null, id, routing.defaultLocale);
  const [[row], history, refunds, items, past, notes, mails] = await Promise.all([
    db()
      .select({
        updatedAt: o.updatedAt,
        carrier: o.carrier,
        trackingNumber: o.trackingNumber,
        customerId: schema.users.id,
        customer: buyerName,
        email: buyerEmail,
        locale: buyerLocale,
      })
      .from(o)
      .leftJoin(schema.users, eq(schema.users.id, o.userId))
      .where(eq(o.id, id)),
    db()
      .select({ status: schema.orderStatusHistory.status, at: schema.orderStatusHistory.at, by: schema.staff.name })
      .from(schema.orderStatusHistory)
      .leftJoin(schema.staff, eq(schema.staff.id, schema.orderStatusHistory.staffId))
      .where(eq(schema.orderStatusHistory.orderId, id))
      .orderBy(asc(schema.orderStatusHistory.id)),
    staffRefunds(id),
    db().select().from(schema.orderItems).where(eq(schema.orderItems.orderId, id)),
    refundsOf(db(), id),
    db().select().from(schema.orderNotes).where(eq(schema.orderNotes.orderId, id)).orderBy(asc(schema.orderNotes.id)),
    db()
      .select({
        id: schema.outbox.id,
        kind: schema.outbox.kind,
        to: schema.outbox.to,
        subject: schema.outbox.subject,
        at: schema.outbox.createdAt,
        sentAt: schema.outbox.sentAt,
        deadAt: schema.outbox.deadAt,
      })
      .from(schema.outbox)
      .where(eq(schema.outbox.orderId, id))
      .orderBy(asc(schema.outbox.createdAt), asc(schema.outbox.id)),
  ]);
  const left = refundLeft({ ...detail, lines: items }, past);
  const { cancellable: _cancellable, returnable: _returnable, withdrawable: _withdrawable, ...rest } = detail;
  return {
    ...rest,
    updatedAt: row!.updatedAt.toISOString(),
    shipment:
      row!.carrier && row!.trackingNumber
        ? { carrier: row!.carrier, trackingNumber: row!.trackingNumber, url: trackingUrl(row!.carrier, row!.trackingNumber, detail.address.country) }
        : null,
    customer: { id: row!.customerId, name: row!.customer, email: row!.email, locale: row!.locale },
    history: history.map((h) => ({ status: h.status as OrderStatus, at: h.at.toISOString(), by: h.by })),
    notes: notes.map((n) => ({ id: n.id, author: n.author, body: n.body, at: n.createdAt.toISOString() })),
    mails: mails.map((m) => ({
      id: m.id,
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      at: m.at.toISOString(),
      state: m.sentAt ? 'sent' : m.deadAt ? 'given_up' : 'queued',
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
    next: NEXT_STATUS[detail.status]?.filter((s) => s !== 'paid') ?? [],
    refunds,
    refundedCents: left.refundedCents,
    refunded: refundState(left.refundedCents, detail.totalCents),
    refundable:
      (REFUNDABLE_STATUSES as readonly string[]).includes(detail.status) && left.leftCents > 0
        ? {
            lines: left.lines.map(({ productId, colorId, quantity, unitPriceCents }) => ({ productId, colorId, quantity, unitPriceCents })),
            shippingCents: left.shippingCents,
            leftCents: left.leftCents,
          }
        : null,
  };
}

/** An internal note on an order for the team (never shown or sent to the buyer). Audited. */
export async function addOrderNote(actor: StaffSession, id: string, body: string, ip: string): Promise<StaffOrder> {
  await db().transaction(async (tx) => {
    const [order] = await tx.select({ id: o.id }).from(o).where(eq(o.id, id)).for('key share');
    if (!order) throw notFound();
    await tx.insert(schema.orderNotes).values({ orderId: id, staffId: actor.staff.id, author: actor.staff.name, body });
    await recordAudit(tx, { actor: actor.staff, action: 'order.note', targetType: 'order', targetId: id, after: { body }, ip });
  });
  return getStaffOrder(id);
}

export type StatusChange = { to: 'shipped'; carrier: string; trackingNumber: string } | { to: 'delivered' } | { to: 'cancelled' };

/**
 * The mail of a status change in the buyer's language, HTML with a plain-text part: shipped (the
 * carrier, the tracking number and, for a carrier the site knows, its tracking page), delivered,
 * cancelled with the refund. Each links to the order page.
 */
function statusMail(
  change: StatusChange,
  customer: { email: string; name: string; locale: string },
  order: { id: string; number: number; totalCents: number; currency: string; cardLast4: string; address: unknown },
  brandSetting: string,
  link: string,
): Mail {
  const locale: Locale = isLocale(customer.locale) ? customer.locale : routing.defaultLocale;
  const t = translator(locale, 'Orders');
  const brand = brandSetting || translator(locale, 'Metadata')('siteName');
  const { number } = order;
  const total = formatPrice(order.totalCents, order.currency, localeTags[locale]);
  const tracking = change.to === 'shipped' ? trackingUrl(change.carrier, change.trackingNumber, (order.address as AddressSnapshot).country) : null;
  const [subject, intro, ...more]: [string, string, ...MailPart[]] =
    change.to === 'shipped'
      ? [
          t('email.shippedSubject', { brand, number }),
          t('email.shippedIntro', { number, carrier: change.carrier }),
          t('email.tracking', { tracking: change.trackingNumber }),
          ...(tracking ? [{ text: t('email.trackingLink'), href: tracking }] : []),
        ]
      : change.to === 'delivered'
        ? [t('email.deliveredSubject', { brand, number }), t('email.deliveredIntro', { number })]
        : [t('email.cancelledSubject', { brand, number }), t('email.cancelledIntro', { number, total, last4: order.cardLast4 })];
  const { html, text } = renderMail({
    lang: localeTags[locale],
    subject: subject!,
    before: [t('email.greeting', { name: customer.name }), intro!, ...more],
    after: [{ text: t('email.view'), href: siteLink(locale, link) }, t('email.closing', { brand })],
  });
  return { to: customer.email, subject: subject!, text, html, kind: `order-${change.to}` };
}

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

/**
 * One move of an order locked in the caller's transaction (409 when the move is not allowed from
 * its status): the change and its history line (with who), the customer's mail in their language
 * (queued; the caller delivers it after the commit) and the audit entry (`audit` adds to its
 * `after`, as a bulk action marks its entries).
 */
export async function moveOrder(
  tx: Tx,
  actor: StaffSession,
  order: typeof o.$inferSelect,
  change: StatusChange,
  brand: string,
  ip: string,
  audit: Record<string, unknown> = {},
): Promise<{ mailId: string; restocked: string[] }> {
  const from = order.status as OrderStatus;
  if (!NEXT_STATUS[from]?.includes(change.to)) throw shopError(409, 'notCancellable');
  let restocked: string[] = [];
  if (change.to === 'cancelled') {
    restocked = await cancelPaidOrder(tx, order, actor.staff.id);
  } else {
    const shipment = change.to === 'shipped' ? { carrier: change.carrier, trackingNumber: change.trackingNumber } : {};
    await tx
      .update(o)
      .set({ status: change.to, ...shipment, updatedAt: new Date() })
      .where(eq(o.id, order.id));
    await tx.insert(schema.orderStatusHistory).values({ orderId: order.id, status: change.to, staffId: actor.staff.id });
  }
  const [customer] = await tx
    .select({ email: buyerEmail, name: buyerName, locale: buyerLocale })
    .from(o)
    .leftJoin(schema.users, eq(schema.users.id, o.userId))
    .where(eq(o.id, order.id));
  // A guest has no account page: their mail carries a new link to the order.
  const token = order.userId ? null : await issueOrderLink(order.id, tx);
  const link = token ? orderLinkPath(token) : `/user?order=${order.id}`;
  const mailId = await enqueueMail({ ...statusMail(change, customer!, order, brand, link), secrets: token ? [token] : [], orderId: order.id }, tx);
  await recordAudit(tx, {
    actor: actor.staff,
    action: `order.${change.to === 'cancelled' ? 'cancel' : change.to === 'shipped' ? 'ship' : 'deliver'}`,
    targetType: 'order',
    targetId: order.id,
    before: { status: from },
    after: { ...change, status: change.to, ...audit },
    ip,
  });
  return { mailId, restocked };
}

/**
 * Staff move an order on: paid → shipped (carrier and tracking number) → delivered, or cancel a
 * paid order (stock returns, the charge is refunded through the provider). One transaction holds
 * the change, its history line (with who), the customer's email in their language and the audit
 * entry; `updatedAt` is the version the member saw (409 when it changed meanwhile, or when the
 * move is not allowed from the current status).
 */
export async function changeOrderStatus(actor: StaffSession, id: string, change: StatusChange & { updatedAt: string }, ip: string) {
  const settings = await getSiteSettings(routing.defaultLocale);
  const { mailId, restocked, notices } = await db().transaction(async (tx) => {
    const [order] = await tx.select().from(o).where(eq(o.id, id)).for('update');
    if (!order) throw notFound();
    assertVersion(order.updatedAt, change.updatedAt);
    const { updatedAt: _version, ...move } = change;
    const { mailId, restocked } = await moveOrder(tx, actor, order, move, settings.brand, ip);
    // Back in stock: whoever asked to be told gets the mail with this commit.
    const notices = await queueAvailabilityNotices(tx, restocked);
    return { mailId, restocked, notices };
  });
  if (restocked.length) availabilityChanged(restocked, 'back in stock');
  deliverLater(notices);
  await deliver(mailId).catch((error: unknown) => log.error('order status mail not delivered; it stays in the outbox', { id, mailId, error }));
  return getStaffOrder(id);
}
