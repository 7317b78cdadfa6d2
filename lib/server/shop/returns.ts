import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isLocale, localeTags, routing, type Locale } from '@/i18n/routing';
import type { ReturnRequestView } from '@/lib/types/shop';
import type { OrderStatus } from '@/lib/validations/order';
import type { ReturnReason, ReturnRequestInput, ReturnStatus } from '@/lib/validations/returns';
import { productInfo } from '../catalogue';
import { db, schema, type Queryable } from '../db';
import { invalidFields, notFound } from '../http/errors';
import { translator } from '../i18n';
import { log } from '../log';
import { deliver, enqueueMail, type Mail } from '../mail';
import { renderMail } from '../mail-html';
import { siteLink } from '../site-link';
import { issueOrderLink, orderLinkPath, orderOfLink } from './order-links';
import { shopError } from './errors';

const { orders, orderItems, returnRequests, returnRequestItems } = schema;

/** Only goods that left the warehouse can come back; before that the buyer cancels instead. */
export const RETURNABLE_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered'];

type LineKey = `${string}/${string}`;
const keyOf = (l: { productId: string; colorId: string }): LineKey => `${l.productId}/${l.colorId}`;
type Named = { productId: string; colorId: string; name: string; colorName: string };

/**
 * The return requests of one order, oldest first, their lines named like the order's lines
 * (`lines`: the order's lines as the reader sees them, so one lookup of names serves both).
 */
export async function returnsOf(orderId: string, lines: Named[], q: Queryable = db()): Promise<ReturnRequestView[]> {
  const requests = await q.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)).orderBy(asc(returnRequests.number));
  if (requests.length === 0) return [];
  const items = await q
    .select()
    .from(returnRequestItems)
    .where(
      inArray(
        returnRequestItems.requestId,
        requests.map((r) => r.id),
      ),
    )
    .orderBy(asc(returnRequestItems.productId), asc(returnRequestItems.colorId));
  const names = new Map(lines.map((l) => [keyOf(l), l]));
  return requests.map((r) => ({
    id: r.id,
    number: r.number,
    status: r.status as ReturnStatus,
    reason: r.reason as ReturnReason,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    items: items
      .filter((i) => i.requestId === r.id)
      .map((i) => ({
        productId: i.productId,
        colorId: i.colorId,
        name: names.get(keyOf(i))?.name ?? i.productId,
        colorName: names.get(keyOf(i))?.colorName ?? i.colorId,
        quantity: i.quantity,
      })),
  }));
}

/**
 * How many of each order line can still be asked back: what was ordered minus what open (not
 * rejected) requests already ask for. A refunded request counts: those goods came back once.
 */
export function openQuantities(
  lines: { productId: string; colorId: string; quantity: number }[],
  returns: { status: ReturnStatus; items: { productId: string; colorId: string; quantity: number }[] }[],
): Map<LineKey, number> {
  const left = new Map(lines.map((l) => [keyOf(l), l.quantity]));
  for (const r of returns) {
    if (r.status === 'rejected') continue;
    for (const i of r.items) left.set(keyOf(i), (left.get(keyOf(i)) ?? 0) - i.quantity);
  }
  return left;
}

/** Whether the buyer may ask for a return now: the order has shipped and something is left to ask back. */
export function isReturnable(status: OrderStatus, left: Map<LineKey, number>): boolean {
  return RETURNABLE_STATUSES.includes(status) && [...left.values()].some((n) => n > 0);
}

/** The same line twice in one request counts once, with the quantities added (the first position names it in errors). */
function mergeLines(items: ReturnRequestInput['items']): { index: number; productId: string; colorId: string; quantity: number }[] {
  const merged = new Map<LineKey, { index: number; productId: string; colorId: string; quantity: number }>();
  items.forEach((item, index) => {
    const seen = merged.get(keyOf(item));
    if (seen) seen.quantity += item.quantity;
    else merged.set(keyOf(item), { index, ...item });
  });
  return [...merged.values()];
}

/** The order lines named in `locale` (the product's current name, else the name it was ordered under). */
export async function namedLines(orderId: string, locale: Locale, q: Queryable): Promise<(Named & { quantity: number })[]> {
  const items = await q.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const info = await productInfo(
    items.map((i) => i.productId),
    locale,
    q,
    { drafts: true },
  );
  return items.map((i) => ({
    productId: i.productId,
    colorId: i.colorId,
    name: info.get(i.productId)?.name ?? i.name,
    colorName: info.get(i.productId)?.colors[i.colorId]?.name ?? i.colorId,
    quantity: i.quantity,
  }));
}

/**
 * The buyer's confirmation of a return request in the order's language, HTML with a plain-text
 * part: the lines asked back, the reason, the comment, and the order page where its status shows.
 */
function returnMail(
  locale: Locale,
  brandSetting: string | null,
  to: { email: string; name: string },
  order: { id: string; number: number },
  request: ReturnRequestView,
  stage: 'requested' | 'approved' | 'rejected',
  page: string,
): Mail {
  const t = translator(locale, 'Orders');
  const brand = brandSetting ?? translator(locale, 'Metadata')('siteName');
  const texts = {
    requested: { subject: 'email.returnSubject', intro: 'email.returnIntro', next: 'email.returnNext' },
    approved: { subject: 'email.returnApprovedSubject', intro: 'email.returnApprovedIntro', next: 'email.returnDecisionNext' },
    rejected: { subject: 'email.returnRejectedSubject', intro: 'email.returnRejectedIntro', next: 'email.returnDecisionNext' },
  } as const;
  const subject = t(texts[stage].subject, { brand, number: request.number });
  const { html, text } = renderMail({
    lang: localeTags[locale],
    subject,
    before: [t('email.greeting', { name: to.name }), t(texts[stage].intro, { number: request.number, order: order.number })],
    summary: {
      heading: t('returnNumber', { number: request.number }),
      rows: [
        ...request.items.map((i): [string, string] => [`${i.name} · ${i.colorName}`, t('quantity', { count: i.quantity })]),
        [t('returnReason'), t(`returnReasons.${request.reason}`)],
        ...(request.comment ? [[t('returnComment'), request.comment] as [string, string]] : []),
      ],
    },
    after: [{ text: t(texts[stage].next), href: siteLink(locale, page) }, t('email.closing', { brand })],
  });
  return { to: to.email, kind: `return-${stage}`, subject, text, html };
}

/** Who an order's return mails go to: the account, or for a guest order the email and name it was placed with. */
export const buyerColumns = {
  email: sql<string>`coalesce(${schema.users.email}, ${orders.email})`,
  name: sql<string>`coalesce(${schema.users.name}, ${orders.address}->>'recipient')`,
  locale: sql<string>`coalesce(${schema.users.locale}, ${orders.locale}, 'en')`,
  guest: sql<boolean>`${orders.userId} is null`,
};

/**
 * The buyer's mail about a return request, queued in `tx`: in the buyer's language, linking the
 * account's order page, or for a guest a new order link (its token sealed in the outbox).
 */
async function queueReturnMail(tx: Queryable, orderId: string, requestId: string, stage: 'requested' | 'approved' | 'rejected'): Promise<string> {
  const [row] = await tx
    .select({ number: orders.number, ...buyerColumns })
    .from(orders)
    .leftJoin(schema.users, eq(schema.users.id, orders.userId))
    .where(eq(orders.id, orderId));
  const locale: Locale = isLocale(row!.locale) ? row!.locale : routing.defaultLocale;
  const brand = await tx.execute<{ value: unknown }>(sql`select value from site_settings where key = 'brand'`);
  const brandValue = typeof brand.rows[0]?.value === 'string' ? brand.rows[0].value : null;
  const lines = await namedLines(orderId, locale, tx);
  const request = (await returnsOf(orderId, lines, tx)).find((r) => r.id === requestId)!;
  const token = row!.guest ? await issueOrderLink(orderId, tx) : null;
  const page = token ? orderLinkPath(token) : `/user?order=${orderId}`;
  const mail = returnMail(locale, brandValue, row!, { id: orderId, number: row!.number }, request, stage, page);
  return enqueueMail({ ...mail, secrets: token ? [token] : [], orderId }, tx);
}

/**
 * Staff approved or rejected a return request: the buyer's mail, in their language, with the
 * lines asked back and the order page (queued in the caller's transaction, `tx`, which changed the
 * status; delivered by the caller after the commit).
 */
export async function queueReturnDecisionMail(tx: Queryable, requestId: string, decision: 'approved' | 'rejected'): Promise<string> {
  const [request] = await tx.select({ orderId: returnRequests.orderId }).from(returnRequests).where(eq(returnRequests.id, requestId));
  return queueReturnMail(tx, request!.orderId, requestId, decision);
}

/**
 * A return request for everything of the order not yet asked back by an open request, in the
 * caller's transaction (the order row locked): what a withdrawal from a shipped order sends back.
 * Null when nothing is left. No mail: the caller's acknowledgement names it.
 */
export async function returnTheRest(tx: Queryable, orderId: string, reason: ReturnReason): Promise<{ id: string; number: number } | null> {
  // Quantities only: the lines as ordered, no names looked up.
  const lines = (await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId))).map((i) => ({ ...i, colorName: i.colorId }));
  const left = openQuantities(lines, await returnsOf(orderId, lines, tx));
  const rest = lines.filter((l) => (left.get(keyOf(l)) ?? 0) > 0);
  if (rest.length === 0) return null;
  const [request] = await tx.insert(returnRequests).values({ orderId, reason }).returning({ id: returnRequests.id, number: returnRequests.number });
  await tx
    .insert(returnRequestItems)
    .values(rest.map((l) => ({ requestId: request!.id, productId: l.productId, colorId: l.colorId, quantity: left.get(keyOf(l))! })));
  return request!;
}

/**
 * The buyer asks to send back lines of their shipped or delivered order: the signed-in account
 * that holds it, or for a guest order whoever opened its mailed link (an order an account holds is
 * asked back from that account; its link stays read-only). One transaction, the order row locked
 * (two requests at once cannot both ask for the last unit): each line must be the order's, and
 * each quantity at most what was ordered minus what open requests already ask back (else 422 with
 * the field's message and nothing stored). The request, its lines and the confirmation mail (in
 * the buyer's language) are stored together; the mail is delivered after the commit and stays in
 * the outbox if that fails.
 */
export async function requestReturn(
  by: { userId: string; orderId: string } | { linkToken: string },
  input: ReturnRequestInput,
  locale: Locale,
): Promise<ReturnRequestView> {
  const orderId = 'linkToken' in by ? await orderOfLink(by.linkToken) : by.orderId;
  if (!orderId) throw shopError(404, 'orderLinkInvalid');
  const { view, mailId } = await db().transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, number: orders.number, status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), 'linkToken' in by ? isNull(orders.userId) : eq(orders.userId, by.userId)))
      .for('update');
    if (!order) throw 'linkToken' in by ? shopError(404, 'orderLinkInvalid') : notFound();
    if (!RETURNABLE_STATUSES.includes(order.status as OrderStatus)) throw shopError(409, 'notReturnable');

    const lines = await namedLines(order.id, locale, tx);
    const left = openQuantities(lines, await returnsOf(order.id, lines, tx));
    const wanted = mergeLines(input.items);
    const field = (key: string, values?: Record<string, number>) =>
      (translator(locale, 'Shop') as unknown as (k: string, v?: Record<string, number>) => string)(`validation.${key}`, values);
    const fields: Record<string, string> = {};
    for (const w of wanted) {
      const max = left.get(keyOf(w));
      if (max === undefined) fields[`items.${w.index}`] = field('returnNotInOrder');
      else if (w.quantity > max) fields[`items.${w.index}.quantity`] = field('returnQuantity', { max: Math.max(0, max) });
    }
    if (Object.keys(fields).length) throw invalidFields(fields, 'return_quantity');

    const [request] = await tx
      .insert(returnRequests)
      .values({ orderId: order.id, reason: input.reason, comment: input.comment })
      .returning({ id: returnRequests.id });
    await tx
      .insert(returnRequestItems)
      .values(wanted.map((w) => ({ requestId: request!.id, productId: w.productId, colorId: w.colorId, quantity: w.quantity })));

    const mailId = await queueReturnMail(tx, order.id, request!.id, 'requested');
    const view = (await returnsOf(order.id, lines, tx)).find((r) => r.id === request!.id)!;
    return { view, mailId };
  });
  void deliver(mailId).catch((error: unknown) => log.error('return confirmation not delivered; it stays in the outbox', { orderId, mailId, error }));
  return view;
}
