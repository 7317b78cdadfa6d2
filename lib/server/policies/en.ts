import 'server-only';
import type { PolicyTexts } from './types';

export const en: PolicyTexts = {
  labels: {
    contents: 'On this page',
    updated: 'Last updated: {date}',
    market: 'Country',
    currency: 'Currency',
    taxes: 'Taxes',
    standard: 'Standard shipping',
    express: 'Express shipping',
    freeFrom: 'Free standard shipping from',
    salesTax: 'Sales tax added at checkout',
    vat: 'VAT {rate} included',
    consumptionTax: 'Consumption tax {rate} included',
    taxesIncluded: 'Taxes included',
    days: { one: '{days} business day', other: '{days} business days' },
    ratesCaption: 'Shipping prices and delivery times by country',
    taxesCaption: 'Currency and taxes by country',
    warranty: 'Warranty',
    support: 'Support line',
    serviceCaption: 'Warranty and support line by country',
  },
  terms: {
    title: 'Terms of use and sale',
    description: 'The terms that apply when you use the Pawtrail website, create an account and buy from our online shop.',
    intro: 'These terms apply to the Pawtrail website and to every order placed in our online shop. Please read them before you buy.',
    sections: {
      scope: {
        heading: 'Who we are and what these terms cover',
        blocks: [
          'The shop is run by {company}, {address}. These terms cover your use of this website, your Pawtrail account and every purchase of our smart GPS collars, trackers, feeders, pet shampoo and accessories made here.',
          'Our [privacy policy](/privacy), [shipping policy](/shipping) and [returns policy](/returns) are part of these terms.',
        ],
      },
      account: {
        heading: 'Your account',
        blocks: [
          'You can order as a guest or with a Pawtrail account; with an account, you can follow, cancel and return your orders yourself. Give us accurate details, keep your password to yourself and tell us at {email} if you think someone else has used your account. You must be at least 18 years old to buy.',
          'We may suspend an account that is used for fraud or abuse. You can ask us to close your account at any time.',
        ],
      },
      orders: {
        heading: 'Orders and contract',
        blocks: [
          'When you place an order, we send you an email confirming that we have received it. The contract is concluded when your payment is accepted and the order appears as paid in your account.',
          'If an item turns out to be unavailable after you have paid, we tell you straight away and refund the full amount to your card.',
        ],
      },
      prices: {
        heading: 'Prices and taxes',
        blocks: [
          'Prices are shown in the currency of the country you ship to. In the United States, sales tax is added at checkout; in every other market the prices include VAT or the local taxes.',
          { table: 'taxes' },
          'Shipping costs are shown in your cart before you pay and are explained in our [shipping policy](/shipping).',
        ],
      },
      payment: {
        heading: 'Payment',
        blocks: [
          'We accept {paymentMethods}, charged when you place the order; we take no other means of payment. Your card number and security code go directly to our payment provider and never reach us. For each order we keep the card brand and the last four digits; if you save a card in your account, we also keep its expiry date and the cardholder name (see our [privacy policy](/privacy#cards)).',
        ],
      },
      cancellation: {
        heading: 'Cancelling an order',
        blocks: [
          'You can cancel a paid order until it ships: yourself on the order page in your account, or through our support team for an order placed as a guest. Our team may also cancel a paid order that has not shipped, for example when an item cannot be delivered. Either way, the full amount is refunded to the card you paid with.',
          'Once an order has shipped, you can send it back under our [returns policy](/returns).',
        ],
      },
      warranty: {
        heading: 'Warranty',
        blocks: [
          'Our devices come with a warranty against manufacturing defects of {warrantyYears} from delivery. Your statutory rights as a consumer are not affected. The period for each country and how to make a claim are described in our [returns policy](/returns#warranty).',
        ],
      },
      liability: {
        heading: 'Liability',
        blocks: [
          'A smart GPS collar helps you find your pet, but positioning depends on satellite, Wi-Fi and mobile network coverage and can be delayed or inaccurate. It does not replace supervision.',
          'We are liable without limit for intent, gross negligence and injury to life, body or health, and otherwise as far as the law of your country requires.',
        ],
      },
      law: {
        heading: 'Applicable law',
        blocks: [
          'These terms are governed by the laws of the State of California. If you live in another country, the mandatory consumer protection rules of that country still apply to you.',
        ],
      },
      changes: {
        heading: 'Changes and contact',
        blocks: [
          'We may update these terms; the version shown when you place an order applies to that order. Questions? Write to {email} or call {supportPhone} ({supportHours}).',
        ],
      },
    },
  },
  privacy: {
    title: 'Privacy policy',
    description: 'Which personal data Pawtrail collects, why, how long we keep it and how to use your rights.',
    intro: 'We collect only the data we need to run your account, deliver your orders and answer your questions. We never sell it.',
    sections: {
      controller: {
        heading: 'Who is responsible',
        blocks: ['{company}, {address}, is responsible for the processing of your personal data on this website. Our privacy team is at {privacyEmail}.'],
      },
      data: {
        heading: 'What we collect',
        blocks: [
          {
            list: [
              'Account: your email address, name, password (stored only as a secure hash) and language.',
              'Addresses: the delivery addresses you save, with phone number.',
              'Orders: what you bought, prices, taxes, shipping method and tracking number.',
              'Messages: what you send us through the contact form or by email, with the contact details you give.',
              'Subscriptions: your newsletter and investor alert subscriptions, which start only after you confirm them by clicking the link in our email (double opt-in).',
            ],
          },
        ],
      },
      cards: {
        heading: 'Payment cards',
        blocks: [
          'Card numbers and security codes never reach our servers or logs: you enter them for our payment provider, which holds them and gives us a token. With each order we keep the card brand and the last four digits. If you save a card in your account, we also keep its expiry date and the cardholder name, until you delete the card.',
        ],
      },
      cookies: {
        heading: 'Cookies',
        blocks: [
          'We use only the cookies and browser storage the site needs to work: your sign-in session, your chosen language, your cart and a security token that protects forms. We use no advertising or tracking cookies and no third-party analytics.',
        ],
      },
      purposes: {
        heading: 'Why we use your data',
        blocks: [
          'We use your data to run your account and deliver your orders (contract), to keep the site and payments secure (legitimate interest), to keep invoices for as long as tax law requires (legal obligation) and to send newsletters and alerts you have asked for (consent, which you can withdraw at any time).',
        ],
      },
      sharing: {
        heading: 'Who receives it',
        blocks: [
          'Your data goes only to the service providers that help us: the payment provider, the carrier that delivers your parcel and our hosting provider. They may use it only on our behalf. Where data leaves the European Union, we rely on the standard contractual clauses of the European Commission.',
        ],
      },
      retention: {
        heading: 'How long we keep it',
        blocks: [
          'Account data is kept while your account exists and deleted within 30 days after you close it. Orders and invoices are kept for up to 10 years because tax law requires it. Messages are deleted 2 years after the last reply. Subscriptions end when you unsubscribe.',
        ],
      },
      rights: {
        heading: 'Your rights',
        blocks: [
          'Under the GDPR you can ask to access, correct, delete or receive a copy of your data (portability), object to its processing and complain to a data protection authority. If you live in California, the CCPA gives you the right to know, delete and correct your data; we do not sell or share personal information for advertising.',
          'We answer within one month and will never treat you differently for using your rights.',
        ],
      },
      contact: {
        heading: 'Contact',
        blocks: [
          'Write to {privacyEmail} for anything about your data. For orders and products, our support team is at {email} and on {supportPhone} ({supportHours}).',
        ],
      },
    },
  },
  shipping: {
    title: 'Shipping policy',
    description: 'Where Pawtrail ships, what shipping costs, how long delivery takes and how to track your parcel.',
    intro:
      'We ship from our own warehouse in each country we deliver to, so your parcel never crosses a border: no customs checks, and no duties or import fees to pay on delivery.',
    sections: {
      markets: {
        heading: 'Where we ship',
        blocks: [
          'We deliver to {countries}. You pay in the currency of the country you ship to, and the price already includes its taxes (in the United States, sales tax is added at checkout).',
          { table: 'taxes' },
        ],
      },
      rates: {
        heading: 'Shipping costs and delivery times',
        blocks: [
          'Choose standard or express shipping at checkout. Standard shipping is free when your order reaches the amount shown for your country.',
          { table: 'rates' },
          'Delivery times count business days from dispatch and exclude weekends and public holidays.',
        ],
      },
      dispatch: {
        heading: 'Dispatch',
        blocks: [
          'Orders paid by {dispatchCutoff} local time on a business day usually leave our warehouse the same day; later orders ship on the next business day.',
        ],
      },
      tracking: {
        heading: 'Tracking your parcel',
        blocks: [
          'Every order ships with a carrier and a tracking number. As soon as your parcel is on its way, we send you an email with a link to track it, and the same link appears on the order page in your account.',
        ],
      },
      cancellation: {
        heading: 'Cancelling before dispatch',
        blocks: [
          'You can cancel a paid order until it ships, from your account or, for a guest order, through our support team, and the full amount goes back to your card. After that, please use our [returns policy](/returns).',
        ],
      },
      problems: {
        heading: 'Late, lost or damaged parcels',
        blocks: [
          'If your parcel has not arrived {lateParcelDays} after the expected date, or arrives damaged, contact us at {email} or on {supportPhone} ({supportHours}) with your order number. We will trace it with the carrier and send a replacement or refund you.',
        ],
      },
    },
  },
  returns: {
    title: 'Returns and refunds',
    description: 'How to return a Pawtrail product within {returnDays}, when you get your money back and what the warranty covers.',
    intro: 'Not happy with your purchase? You can send it back within {returnDays} of delivery.',
    sections: {
      period: {
        heading: 'Time to change your mind',
        blocks: ['You can return any item within {returnDays} of delivery, without giving a reason.'],
      },
      condition: {
        heading: 'What we can take back',
        blocks: [
          {
            list: [
              'Items must be unused and in their original packaging, with all accessories.',
              'For hygiene reasons, pet shampoo and conditioner can be returned only if unopened and still sealed.',
              'A device you have set up can still be returned if it is undamaged and you remove it from your Pawtrail app.',
            ],
          },
        ],
      },
      start: {
        heading: 'How to start a return',
        blocks: [
          'With an account, open the order under “My orders” and choose “Request a return”: pick the items and the reason, and you receive a confirmation by email. You can follow the request on the order page. For an order placed as a guest, contact our support team at {email} or on {supportPhone} ({supportHours}) with your order number. Either way, we reply within one business day with the return address and instructions for your country.',
        ],
      },
      refund: {
        heading: 'Your refund',
        blocks: [
          'We refund the price of the returned items to the card you paid with within {refundDays} of receiving your return. If you return the whole order within the return period, we also refund the standard shipping cost.',
        ],
      },
      warranty: {
        heading: 'Defective devices and warranty',
        blocks: [
          'Our devices are covered by a warranty of {warrantyYears}, counted from delivery; the table shows the period and the support line of each country. If a device stops working properly, contact us with your order number and a short description of the fault: we repair or replace it free of charge, and you pay no shipping either way.',
          { table: 'service' },
        ],
      },
      damaged: {
        heading: 'Wrong or damaged items',
        blocks: [
          'If you received the wrong item or it arrived damaged, tell us within {damageReportDays} of delivery and we will send the right one at our cost. See also our [shipping policy](/shipping#problems).',
        ],
      },
    },
  },
};
