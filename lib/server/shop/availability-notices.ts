import 'server-only';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { productInfo } from '../catalogue';
import { schema, type Queryable } from '../db';
import { translator } from '../i18n';
import { log } from '../log';
import { enqueueMails, type Mail } from '../mail';
import { renderMail } from '../mail-html';
import { siteLink } from '../site-link';

const notices = schema.productNotifications;
const p = schema.products;

/** The "it is available now" mail, in the language the visitor asked in, HTML and plain text. */
export function availableMail(to: string, locale: Locale, product: { id: string; name: string }): Mail {
  const t = translator(locale, 'Products');
  const brand = translator(locale, 'Metadata')('siteName');
  const subject = t('availableMail.subject', { name: product.name });
  const { html, text } = renderMail({
    lang: locale,
    subject,
    before: [
      t('availableMail.intro', { name: product.name }),
      `${t('availableMail.action')}\n${siteLink(locale, `/productsShow?id=${encodeURIComponent(product.id)}`)}`,
    ],
    after: [t('availableMail.why', { name: product.name }), translator(locale, 'Email')('signature', { brand })],
  });
  return { to, kind: 'product-available', subject, text, html };
}

/**
 * The "notify me" requests of products that can be ordered now (for sale, not coming soon, in
 * stock) become mails in the outbox, each in its requester's language, and the requests end: one
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
      inArray(
        notices.productId,
        orderable.map((o) => o.id),
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
  for (const [locale, list] of byLocale) {
    const names = await productInfo(
      list.map((r) => r.productId),
      locale,
      tx,
    );
    for (const r of list) mails.push(availableMail(r.email, locale, { id: r.productId, name: names.get(r.productId)?.name ?? r.productId }));
  }
  const queued = await enqueueMails(mails, tx);
  log.info('availability notices queued', { products: orderable.map((o) => o.id), mails: queued.length });
  return queued;
}
