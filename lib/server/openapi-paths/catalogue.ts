import 'server-only';

import { MARKETS } from '@/lib/shop/market-ids';
import { SEARCH_TYPES } from '@/lib/validations/search';
import { NOTICE_CONFIRM_HOURS, NOTICE_CONFIRM_MAILS_PER_HOUR } from '@/lib/validations/notify';

import { STORE_KINDS, STORE_PAGE_SIZE } from '@/lib/validations/stores';
import { ref, unsafeJsonErrors, type JsonSchema, type Paths } from './types';

const obj = (required: string[], properties: Record<string, JsonSchema>): JsonSchema => ({ type: 'object', required, properties });
const arr = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
const ok = (description: string, schema: JsonSchema) => ({ description, content: { 'application/json': { schema } } });
const image: JsonSchema = obj(['src', 'width', 'height'], { src: { type: 'string' }, width: { type: 'integer' }, height: { type: 'integer' } });
const summary: JsonSchema = obj(['id', 'categoryId', 'name', 'priceCents', 'currency', 'stock', 'comingSoon', 'colors'], {
  id: { type: 'string' },
  categoryId: { type: 'string' },
  name: { type: 'string' },
  tagline: { type: 'string' },
  summary: { type: 'string' },
  priceCents: { type: 'integer', description: 'US cents' },
  currency: { type: 'string' },
  stock: { type: 'integer' },
  comingSoon: { type: 'boolean' },
  featured: { type: 'boolean' },
  releasedAt: { type: 'string', format: 'date' },
  image: { anyOf: [image, { type: 'null' }] },
  colors: arr(obj(['id', 'hex', 'name'], { id: { type: 'string' }, hex: { type: 'string' }, name: { type: 'string' } })),
});
const detail: JsonSchema = {
  allOf: [
    summary,
    obj(['description', 'specs', 'colors'], {
      description: arr({ type: 'string' }),
      specs: arr(obj(['label', 'value'], { label: { type: 'string' }, value: { type: 'string' } })),
      video: { type: ['string', 'null'] },
      videoPoster: { type: ['string', 'null'] },
      colors: arr(obj(['id', 'hex', 'name', 'images'], { id: { type: 'string' }, hex: { type: 'string' }, name: { type: 'string' }, images: arr(image) })),
    }),
  ],
};
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
        '200': ok(
          'A page of products',
          obj(['items', 'total', 'nextCursor'], { items: arr(summary), total: { type: 'integer' }, nextCursor: { type: ['string', 'null'] } }),
        ),
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
      responses: { '200': ok('The product', detail), '404': ref.response('NotFound'), ...errors },
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
        '200': ok(
          'The prices',
          obj(['market', 'currency', 'taxIncluded', 'prices'], {
            market: { type: 'string', enum: [...MARKETS] },
            currency: { type: 'string' },
            taxIncluded: { type: 'boolean' },
            prices: { type: 'object', additionalProperties: { type: 'integer' } },
          }),
        ),
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
        '201': ok('Stored', obj(['ok'], { ok: { type: 'boolean' } })),
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
        '200': ok('Confirmed', obj(['ok'], { ok: { type: 'boolean' } })),
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
        '200': ok('Requests ended (or none to end)', obj(['ok'], { ok: { type: 'boolean' } })),
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
        '200': ok(
          'Results',
          obj(['query', 'results', 'counts', 'total', 'capped'], {
            query: { type: 'string' },
            total: { type: 'integer' },
            capped: { type: 'boolean' },
            counts: { type: 'object', additionalProperties: { type: 'integer' } },
            results: arr(
              obj(['type', 'id', 'locale', 'title', 'url', 'score'], {
                type: { type: 'string', enum: [...SEARCH_TYPES] },
                id: { type: 'string' },
                locale: { type: 'string' },
                title: { type: 'string' },
                summary: { type: 'string' },
                body: { type: 'string' },
                url: { type: 'string' },
                score: { type: 'number' },
              }),
            ),
          }),
        ),
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
        '200': ok(
          'Suggestions',
          obj(['suggestions'], {
            suggestions: arr(obj(['type', 'title', 'url'], { type: { type: 'string' }, title: { type: 'string' }, url: { type: 'string' } })),
          }),
        ),
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
        '200': ok(
          'One page of stores',
          obj(['stores', 'total', 'page', 'pageSize', 'pages'], {
            total: { type: 'integer' },
            page: { type: 'integer' },
            pageSize: { type: 'integer' },
            pages: { type: 'integer' },
            stores: arr(
              obj(
                [
                  'id',
                  'kind',
                  'name',
                  'country',
                  'region',
                  'city',
                  'cityLocal',
                  'postcode',
                  'address',
                  'phone',
                  'email',
                  'latitude',
                  'longitude',
                  'hours',
                  'distanceKm',
                ],
                {
                  id: { type: 'string' },
                  kind: { type: 'string', enum: [...STORE_KINDS] },
                  name: { type: 'string' },
                  country: { type: 'string', description: 'ISO 3166-1 alpha-2' },
                  region: { type: 'string' },
                  city: { type: 'string', description: 'The city in English' },
                  cityLocal: { type: ['string', 'null'], description: 'The city as locals write it, when different' },
                  postcode: { type: 'string' },
                  address: { type: 'string' },
                  phone: { type: 'string' },
                  email: { type: ['string', 'null'] },
                  latitude: { type: 'number' },
                  longitude: { type: 'number' },
                  hours: {
                    anyOf: [
                      obj(['days', 'open', 'close'], {
                        days: arr({ type: 'integer', minimum: 1, maximum: 7, description: 'ISO weekday, 1 = Monday' }),
                        open: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
                        close: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
                      }),
                      { type: 'null' },
                    ],
                  },
                  distanceKm: { type: ['number', 'null'] },
                },
              ),
            ),
          }),
        ),
        ...errors,
      },
    },
  },
};
