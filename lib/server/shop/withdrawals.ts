import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { isLocale, localeTags, routing, type Locale } from '@/i18n/routing';
import { dateTimeFormat } from '@/lib/intl';
import { formatPrice } from '@/lib/marketing/format';
import { factValues } from '@/lib/shop/fact-text';
import type { Market } from '@/lib/shop/markets';
import { MARKET_TIME_ZONE } from '@/lib/shop/withdrawal';
import type { WithdrawalView } from '@/lib/types/shop';
import type { OrderStatus } from '@/lib/validations/order';
import type { WithdrawalInput } from '@/lib/validations/withdrawal';
import { availabilityChanged } from '../cache';
import { db, schema, type Queryable } from '../db';
import { notFound } from '../http/errors';
import { translator } from '../i18n';
import { log } from '../log';
import { deliver, deliverLater, enqueueMail } from '../mail';
import { renderMail } from '../mail-html';
import { siteLink } from '../site-link';
import { queueAvailabilityNotices } from './availability-notices';
import { shopError } from './errors';
import { issueOrderLink, orderLinkPath, orderOfLink } from './order-links';
import { cancelPaidOrder, withdrawalOf, withdrawalPeriod } from './orders';
import { buyerColumns, namedLines, returnTheRest } from './returns';
import { marketRule } from './shipping';

const { orders, orderStatusHistory, orderWithdrawals } = schema;

/**
 * The withdrawal function (EU Directive 2023/2673, art. 11a of the Consumer Rights Directive, in
 * force since 19 June 2026; offered wherever the order's market's law gives a right of withdrawal):
 * the buyer's statement that they withdraw from the contract of a whole order, sent from the
 * account's order page or, for a guest order, from its mailed link.
 *
 * One transaction with the order row locked, so two statements at once cannot both count:
 * - a second statement → 409 already_withdrawn; outside the period (lib/shop/withdrawal.ts), or a
 *   pending or cancelled order, or a market without the right → 409 not_withdrawable;
 * - an order that has not shipped is cancelled there and then (stock back, the charge refunded);
 * - a shipped or delivered one gets a return request for whatever is not already asked back, so
 *   staff handle the goods where they handle every return, and refund on the order when they arrive;
 * - the statement (name, the email the acknowledgement goes to, the time received) is kept, and the
 *   acknowledgement on a durable medium, the mail, is queued with it in the buyer's language.
 * The mail is delivered after the commit and stays in the outbox if that fails.
 */
export async function withdraw(by: { userId: string; orderId: string } | { linkToken: string }, input: WithdrawalInput): Promise<WithdrawalView> {
  const orderId = 'linkToken' in by ? await orderOfLink(by.linkToken) : by.orderId;
  if (!orderId) throw shopError(404, 'orderLinkInvalid');
  const { mailId, restocked, notices } = await db().transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), 'linkToken' in by ? isNull(orders.userId) : eq(orders.userId, by.userId)))
      .for('update');
    if (!order) throw 'linkToken' in by ? shopError(404, 'orderLinkInvalid') : notFound();
    if (await withdrawalOf(order.id, tx)) throw shopError(409, 'alreadyWithdrawn');

    const status = order.status as OrderStatus;
    const history = await tx.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(asc(orderStatusHistory.id));
    if (!(await withdrawalPeriod(order, history, tx)).open) throw shopError(409, 'notWithdrawable');

    let restocked: string[] = [];
    let returnRequestId: string | null = null;
    if (status === 'paid') restocked = await cancelPaidOrder(tx, order);
    else returnRequestId = (await returnTheRest(tx, order.id, 'changed_mind'))?.id ?? null;

    const [buyer] = await tx.select(buyerColumns).from(orders).leftJoin(schema.users, eq(schema.users.id, orders.userId)).where(eq(orders.id, order.id));
    await tx.insert(orderWithdrawals).values({
      orderId: order.id,
      name: input.name,
      email: buyer!.email,
      channel: 'linkToken' in by ? 'link' : 'account',
      outcome: status === 'paid' ? 'cancelled' : 'return',
      returnRequestId,
    });
    return { mailId: await queueWithdrawalMail(tx, order.id), restocked, notices: await queueAvailabilityNotices(tx, restocked) };
  });
  availabilityChanged(restocked, 'back in stock');
  deliverLater(notices);
  void deliver(mailId).catch((error: unknown) => log.error('withdrawal acknowledgement not delivered; it stays in the outbox', { orderId, mailId, error }));
  return (await withdrawalOf(orderId))!;
}

/**
 * The acknowledgement of receipt, in the buyer's language, queued in `tx`: the statement's content
 * (name, the order and its lines) and the date and time it reached us in the market's time zone,
 * named; then what happens next (cancelled and refunded, or send the goods back within the
 * market's withdrawal period, refunded within its refund days), and the order page (a new link
 * for a guest, its token sealed in the outbox).
 */
async function queueWithdrawalMail(tx: Queryable, orderId: string): Promise<string> {
  const [row] = await tx
    .select({ ...buyerColumns, order: orders, withdrawal: orderWithdrawals })
    .from(orders)
    .innerJoin(orderWithdrawals, eq(orderWithdrawals.orderId, orders.id))
    .leftJoin(schema.users, eq(schema.users.id, orders.userId))
    .where(eq(orders.id, orderId));
  const { order, withdrawal } = row!;
  const locale: Locale = isLocale(row!.locale) ? row!.locale : routing.defaultLocale;
  const tag = localeTags[locale];
  const market = order.market as Market;
  const { rule, facts } = await marketRule(locale, tx, market);
  const t = translator(locale, 'Orders');
  const brandRow = await tx.execute<{ value: unknown }>(sql`select value from site_settings where key = 'brand'`);
  const brand = typeof brandRow.rows[0]?.value === 'string' ? brandRow.rows[0].value : translator(locale, 'Metadata')('siteName');
  const zone = MARKET_TIME_ZONE[market];
  const received = dateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'long', timeZone: zone }).format(withdrawal.receivedAt);
  const placed = dateTimeFormat(tag, { dateStyle: 'long', timeZone: zone }).format(order.createdAt);
  const lines = await namedLines(order.id, locale, tx);
  const days = factValues(locale, market, rule, facts);
  const token = order.userId === null ? await issueOrderLink(order.id, tx) : null;
  const page = token ? orderLinkPath(token) : `/user?order=${order.id}`;
  const subject = t('email.withdrawalSubject', { brand, number: order.number });
  const next =
    withdrawal.outcome === 'cancelled'
      ? t('email.withdrawalCancelled', {
          total: formatPrice(order.totalCents, order.currency, tag),
          last4: order.cardLast4,
        })
      : t('email.withdrawalReturn', { days: days.withdrawalDays, refundDays: days.withdrawalRefundDays });
  const { html, text } = renderMail({
    lang: tag,
    subject,
    before: [t('email.greeting', { name: withdrawal.name }), t('email.withdrawalIntro', { number: order.number, received })],
    summary: {
      heading: t('email.withdrawalStatement'),
      rows: [
        [t('email.withdrawalName'), withdrawal.name],
        [t('email.withdrawalOrder'), t('email.withdrawalOrderValue', { number: order.number, date: placed })],
        ...lines.map((l): [string, string] => [`${l.name} · ${l.colorName}`, t('quantity', { count: l.quantity })]),
        [t('email.withdrawalReceived'), received],
      ],
    },
    after: [next, { text: t('email.view'), href: siteLink(locale, page) }, t('email.closing', { brand })],
  });
  return enqueueMail({ to: withdrawal.email, kind: 'withdrawal-received', subject, text, html, secrets: token ? [token] : [], orderId: order.id }, tx);
}
