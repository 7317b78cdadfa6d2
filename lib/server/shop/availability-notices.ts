import 'server-only';
import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { hashToken, newToken } from '../auth/tokens';
import { productInfo } from '../catalogue';
import { db, schema, type Queryable } from '../db';
import { invalidFields } from '../http/errors';
import { translator } from '../i18n';
import { log } from '../log';
import { deliverLater, enqueueMails, type Mail } from '../mail';
import { renderMail } from '../mail-html';
import { siteBase, siteLink } from '../site-link';

const notices = schema.productNotifications;
const unsubscribes = schema.noticeUnsubscribes;
const p = schema.products;

/** Unsubscribe links of the "available now" mail, built from the configured site URL (never from a request's Host). */
export const noticeLinks = {
  /** The page a reader opens: it asks before it changes anything (mail scanners open links too). */
  unsubscribe: (locale: Locale, token: string) => siteLink(locale, `/notify/unsubscribe?token=${encodeURIComponent(token)}`),
  /** RFC 8058 one-click target: mail clients POST `List-Unsubscribe=One-Click` to it. */
  oneClick: (token: string) => `${siteBase()}/api/notify/unsubscribe?token=${encodeURIComponent(token)}`,
};

/**
 * The "it is available now" mail, in the language the visitor asked in, HTML and plain text. It
 * names its unsubscribe page after the reason it was sent, and carries the one-click headers, so
 * a reader who no longer wants these mails ends every pending request without signing in.
 */
export function availableMail(to: string, locale: Locale, product: { id: string; name: string }, unsubscribeToken: string): Mail {
  const t = translator(locale, 'Products');
  const brand = translator(locale, 'Metadata')('siteName');
  const subject = t('availableMail.subject', { name: product.name });
  const { html, text } = renderMail({
    lang: locale,
    subject,
    before: [
      t('availableMail.intro', { name: product.name }),
      { text: t('availableMail.action'), href: siteLink(locale, `/productsShow?id=${encodeURIComponent(product.id)}`) },
    ],
    after: [
      t('availableMail.why', { name: product.name }),
      { text: t('availableMail.unsubscribe'), href: noticeLinks.unsubscribe(locale, unsubscribeToken) },
      translator(locale, 'Email')('signature', { brand }),
    ],
  });
  return {
    to,
    kind: 'product-available',
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${noticeLinks.oneClick(unsubscribeToken)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    secrets: [unsubscribeToken],
  };
}

/**
 * The confirmed "notify me" requests of products that can be ordered now (for sale, not coming
 * soon, in stock) become mails in the outbox (unconfirmed ones wait, and lapse, untouched), each in its requester's language, and the requests end: one
 * mail per request, ever. Inside the transaction that made them available (a staff change, a
 * cancelled order, a released reservation), so the mails exist exactly when the stock does; the
 * rows are locked and deleted, so two such transactions never mail twice. Returns the outbox ids
 * to deliver after the commit.
 */
export async function queueAvailabilityNotices(tx: Queryable, productIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const orderable = await tx
    .select({ id: p.id })
    .from(p)
    .where(and(inArray(p.id, ids), eq(p.status, 'active'), eq(p.comingSoon, false), gt(p.stock, 0)));
  if (orderable.length === 0) return [];
  const requests = await tx
    .delete(notices)
    .where(
      and(
        inArray(
          notices.productId,
          orderable.map((o) => o.id),
        ),
        isNotNull(notices.confirmedAt),
      ),
    )
    .returning({ productId: notices.productId, email: notices.email, locale: notices.locale });
  if (requests.length === 0) return [];
  const byLocale = new Map<Locale, typeof requests>();
  for (const r of requests) {
    const locale = isLocale(r.locale) ? r.locale : routing.defaultLocale;
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), r]);
  }
  const mails: Mail[] = [];
  const links: (typeof unsubscribes.$inferInsert)[] = [];
  for (const [locale, list] of byLocale) {
    const names = await productInfo(
      list.map((r) => r.productId),
      locale,
      tx,
    );
    for (const r of list) {
      const token = newToken();
      links.push({ tokenHash: hashToken(token), email: r.email });
      mails.push(availableMail(r.email, locale, { id: r.productId, name: names.get(r.productId)?.name ?? r.productId }, token));
    }
  }
  await tx.insert(unsubscribes).values(links);
  const queued = await enqueueMails(mails, tx);
  log.info('availability notices queued', { products: orderable.map((o) => o.id), mails: queued.length });
  return queued;
}

/**
 * One-click unsubscribe (the mail's link or its List-Unsubscribe header): ends every pending
 * "notify me" request of the address the token was mailed to, for all products. An unknown or
 * already used token changes nothing and is no error, so the answer tells nobody whether a token
 * or an address exists. Returns how many requests ended.
 */
export async function unsubscribeNotices(token: string): Promise<number> {
  const owner = db()
    .select({ email: unsubscribes.email })
    .from(unsubscribes)
    .where(eq(unsubscribes.tokenHash, hashToken(token)));
  const ended = await db().delete(notices).where(inArray(notices.email, owner)).returning({ id: notices.id });
  if (ended.length > 0) log.info('availability notices unsubscribed', { requests: ended.length });
  return ended.length;
}

/**
 * Opens a "notify me" confirmation link: once, before it lapses; a used, lapsed or unknown link is
 * a 422 with a localized message. A product that became available while the link waited is
 * mailed about at once, in the same transaction.
 */
export async function confirmNotice(token: string, locale: Locale): Promise<void> {
  const mailIds = await db().transaction(async (tx) => {
    const [confirmed] = await tx
      .update(notices)
      .set({ confirmedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null })
      .where(and(eq(notices.confirmTokenHash, hashToken(token)), isNull(notices.confirmedAt), gt(notices.confirmExpiresAt, new Date())))
      .returning({ productId: notices.productId });
    if (!confirmed) throw invalidFields({ token: translator(locale, 'Products')('notifyConfirm.invalid') }, 'invalid_token');
    return queueAvailabilityNotices(tx, [confirmed.productId]);
  });
  deliverLater(mailIds);
}
