import 'server-only';
import { localeTags, type Locale } from '@/i18n/routing';
import { checkoutLegalPages } from '@/lib/legal-pages';
import { formatPrice } from '@/lib/marketing/format';
import { addressLines } from '@/lib/shop/address-format';
import { brandName } from '@/lib/shop/card-brand';
import { factValues } from '@/lib/shop/fact-text';
import { MARKET_FACTS, type MarketFacts } from '@/lib/shop/market-facts';
import { MARKET_RULES } from '@/lib/shop/markets';
import { formatRate } from '@/lib/shop/money';
import type { OrderDetail } from '@/lib/types/shop';
import { translator } from '../i18n';
import type { Mail } from '../mail';
import { renderMail } from '../mail-html';
import { siteLink } from '../site-link';

const rate = (locale: Locale, bp: number) => formatRate(localeTags[locale], bp);

/**
 * The order confirmation in the buyer's language, HTML with a plain-text part: the lines with
 * their prices, shipping (method), tax as charged (VAT contained or sales tax added), the total,
 * the delivery address, the card, and a link to the order page (`link`: the account's order page,
 * or a guest's order link). `facts`: the order's market's as the shop now states them (the staff's
 * settings over the table: `marketRule`), the table's by default.
 */
export function orderMail(
  locale: Locale,
  brandSetting: string | null,
  user: { email: string; name: string },
  order: OrderDetail,
  link = `/user?order=${order.id}`,
  facts: MarketFacts = MARKET_FACTS[order.market],
): Mail {
  const t = translator(locale, 'Orders');
  const cart = translator(locale, 'Cart');
  const checkout = translator(locale, 'Checkout');
  const brand = brandSetting ?? translator(locale, 'Metadata')('siteName');
  const money = (minor: number) => formatPrice(minor, order.currency, localeTags[locale]);
  const subject = t('email.subject', { brand, number: order.number });
  const a = order.address;
  const shipping = `${order.shippingCents === 0 ? t('shippingFree') : money(order.shippingCents)} (${checkout(order.shippingMethod)})`;
  const tax: [string, string] = order.taxIncluded
    ? [cart('taxIncludedLabel', { rate: rate(locale, order.taxRateBp) }), money(order.taxCents)]
    : [cart('salesTaxLabel', { rate: rate(locale, order.taxRateBp) }), money(order.taxCents)];
  const totals: [string, string][] = order.taxIncluded
    ? [[t('subtotal'), money(order.subtotalCents)], [t('shipping'), shipping], [t('total'), money(order.totalCents)], tax]
    : [[t('subtotal'), money(order.subtotalCents)], [t('shipping'), shipping], tax, [t('total'), money(order.totalCents)]];
  const { html, text } = renderMail({
    lang: localeTags[locale],
    subject,
    before: [t('email.greeting', { name: user.name }), t('email.intro', { number: order.number })],
    summary: {
      heading: t('number', { number: order.number }),
      rows: [
        ...order.lines.map((l): [string, string] => [t('email.line', { name: `${l.name} · ${l.colorName}`, quantity: l.quantity }), money(l.lineTotalCents)]),
        ...totals,
        [t('address'), [a.recipient, ...addressLines(a)].join('\n')],
        [t('payment'), t('card', { brand: brandName(locale, order.card.brand), last4: order.card.last4 })],
      ],
    },
    after: [
      { text: t('email.view'), href: siteLink(locale, link) },
      // The order's market's return period, as /returns states it.
      {
        text: t('email.returnsNote', { days: factValues(locale, order.market, MARKET_RULES[order.market], facts).returnDays }) + ' ' + t('email.returnsLink'),
        href: siteLink(locale, '/returns'),
      },
      // The market's legal pages (issue 32): the withdrawal right and its model form, 特商法 / 사업자 정보.
      ...checkoutLegalPages(locale).map((page) => ({ text: t(`email.legalLinks.${page}`), href: siteLink(locale, `/${page}`) })),
      t('email.closing', { brand }),
    ],
  });
  return { to: user.email, kind: 'order-confirmation', subject, text, html };
}
