import 'server-only';

import { okSchema } from '@/lib/types/api';
import { productDetailSchema, productListSchema, productPricesSchema, searchResponseSchema, suggestionsSchema } from '@/lib/types/catalogue';
import { storePageSchema } from '@/lib/types/stores';
import { NOTICE_CONFIRM_HOURS, NOTICE_CONFIRM_MAILS_PER_HOUR } from '@/lib/validations/notify';
import { STORE_PAGE_SIZE } from '@/lib/validations/stores';
import { json as ok, ref, unsafeJsonErrors, type Paths } from './types';

const headers = [ref.parameter('XLang')];
const errors = { '422': ref.response('InvalidFields'), '500': ref.response('ServerError') };

export const paths: Paths = {
  '/api/products': {
    get: {
      operationId: 'listProducts',
      summary: 'The catalogue',
      tags: ['catalogue'],
      description:
        'Products in the x-lang language, filtered and sorted, paged with an opaque cursor. Cursors hold the last product shown, not an offset: products added or removed between two requests neither repeat nor skip the others.',
      parameters: [...headers],
      responses: {
        '200': ok('A page of products', productListSchema),
        ...errors,
      },
    },
  },
  '/api/products/{id}': {
    get: {
      operationId: 'getProduct',
      summary: 'One product',
      tags: ['catalogue'],
      description: 'Colours with their own images, specifications, video.',
      parameters: [...headers],
      responses: { '200': ok('The product', productDetailSchema), '404': ref.response('NotFound'), ...errors },
    },
  },
  '/api/products/prices': {
    get: {
      operationId: 'productPrices',
      summary: 'Prices in a market the visitor chose',
      tags: ['catalogue'],
      description:
        "The stored prices (minor units) of products for sale in one market, with its currency and whether tax is included. Pre-rendered pages are priced in their language's market; when the visitor chose another one (the `pt_market` cookie, see GET /api/market), the page's script shows these instead. Unknown ids are left out. Public, cached for a minute.",
      parameters: [],
      security: [{}],
      responses: {
        '200': ok('The prices', productPricesSchema),
        '422': ref.response('InvalidFields'),
      },
    },
  },
  '/api/market': {
    get: {
      operationId: 'chooseMarket',
      summary: 'Choose the market (country and currency) apart from the language',
      tags: ['catalogue'],
      description:
        "The footer's market switch, a plain form: sets the `pt_market` cookie (a year; not HttpOnly, the page's price script reads it) and answers 303 to the page it was used on (the same-site Referer, else /). From then on the cart, its quote, the checkout and new orders price in that market (currency, stored prices, tax and shipping rules), whatever the language.",
      parameters: [],
      security: [{}],
      responses: { '303': { description: 'Back to the page, with the cookie set' }, '422': ref.response('InvalidFields') },
    },
  },
  '/api/language': {
    get: {
      operationId: 'chooseLanguage',
      summary: "The header's language links: the same page in another language",
      tags: ['catalogue'],
      description:
        "Plain links, so a choice made before the page's scripts have run, or without JavaScript, is not lost (the hydrated header switches in the page itself). Saves the choice in the `NEXT_LOCALE` cookie (a year), except when `Sec-Fetch-Site` says another site sent the visitor, and answers 303 to the page it was used on (the same-site Referer's path) in that language, else the home page.",
      parameters: [],
      security: [{}],
      responses: { '303': { description: 'The page in that language, with the cookie set' }, '422': ref.response('InvalidFields') },
    },
  },
  '/api/products/{id}/notify': {
    post: {
      operationId: 'notifyProduct',
      summary: 'Notify me when available',
      tags: ['catalogue'],
      description: `Asks for a mail when a coming-soon or sold-out product can be ordered (409 while it can be ordered). Double opt-in: the request stays pending, and the address gets one mail, in the language asked in, with a confirmation link (${NOTICE_CONFIRM_HOURS} hours, once; POST /api/notify/confirm); at most ${NOTICE_CONFIRM_MAILS_PER_HOUR} such mails per address an hour, and none for a request already confirmed. The same 201 in every case, so nobody learns whether an address is listed. A confirmed request gets one mail through the outbox in the transaction that makes the product orderable (a staff change, a cancelled order, a released reservation); then the request ends. That mail carries a one-click unsubscribe link (POST /api/notify/unsubscribe). An unconfirmed request is never mailed again and lapses. 10 per hour per IP.`,
      parameters: [...headers, ref.parameter('XsrfHeader')],
      security: [{ xsrfCookie: [] }],
      responses: {
        '201': ok('Stored', okSchema),
        '404': ref.response('NotFound'),
        '409': ref.response('Conflict'),
        '429': ref.response('TooManyRequests'),
        ...unsafeJsonErrors,
      },
    },
  },
  '/api/notify/confirm': {
    post: {
      operationId: 'confirmNotice',
      summary: 'Confirm a "notify me" request (double opt-in)',
      tags: ['catalogue'],
      description:
        'Opens the link of a "notify me" confirmation mail (the /notify/confirm page posts it from a button, never on load, as mail scanners open links). The request becomes active; if the product can already be ordered, its "available now" mail is queued at once. A used, lapsed or unknown link is a 422 `invalid_token` with a localized `fields.token`. 30 per 15 minutes per IP.',
      parameters: [...headers, ref.parameter('XsrfHeader')],
      security: [{ xsrfCookie: [] }],
      responses: {
        '200': ok('Confirmed', okSchema),
        '429': ref.response('TooManyRequests'),
        ...unsafeJsonErrors,
      },
    },
  },
  '/api/notify/unsubscribe': {
    post: {
      operationId: 'unsubscribeNotices',
      summary: 'Stop back-in-stock mails (RFC 8058 one-click)',
      tags: ['catalogue'],
      description:
        'The List-Unsubscribe target of every "available now" mail (with List-Unsubscribe-Post: List-Unsubscribe=One-Click), also used by the unsubscribe page the mail links to. Ends every pending "notify me" request of the address the token was mailed to, for all products. Mail clients post without cookies, so there is no anti-forgery check: the token can only end the requests of the address it was mailed to. Any body is ignored. Answers 200 also for an unknown or already used token, so nobody learns which tokens or addresses exist. 30 per 15 minutes per IP.',
      parameters: [...headers],
      responses: {
        '200': ok('Requests ended (or none to end)', okSchema),
        '422': ref.response('InvalidFields'),
        '429': ref.response('TooManyRequests'),
        '500': ref.response('ServerError'),
      },
    },
  },
  '/api/search': {
    get: {
      operationId: 'search',
      summary: 'Site search',
      tags: ['search'],
      description: 'Products, news, FAQ and downloads in the x-lang language first, then English; counts per type (lower bounds when capped).',
      parameters: [...headers],
      responses: {
        '200': ok('Results', searchResponseSchema),
        ...errors,
      },
    },
  },
  '/api/search/suggest': {
    get: {
      operationId: 'suggest',
      summary: 'Search suggestions',
      tags: ['search'],
      description: 'Matching titles for the search box (word prefixes count).',
      parameters: [...headers],
      responses: {
        '200': ok('Suggestions', suggestionsSchema),
        ...errors,
      },
    },
  },
  '/api/stores': {
    get: {
      operationId: 'findStores',
      summary: 'Store and agent finder',
      tags: ['stores'],
      description: `Cooperating stores and agents, ${STORE_PAGE_SIZE} per page. \`q\` matches a city in any stored spelling (case and accents ignored: \`tokyo\`, \`東京\`, \`Munchen\`; CJK also inside a name) or, when it holds a digit, the start of a postcode (spaces and dashes ignored). With \`lat\` and \`lon\` (both or neither) the nearest come first and carry \`distanceKm\` (great circle); otherwise sorted by country and city. Invalid parameters → 422 with field messages.`,
      parameters: [...headers],
      responses: {
        '200': ok('One page of stores', storePageSchema),
        ...errors,
      },
    },
  },
};
