import 'server-only';
import { z } from 'zod';
import { idSchema } from '@/lib/types/api';
import {
  addressSchema,
  cartCountSchema,
  cartMergeSchema,
  cartViewSchema,
  favoriteIdSchema,
  favoritesMergedSchema,
  favoriteViewSchema,
  guestOrderPlacedSchema,
  linkedOrderSchema,
  orderDetailSchema,
  orderSummarySchema,
  returnRequestViewSchema,
  savedCardSchema,
  withdrawalViewSchema,
} from '@/lib/types/shop';
import { cartItemInput, MAX_CART_LINES, MAX_LINE_QUANTITY } from '@/lib/validations/cart';
import { locales } from '@/i18n/routing';
import { ORDER_LINK_DAYS } from '../shop/order-links';
import { GUEST_CHECKOUT_LIMIT } from '../shop/orders';
import { idempotencyKeyHeader } from './headers';
import { error, file, fromZod, json as ok, ref, unsafeJsonErrors, type Operation, type Paths } from './types';

const tags = ['shop'];
const readHeaders = [ref.parameter('XLang'), ref.parameter('XAuthToken')];
const writeHeaders = [...readHeaders, ref.parameter('XsrfHeader')];
const signedIn = [{ authToken: [] }];
const signedInWrite = [{ xsrfCookie: [], authToken: [] }];
const auth = { '401': ref.response('Unauthorized') };
const notFound = { '404': ref.response('NotFound') };

function op(operationId: string, summary: string, description: string, rest: Partial<Operation>): Operation {
  return { operationId, summary, description, tags, parameters: readHeaders, security: signedIn, responses: {}, ...rest };
}
function write(operationId: string, summary: string, description: string, rest: Partial<Operation>): Operation {
  return op(operationId, summary, description, { parameters: writeHeaders, security: signedInWrite, ...rest });
}

const cart = cartViewSchema;
const favorite = favoriteViewSchema;
const address = addressSchema;
const card = savedCardSchema;
const order = orderDetailSchema;
const returnRequest = returnRequestViewSchema;
const withdrawalView = withdrawalViewSchema;
const list = (items: z.ZodType) => z.strictObject({ items: z.array(items) });
const cartCookie =
  "Guests are identified by the HttpOnly `pt_cart` cookie (a random token; only its hash is stored), set on the first add. Beside it the server sets `pt_cart_hint=1`, readable by scripts and carrying no identifier: the site asks for the header's count only when a browser has it (a guest without a cart has nothing to count); a request with `pt_cart` but without the hint gets it. A request with both a session token and that cookie merges the guest cart into the account cart first (quantities added, capped at 99 per line and 50 lines) and clears both cookies.";
const guestOk: Record<string, string[]>[] = [{}, { authToken: [] }];
const guestWrite: Record<string, string[]>[] = [{ xsrfCookie: [] }, { xsrfCookie: [], authToken: [] }];

export const paths: Paths = {
  '/api/cart': {
    get: op(
      'getCart',
      'The cart',
      `Guest or signed in. Prices and stock always come from the database; shipping is the site's flat rate, free from the threshold. ${cartCookie}`,
      { security: guestOk, responses: { '200': ok('The cart', cart), '500': ref.response('ServerError') } },
    ),
  },
  '/api/cart/count': {
    get: op('getCartCount', 'Items in the cart', `For the header badge. ${cartCookie}`, {
      security: guestOk,
      responses: { '200': ok('Count', cartCountSchema) },
    }),
  },
  '/api/cart/items': {
    post: write(
      'addCartItem',
      'Add a product in a colour',
      `Adds to the line of the same product and colour. Coming soon or sold out → 409 (coming_soon, out_of_stock, not_enough_stock); over ${MAX_LINE_QUANTITY} in a line → 422 quantity_limit; a ${MAX_CART_LINES + 1}st line → 422 cart_full. ${cartCookie}`,
      {
        security: guestWrite,
        responses: { '201': ok('The cart after the change', cart), ...notFound, '409': ref.response('Conflict'), ...unsafeJsonErrors },
      },
    ),
  },
  '/api/cart/add': {
    post: {
      operationId: 'addCartItemByForm',
      summary: 'Add to cart from the plain product-page form (before scripts run, or without JavaScript)',
      tags: ['shop'],
      description: `The product page's "Add to cart" is a plain form, so a tap before the page's scripts have run is not lost; once hydrated, the page posts JSON to POST /api/cart/items instead. Urlencoded fields, the same rules as that operation (at most ${MAX_LINE_QUANTITY} in a line, ${MAX_CART_LINES} lines). A static page cannot carry the anti-forgery token, so this operation requires \`Sec-Fetch-Site: same-origin\` or, from a browser without Fetch metadata, an Origin of this site (neither → 403). It reaches the guest cart only (the \`pt_cart\` cookie); a signed-in account takes that cart in on its next request. Success: 303 to the product page in the form's language with the colour added and \`#added-to-cart\`. A refusal is an HTML page in the form's language saying why, with a link back; nothing is written.`,
      security: [{}],
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            // The JSON endpoint's schema, with the form's own reading of quantity and its locale field.
            schema: fromZod(
              cartItemInput.extend({
                quantity: z
                  .string()
                  .regex(/^\s*\d{1,4}\s*$/)
                  .optional()
                  .meta({ description: `a whole number, 1 to ${MAX_LINE_QUANTITY} (default 1)` }),
                locale: z.enum(locales).optional().meta({ description: "the page's language (the refusal and the way back use it)" }),
              }),
            ),
          },
        },
      },
      responses: {
        '303': { description: 'Added: back to the product page, the cart cookie set' },
        '403': file('Not a same-origin form post', ['text/html'], z.string()),
        '409': file('Coming soon or out of stock (a page saying so)', ['text/html'], z.string()),
        '422': file('Bad input (a page naming each field)', ['text/html'], z.string()),
      },
    },
  },
  '/api/cart/quote': {
    post: write(
      'quoteItems',
      'Price items as a cart, for "buy now"',
      'The items with their names, prices, stock, shipping and total, as a cart would show them; no cart changes. Unknown product → 404; unknown colour → 422 color_not_found; coming soon or sold out → 409, as adding them to the cart would answer.',
      {
        security: guestWrite,
        responses: { '200': ok('The items priced', cart), ...notFound, '409': ref.response('Conflict'), ...unsafeJsonErrors },
      },
    ),
  },
  '/api/cart/items/{id}': {
    patch: write('setCartItemQuantity', "Change a line's quantity", "Only a line of the caller's own cart (guest cookie or account); any other id → 404.", {
      security: guestWrite,
      parameters: [...writeHeaders],
      responses: { '200': ok('The cart after the change', cart), ...notFound, '409': ref.response('Conflict'), ...unsafeJsonErrors },
    }),
    delete: write('removeCartItem', 'Remove a line', "Only a line of the caller's own cart; any other id → 404.", {
      security: guestWrite,
      parameters: [...writeHeaders],
      responses: { '200': ok('The cart after the change', cart), ...notFound, '403': ref.response('Forbidden') },
    }),
  },
  '/api/cart/merge': {
    post: write('mergeGuestCart', 'Merge the guest cart after sign-in', cartCookie, {
      responses: {
        '200': ok('Merged lines and the cart', cartMergeSchema),
        ...auth,
        '403': ref.response('Forbidden'),
      },
    }),
  },
  '/api/favorites': {
    get: op('listFavorites', "The caller's favorites", 'Image, name, colour, price and stock state, newest first.', {
      responses: { '200': ok('Favorites', list(favorite)), ...auth },
    }),
    post: write('addFavorite', 'Add a favorite', 'Idempotent: one row per product.', {
      responses: { '201': ok('Added', favoriteIdSchema), ...auth, ...notFound, ...unsafeJsonErrors },
    }),
  },
  '/api/favorites/{productId}': {
    delete: write('removeFavorite', 'Remove a favorite', "Only the caller's own; otherwise 404.", {
      parameters: [...writeHeaders],
      responses: { '200': ok('Removed', favoriteIdSchema), ...auth, ...notFound, '403': ref.response('Forbidden') },
    }),
  },
  '/api/favorites/merge': {
    post: write('mergeFavorites', "Merge a guest's local favorites", 'Unknown products are skipped; no duplicates.', {
      responses: { '200': ok('How many were added', favoritesMergedSchema), ...auth, ...unsafeJsonErrors },
    }),
  },
  '/api/favorites/guest': {
    post: write(
      'guestFavorites',
      "A guest's favorites, shown",
      'Public and read-only: the products a guest keeps in the browser until sign-in, with image, name, first colour, price and stock, in the order given; unknown ids are left out.',
      {
        security: guestWrite,
        responses: { '200': ok('Favorites', list(favorite)), ...unsafeJsonErrors },
      },
    ),
  },
  '/api/addresses': {
    get: op('listAddresses', "The caller's addresses", 'Default first.', { responses: { '200': ok('Addresses', list(address)), ...auth } }),
    post: write('createAddress', 'Add an address', 'The first address, or one sent with isDefault, becomes the only default. Field messages are localized.', {
      responses: { '201': ok('Created', address), ...auth, ...unsafeJsonErrors },
    }),
  },
  '/api/addresses/{id}': {
    get: op('getAddress', 'One address', "Someone else's id → 404.", {
      parameters: [...readHeaders],
      responses: { '200': ok('The address', address), ...auth, ...notFound },
    }),
    patch: write(
      'updateAddress',
      'Edit an address',
      "Any subset of the fields; isDefault: true moves the default here (the default cannot be switched off directly). Someone else's id → 404.",
      {
        parameters: [...writeHeaders],
        responses: { '200': ok('The address', address), ...auth, ...notFound, ...unsafeJsonErrors },
      },
    ),
    delete: write('deleteAddress', 'Delete an address', "Deleting the default promotes the most recent other address. Someone else's id → 404.", {
      parameters: [...writeHeaders],
      responses: { '200': ok('Deleted', idSchema), ...auth, ...notFound, '403': ref.response('Forbidden') },
    }),
  },
  '/api/cards': {
    get: op('listCards', "The caller's saved cards", 'Brand, last four, expiry, holder, default — never a number.', {
      responses: { '200': ok('Cards', list(card)), ...auth },
    }),
    post: write(
      'createCard',
      'Save a card',
      "The number (Luhn, brand by IIN, length) and CVC (3 digits, 4 for American Express) are checked, handed to the payment provider and never stored or logged; the provider's token, brand, last four, expiry and holder are kept. The expiry must not be in the past. Sandbox test numbers: docs/payments.md.",
      {
        responses: { '201': ok('Saved', card), ...auth, ...notFound, ...unsafeJsonErrors },
      },
    ),
  },
  '/api/cards/{id}': {
    get: op('getCard', 'One saved card', "Someone else's id → 404.", {
      parameters: [...readHeaders],
      responses: { '200': ok('The card', card), ...auth, ...notFound },
    }),
    patch: write(
      'updateCard',
      'Edit a saved card',
      "Holder, expiry, billing address (one of the caller's), default. The number cannot change (a `number` field is ignored).",
      {
        parameters: [...writeHeaders],
        responses: { '200': ok('The card', card), ...auth, ...notFound, ...unsafeJsonErrors },
      },
    ),
    delete: write('deleteCard', 'Delete a saved card', "Deleting the default promotes another card. Someone else's id → 404.", {
      parameters: [...writeHeaders],
      responses: { '200': ok('Deleted', idSchema), ...auth, ...notFound, '403': ref.response('Forbidden') },
    }),
  },
  '/api/orders': {
    get: op('listOrders', "The caller's orders", 'Newest first.', { responses: { '200': ok('Orders', list(orderSummarySchema)), ...auth } }),
    post: write(
      'placeOrder',
      'Check out',
      'Needs the `Idempotency-Key` header (8–100 visible ASCII characters). The same key and body again → 200 with the same order (concurrent repeats make one order and one charge); the same key with another body → 409 idempotency_conflict. Without `items` the cart is ordered (and those lines leave the cart); with `items` it is "buy now". The order is in the market of the request language (its currency, stored prices and tax: VAT included, or US sales tax for the address’s state added); prices and totals come from the database (price fields in the request are ignored); stock is reserved before the card is charged (no transaction is open during the charge). A declined card → 402 card_declined or insufficient_funds, and no order exists. If the order cannot be completed after a successful charge, the charge is refunded and the answer is 503 order_not_completed (no order).',
      {
        parameters: [...writeHeaders, idempotencyKeyHeader],
        responses: {
          '201': ok('Placed and paid', order),
          '200': ok('The order this key already placed', order),
          '402': error('The card was declined'),
          ...auth,
          '409': ref.response('Conflict'),
          ...unsafeJsonErrors,
          '503': error('Not completed; any charge was refunded'),
        },
      },
    ),
  },
  '/api/orders/guest': {
    post: write(
      'placeGuestOrder',
      'Check out as a guest',
      `No account: the guest cart (or \`items\`, "buy now"), the email for the confirmation and the order link, the delivery address and the card in one body. Same rules as placeOrder: \`Idempotency-Key\` scoped to the guest cart (same key and body → 200 with the order; other body → 409), prices from the database in the market of the request language, stock reserved before the charge, 402 for a declined card with no order. The card number and CVC go to the payment provider for a token and are never stored or logged. The answer adds \`email\` and \`lookupToken\`: the order's page is \`/order#<lookupToken>\` (the confirmation mail carries such a link; only the token's hash is stored, valid ${ORDER_LINK_DAYS} days). A signed-in caller → 409 signed_in_checkout; more than ${GUEST_CHECKOUT_LIMIT.max} new attempts per address and hour → 429. ${cartCookie}`,
      {
        security: guestWrite,
        parameters: [...writeHeaders, idempotencyKeyHeader],
        responses: {
          '201': ok('Placed and paid', guestOrderPlacedSchema),
          '200': ok('The order this key already placed (with a new link token)', guestOrderPlacedSchema),
          '402': error('The card was declined'),
          '409': ref.response('Conflict'),
          '429': error('Too many checkout attempts from this address'),
          ...unsafeJsonErrors,
          '503': error('Not completed; any charge was refunded'),
        },
      },
    ),
  },
  '/api/orders/lookup': {
    post: write(
      'getLinkedOrder',
      'Open an order by its link',
      'The order a mailed order link (`/order#<token>`) opens, without an account: the order, the email its mails go to, and whether an account holds it (`claimed`); for the signed-in account holding it (`owned`), whether it may be cancelled or returned, and for a guest order whether it may be returned (`POST /api/orders/returns`). POST so the token never sits in a URL. Unknown or expired token → 404 order_link_invalid.',
      {
        security: guestWrite,
        responses: { '200': ok('The order', linkedOrderSchema), '404': error('Unknown or expired link'), ...unsafeJsonErrors },
      },
    ),
  },
  '/api/orders/returns': {
    post: write(
      'requestReturnByLink',
      'Ask to return lines of a guest order by its link',
      "A guest's return request from the order's mailed link, without an account: the token and the request as `POST /api/orders/{id}/returns` takes it, with the same rules (409 not_returnable before it shipped; 422 `return_quantity` per field). An unknown or expired link, or an order an account holds (asked back from that account), → 404 order_link_invalid. The confirmation mail goes to the order's email in its language, with a new link to the order.",
      {
        security: guestWrite,
        responses: {
          '201': ok('The return request', returnRequest),
          '404': error('Unknown or expired link'),
          '409': ref.response('Conflict'),
          ...unsafeJsonErrors,
        },
      },
    ),
  },
  '/api/orders/withdrawal': {
    post: write(
      'withdrawByLink',
      'Withdraw from the contract of a guest order by its link',
      "The withdrawal function for a guest order, from its mailed link, without an account: the token and the buyer's name, with the same rules as `POST /api/orders/{id}/withdrawal`. An unknown or expired link, or an order an account holds (withdrawn from that account), → 404 order_link_invalid. The acknowledgement goes to the order's email in its language, with a new link to the order.",
      {
        security: guestWrite,
        responses: {
          '201': ok('The withdrawal as received', withdrawalView),
          '404': error('Unknown or expired link'),
          '409': ref.response('Conflict'),
          ...unsafeJsonErrors,
        },
      },
    ),
  },
  '/api/orders/invoice': {
    post: write(
      'getInvoiceByLink',
      'The invoice of an order by its link, as a PDF',
      'The invoice of the order a mailed order link opens, without an account, as staff and the account download it (`GET /api/orders/{id}/invoice`). POST so the token never sits in a URL. Unknown or expired link → 404 order_link_invalid; not yet paid → 409 not_invoiced.',
      {
        security: guestWrite,
        responses: {
          '200': file('The PDF, as an attachment named invoice-{number}.pdf', ['application/pdf']),
          '404': error('Unknown or expired link'),
          '409': ref.response('Conflict'),
          ...unsafeJsonErrors,
        },
      },
    ),
  },
  '/api/orders/claim': {
    post: write(
      'claimOrder',
      'Add a guest order to the account',
      "With the order's link token: only an order placed with the account's email (case-insensitive) → 200 with the order, now in the caller's orders; another email → 403 order_claim_email; unknown or expired link → 404. Claiming an order the account already holds answers it again.",
      {
        responses: {
          '200': ok('The claimed order', order),
          ...auth,
          '404': error('Unknown or expired link'),
          ...unsafeJsonErrors,
          '403': error('Placed with another email (order_claim_email), or the anti-forgery check failed'),
        },
      },
    ),
  },
  '/api/orders/{id}': {
    get: op('getOrder', 'One order', "Lines, address snapshot, card brand and last four, totals and status history. Someone else's id → 404.", {
      parameters: [...readHeaders],
      responses: { '200': ok('The order', order), ...auth, ...notFound },
    }),
  },
  '/api/orders/{id}/returns': {
    post: write(
      'requestReturn',
      'Ask to return lines of an order',
      "Only for a shipped or delivered order of the signed-in buyer (else 409 not_returnable; someone else's id → 404). Each line must be one of the order's, and its quantity at most what was ordered minus what open (not rejected) requests of the order already ask back: else 422 `return_quantity` with a message per field (`items.<i>` or `items.<i>.quantity`) and nothing stored. The same line twice counts once, quantities added. The buyer is emailed a confirmation in their account's language.",
      {
        parameters: [...writeHeaders],
        responses: { '201': ok('The return request', returnRequest), ...auth, ...notFound, '409': ref.response('Conflict'), ...unsafeJsonErrors },
      },
    ),
  },
  '/api/orders/{id}/invoice': {
    get: op(
      'getInvoice',
      'The invoice of an order, as a PDF',
      "The signed-in buyer's paid order in the order's language: the seller for the order's market with its VAT and register numbers, the buyer, the invoice number (the order's) and date (when it was paid), the lines with unit prices, tax as charged and the card. Someone else's id → 404; not yet paid → 409 not_invoiced.",
      {
        parameters: [...readHeaders],
        responses: {
          '200': file('The PDF, as an attachment named invoice-{number}.pdf', ['application/pdf']),
          ...auth,
          ...notFound,
          '409': ref.response('Conflict'),
        },
      },
    ),
  },
  '/api/orders/{id}/withdrawal': {
    post: write(
      'withdraw',
      'Withdraw from the contract of an order',
      "The withdrawal function (EU Directive 2023/2673; offered wherever the order's market's law gives a right of withdrawal: `withdrawalRight`): the signed-in buyer's statement, with their name, that they withdraw from the contract of the whole order. Only while `withdrawable`: paid, shipped or delivered and within the period after delivery (else 409 not_withdrawable); a second statement → 409 already_withdrawn; someone else's id → 404. An unshipped order is cancelled (stock back, the charge refunded); a shipped or delivered one gets a return request for whatever is not already asked back. The acknowledgement of receipt, with the statement and the time it was received, goes to the account's email in its language.",
      {
        parameters: [...writeHeaders],
        responses: { '201': ok('The withdrawal as received', withdrawalView), ...auth, ...notFound, '409': ref.response('Conflict'), ...unsafeJsonErrors },
      },
    ),
  },
  '/api/orders/{id}/cancel': {
    post: write(
      'cancelOrder',
      'Cancel a paid order',
      "Only while paid and not shipped: the stock returns and the charge is refunded; otherwise 409 not_cancellable. Someone else's id → 404.",
      {
        parameters: [...writeHeaders],
        responses: { '200': ok('The cancelled order', order), ...auth, ...notFound, '409': ref.response('Conflict'), '403': ref.response('Forbidden') },
      },
    ),
  },
};
