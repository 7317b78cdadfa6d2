import { locales, localeTags } from '@/i18n/routing';
import { formatPrice } from '@/lib/marketing/format';
import { factValues } from '@/lib/shop/fact-text';
import { MARKET_FACTS } from '@/lib/shop/market-facts';
import { DEFAULT_MARKET, MARKET_RULES, orderTotals, suggestedPrice } from '@/lib/shop/markets';
import type { OrderDetail } from '@/lib/types/shop';
import { orderMail } from './order-mail';

/** An order as placed in the locale's market: two collars, express shipping, to a US or local address. */
function placed(locale: (typeof locales)[number]): OrderDetail {
  const market = DEFAULT_MARKET[locale];
  const unit = market === 'US' ? 12900 : suggestedPrice(12900, market);
  const address = {
    recipient: 'Mia Chen',
    phone: '+1 415 555 0100',
    country: MARKET_RULES[market].country,
    region: 'CA',
    city: 'San Francisco',
    line1: '1 Market St',
    line2: '',
    postalCode: '94105',
  };
  const totals = orderTotals(market, 2 * unit, 'express', address);
  return {
    id: '0b4f2f0e-6b44-4c55-9a55-3f0f4c1b7a10',
    number: 1042,
    status: 'paid',
    createdAt: '2026-11-26T10:00:00.000Z',
    market,
    currency: MARKET_RULES[market].currency,
    subtotalCents: totals.subtotal,
    shippingCents: totals.shipping,
    shippingMethod: 'express',
    taxCents: totals.tax,
    taxIncluded: totals.taxIncluded,
    taxRateBp: totals.taxRateBp,
    totalCents: totals.total,
    itemCount: 2,
    address,
    card: { brand: 'visa', last4: '4242' },
    lines: [
      {
        productId: 'c4',
        colorId: 'coral',
        name: 'C4 <b>GPS</b>',
        colorName: 'Coral',
        image: null,
        unitPriceCents: unit,
        quantity: 2,
        lineTotalCents: 2 * unit,
      },
    ],
    history: [{ status: 'paid', at: '2026-11-26T10:00:00.000Z' }],
    shipment: null,
    cancellable: true,
    returns: [],
    returnable: false,
    withdrawalRight: null,
    withdrawable: false,
    withdrawal: null,
  };
}

describe('the order confirmation email (issue 16)', () => {
  it.each(locales)('in %s: HTML and plain text with the lines, shipping, tax as charged, total, address and the order link', (locale) => {
    const order = placed(locale);
    const mail = orderMail(locale, 'Pawtrail', { email: 'mia@example.com', name: 'Mia' }, order);
    const money = (minor: number) => formatPrice(minor, order.currency, localeTags[locale]);
    expect(mail).toMatchObject({ to: 'mia@example.com', kind: 'order-confirmation' });
    expect(mail.subject).toContain('1042');
    expect(mail.html).toContain(`<html lang="${localeTags[locale]}">`);
    for (const body of [mail.text, mail.html!]) {
      expect(body).toContain(money(order.totalCents));
      expect(body).toContain(money(order.lines[0]!.lineTotalCents));
      expect(body).toContain(money(order.shippingCents));
      expect(body).toContain(money(order.taxCents));
      expect(body).toContain('San Francisco');
      expect(body).toContain(`/user?order=${order.id}`);
      // Every placeholder was filled.
      expect(body).not.toMatch(/\{[a-z]+\}/);
    }
    // Links point at the buyer's language.
    expect(mail.text).toContain(locale === 'en' ? '/user?order=' : `/${locale}/user?order=`);
    // The product name is text, never markup.
    expect(mail.html).toContain('C4 &lt;b&gt;GPS&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>GPS');
  });

  it('shows yen without decimals and German VAT as contained in the total', () => {
    const ja = orderMail('ja', 'Pawtrail', { email: 'a@example.com', name: 'A' }, placed('ja'));
    expect(ja.text).toMatch(/[¥￥]38,760/);
    expect(ja.text).not.toMatch(/[¥￥][\d,]+\.\d/);
    const de = orderMail('de', 'Pawtrail', { email: 'a@example.com', name: 'A' }, placed('de'));
    // 2 × €128.99 + €12.99 express = €270.97, of which 19 % VAT.
    expect(de.text).toMatch(/inkl\. 19\s%\sMwSt\.: 43,26\s€/);
    expect(de.text).toMatch(/270,97\s€/);
    const en = orderMail('en', 'Pawtrail', { email: 'a@example.com', name: 'A' }, placed('en'));
    // US: California sales tax added to goods and express shipping.
    expect(en.text).toContain('Sales tax (7.25%): $19.79');
  });

  it.each(locales)('in %s: states the return period of the order’s market and links the returns policy', (locale) => {
    const order = placed(locale);
    const mail = orderMail(locale, 'Pawtrail', { email: 'mia@example.com', name: 'Mia' }, order);
    const period = factValues(locale, order.market).returnDays;
    expect(mail.text).toContain(period);
    expect(mail.text).toMatch(locale === 'en' ? /\/returns\n/ : new RegExp(`/${locale}/returns\\n`));
  });

  it.each(locales)('in %s: links the legal pages of the market where it has them (withdrawal right, 特商法, 사업자 정보)', (locale) => {
    const mail = orderMail(locale, 'Pawtrail', { email: 'mia@example.com', name: 'Mia' }, placed(locale));
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const expected =
      { de: ['withdrawal'], fr: ['withdrawal'], es: ['withdrawal'], it: ['withdrawal'], pt: ['withdrawal'], ja: ['imprint'], ko: ['imprint'] }[
        locale as string
      ] ?? [];
    for (const page of ['withdrawal', 'imprint']) {
      expect({ page, linked: mail.text.includes(`${prefix}/${page}\n`) && mail.html!.includes(`${prefix}/${page}"`) }).toEqual({
        page,
        linked: expected.includes(page),
      });
    }
    if (locale === 'de') expect(mail.text).toMatch(/Widerrufsbelehrung und Muster-Widerrufsformular:\s+\S+\/de\/withdrawal\n/);
    if (locale === 'ja') expect(mail.text).toMatch(/特定商取引法に基づく表記：\s*\S+\/ja\/imprint\n/);
  });

  it('quotes the market facts, so a changed return period shows in the next mail', () => {
    const order = placed('de');
    const saved = MARKET_FACTS.DE.returnDays;
    try {
      MARKET_FACTS.DE.returnDays = 45;
      expect(orderMail('de', 'Pawtrail', { email: 'mia@example.com', name: 'Mia' }, order).text).toContain('45 Tage Zeit für eine Rücksendung');
    } finally {
      MARKET_FACTS.DE.returnDays = saved;
    }
    expect(orderMail('de', 'Pawtrail', { email: 'mia@example.com', name: 'Mia' }, order).text).toContain(`${saved} Tage Zeit für eine Rücksendung`);
  });
});
