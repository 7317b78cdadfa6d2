import 'server-only';
import { isLocale, localeTags, routing, type Locale } from '@/i18n/routing';
import { formatPrice } from '@/lib/marketing/format';
import { translator } from '../i18n';
import { renderMail } from '../mail-html';
import type { Mail } from '../mail';
import { REFUND_ARRIVAL_BUSINESS_DAYS } from '../payments/provider';
import { siteLink } from '../site-link';

export interface RefundMailInput {
  customer: { email: string; name: string; locale: string };
  order: { number: number; currency: string; cardLast4: string };
  amountCents: number;
  /** The lines given back, named in the buyer's language. */
  lines: { name: string; colorName: string; quantity: number }[];
  shipping: boolean;
  brand: string;
  /** The order page (the account's, or a guest's order link). */
  link: string;
}

/**
 * The buyer's mail about a refund, in the order's language: how much went back to which card, for
 * which lines (and the shipping), and within how many business days the bank shows the money.
 */
export function refundMail(input: RefundMailInput): Mail {
  const locale: Locale = isLocale(input.customer.locale) ? input.customer.locale : routing.defaultLocale;
  const t = translator(locale, 'Orders');
  const brand = input.brand || translator(locale, 'Metadata')('siteName');
  const { number } = input.order;
  const amount = formatPrice(input.amountCents, input.order.currency, localeTags[locale]);
  const subject = t('email.refundSubject', { brand, number });
  const lines = input.lines.map((l) => t('email.line', { name: `${l.name} · ${l.colorName}`, quantity: l.quantity }));
  const { html, text } = renderMail({
    lang: localeTags[locale],
    subject,
    before: [
      t('email.greeting', { name: input.customer.name }),
      t('email.refundIntro', { number, amount, last4: input.order.cardLast4 }),
      ...(lines.length ? [lines.join('\n')] : []),
      ...(input.shipping ? [t('email.refundShipping')] : []),
      t('email.refundArrival', { days: REFUND_ARRIVAL_BUSINESS_DAYS }),
    ],
    after: [{ text: t('email.view'), href: siteLink(locale, input.link) }, t('email.closing', { brand })],
  });
  return { to: input.customer.email, subject, text, html, kind: 'order-refund' };
}
