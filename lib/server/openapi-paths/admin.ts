import 'server-only';
import { z } from 'zod';
import { messageSchema } from '@/lib/types/api';
import { mailFailurePageSchema } from '@/lib/types/mail';
import {
  bulkConfirmResultSchema,
  bulkMessagesResultSchema,
  bulkProductsResultSchema,
  mailRetrySchema,
  shipmentImportResultSchema,
  staffArticleSchema,
  staffAuditPageSchema,
  staffBrandItemSchema,
  staffBrandItemsSchema,
  staffCategoryOptionSchema,
  staffContentEditorSchemaOf,
  staffContentMatrixSchema,
  staffCustomerPageSchema,
  staffCustomerSchema,
  staffDashboardSchema,
  staffDownloadListSchema,
  staffDownloadSchema,
  staffEnrolmentSchema,
  staffFaqItemSchema,
  staffFaqListSchema,
  staffMarketFactsSchema,
  staffMediaPageSchema,
  staffMediaSchema,
  staffMediaUsageSchema,
  staffMemberListSchema,
  staffMemberSchema,
  staffMeSchema,
  staffMessagePageSchema,
  staffMessageSchema,
  staffNewsListSchema,
  staffOrderPageSchema,
  staffOrderSchema,
  staffProductListSchema,
  staffProductSchema,
  staffReturnPageSchema,
  staffReturnSchema,
  staffReviewSettingSchema,
  staffSearchSchema,
  staffSettingsSchema,
  staffSignedInSchema,
  staffSignInStepSchema,
  staffSlideListSchema,
  staffSlideSchema,
  staffUploadedFileSchema,
  staffVariantsSchema,
  xliffImportReportSchema,
  staffMediaTagsSchema,
} from '@/lib/types/staff';
import { CONTENT_FORMS } from '@/lib/content-forms';
import { adminLanguageInput } from '@/lib/validations/staff';
import { ENROLMENT_SECRET_MS, MAX_FAILED_CODES } from '../staff/auth';
import { PASSWORD_DELAY_MAX_MS, TOTP_LOCK_MS } from '../staff/sign-in-limits';
import { ACCEPTED_FORMATS, DOCUMENT_TYPES } from '../uploads';
import { MEDIA_MAX_BYTES } from '../staff/media';
import { SHIPMENT_IMPORT_MAX_ROWS } from '../staff/order-shipments';
import { DOWNLOAD_MAX_BYTES } from '../staff/downloads';
import { error, file, fromZod, json as ok, ref, unsafeJsonErrors, upload, type Operation, type Paths } from './types';

const tags = ['admin'];
const staffSession = [{ staffCookie: [] }];
const unsafe = [{ staffCookie: [], xsrfCookie: [] }];
const headers = [ref.parameter('XLang')];
const unsafeHeaders = [ref.parameter('XLang'), ref.parameter('XsrfHeader')];
/** Who may call: 401 without a signed-in staff session (or with only the password step done), 403 for customers and other roles. */
const guarded = { '401': ref.response('Unauthorized'), '403': ref.response('Forbidden'), '500': ref.response('ServerError') };
const member = staffMemberSchema;

const op = (operationId: string, summary: string, rest: Partial<Operation>): Operation => ({
  operationId,
  summary,
  tags,
  parameters: headers,
  security: staffSession,
  responses: {},
  ...rest,
});

export const paths: Paths = {
  '/api/admin/session': {
    post: op('staffSignIn', 'Staff sign-in, step 1: password', {
      description: `Sets the pending \`pt_staff\` cookie (HttpOnly, SameSite=Strict, Path=/api/admin). \`next\` says whether the member enrols an authenticator (first sign-in) or enters a code. Limited per address and per typed email across addresses (429 with Retry-After, ${PASSWORD_DELAY_MAX_MS / 60_000} minutes at most); a correct password while the second factor is locked is 429 too.`,
      parameters: unsafeHeaders,
      security: [{ xsrfCookie: [] }],
      responses: {
        '200': ok('Password accepted', staffSignInStepSchema),
        '401': ref.response('Unauthorized'),
        '429': ref.response('TooManyRequests'),
        ...unsafeJsonErrors,
      },
    }),
    delete: op('staffSignOut', 'Sign out', {
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '204': { description: 'Signed out; the cookie is cleared' }, ...guarded },
    }),
  },
  '/api/admin/language': {
    post: op('staffLanguage', "Choose the back office's language on this browser (the plain form in every screen's header)", {
      description:
        "The back office's language form is a plain form, so Apply pressed before a screen's scripts have run is not lost. Sets `pt_admin_lang` (Path=/admin, a year: the screens' own words; content is edited in every language whatever it says) and, for a minute, `pt_admin_lang_applied` (the screen returned to puts focus back on the language select and clears it). No session needed. A static page cannot carry the anti-forgery token, so this operation requires `Sec-Fetch-Site: same-origin` or, from a browser without Fetch metadata, an Origin of this site (neither → 403). Success: 303 back to the back-office screen of the Referer (else /admin). A refusal is an HTML page in the language the screen was in, with a link back; nothing is set.",
      parameters: [],
      security: [{}],
      requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: fromZod(adminLanguageInput) } } },
      responses: {
        '303': { description: 'Chosen: back to the screen, the cookies set' },
        '403': file('Not a same-origin form post', ['text/html'], z.string()),
        '413': file('Body over 1 MB', ['text/html'], z.string()),
        '415': file('Not a urlencoded form', ['text/html'], z.string()),
        '422': file('Not a language of the site (a page saying so)', ['text/html'], z.string()),
      },
    }),
  },
  '/api/admin/session/second-factor': {
    get: op('staffEnrolment', 'The authenticator secret to enrol (first sign-in only)', {
      description: `Needs the pending cookie. A new secret at each call: only the last one shown to this pending sign-in can be confirmed, within ${ENROLMENT_SECRET_MS / 60_000} minutes. 409 once enrolled.`,
      responses: {
        '200': ok('Secret to scan', staffEnrolmentSchema),
        '409': ref.response('Conflict'),
        ...guarded,
      },
    }),
    post: op('staffSecondFactor', 'Staff sign-in, step 2: a code or a recovery code', {
      description: `Needs the pending cookie; replaces it with the signed-in one (12 hours, 30 minutes idle). A code is good once per 30-second step; enrolling returns ten recovery codes, once. Wrong codes are 422; refused attempt ${MAX_FAILED_CODES} ends the pending session (401 \`too_many_codes\`). Wrong codes on the account, from any sign-in, slow the next check down and then lock the second factor for ${TOTP_LOCK_MS / 60_000} minutes: 429 with Retry-After, even for a correct code.`,
      parameters: unsafeHeaders,
      security: unsafe,
      responses: {
        '200': ok('Signed in', staffSignedInSchema),
        '409': ref.response('Conflict'),
        '429': ref.response('TooManyRequests'),
        ...guarded,
        ...unsafeJsonErrors,
      },
    }),
  },
  '/api/admin/me': {
    get: op('staffMe', 'The signed-in staff member', {
      responses: {
        '200': ok('The member', staffMeSchema),
        ...guarded,
      },
    }),
  },
  '/api/admin/me/password': {
    post: op('staffChangePassword', 'Change your own password', {
      description:
        "Needs the current password (wrong → 422 `wrong_password` on `currentPassword`; checks limited per member). Ends the member's other sessions and keeps this one; audited as `staff.password_change`; the member is told by mail.",
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '204': { description: 'Changed' }, '429': ref.response('TooManyRequests'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/password-reset': {
    post: op('staffRequestPasswordReset', 'Email a staff password reset link', {
      description:
        'No session needed. Always 202 with the same body, whether the address has an active staff account or not. The link (single use, 60 minutes) goes to /admin/reset-password on SITE_URL. Limited per client address and per email.',
      parameters: unsafeHeaders,
      security: [{ xsrfCookie: [] }],
      responses: {
        '202': ok('Accepted', messageSchema),
        '429': ref.response('TooManyRequests'),
        ...unsafeJsonErrors,
      },
    }),
  },
  '/api/admin/password-reset/confirm': {
    post: op('staffConfirmPasswordReset', 'Set a new staff password with a reset token', {
      description:
        'Ends every session of the member; the next sign-in asks for the password and the authenticator code as always. A used, expired or unknown token → 422 `invalid_token` (field `token`).',
      parameters: unsafeHeaders,
      security: [{ xsrfCookie: [] }],
      responses: { '204': { description: 'Password set' }, '429': ref.response('TooManyRequests'), ...unsafeJsonErrors },
    }),
  },
  '/api/admin/dashboard': {
    get: op('staffDashboard', 'What needs doing, and the last 30 or 90 days', {
      description:
        "Counts; those outside the caller's role are null (support: messages, orders, returns and new dealer applications; editors: stock and translations). " +
        "For support and admins, one entry per UTC day of the period (oldest first): paid orders of the market and their revenue in its currency's minor unit, messages received, mails given up. For editors and admins, the missing and outdated texts per language.",
      responses: {
        '200': ok('Counts and series', staffDashboardSchema),
        '422': ref.response('InvalidFields'),
        ...guarded,
      },
    }),
  },
  '/api/admin/staff': {
    get: op('listStaff', 'Staff accounts (admins)', {
      responses: { '200': ok('Every account', staffMemberListSchema), ...guarded },
    }),
    post: op('addStaff', 'Add a staff account (admins)', {
      description: 'Audited. The member enrols an authenticator at the first sign-in. 409 when the email has an account.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '201': ok('Added', member), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/staff/{id}': {
    patch: op('updateStaff', 'Change a role, disable or enable (admins)', {
      description:
        'Audited with the state before and after. `updatedAt` is the version the admin saw: 409 when the account changed meanwhile. Disabling or a new role ends the sessions of the member at once; admins cannot change their own account (403).',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '200': ok('Changed', member), '404': ref.response('NotFound'), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/staff/{id}/reset': {
    post: op('resetStaffSignIn', "Reset another member's second factor or password (admins)", {
      description:
        'The member’s sessions end and they get a mail in their language naming the admin; audited. `second_factor`: the authenticator and its recovery codes go, and the next sign-in sets them up again. `password`: the current password stops working and the mail carries a link to choose a new one (the second factor stays). `updatedAt` is the version the admin saw: 409 when the account changed meanwhile; an admin’s own account is 403.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '200': ok('Reset', member), '404': ref.response('NotFound'), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/audit': {
    get: op('listAudit', 'The audit log, newest first (admins)', {
      parameters: [...headers],
      responses: {
        '200': ok('A page of entries', staffAuditPageSchema),
        '422': ref.response('InvalidFields'),
        ...guarded,
      },
    }),
  },
};

const messageDetail = staffMessageSchema;

Object.assign(paths, {
  '/api/admin/messages': {
    get: op('listMessages', 'The messages inbox (support, admins)', {
      parameters: [...headers],
      responses: {
        '200': ok('Newest first', staffMessagePageSchema),
        '422': ref.response('InvalidFields'),
        ...guarded,
      },
    }),
  },
  '/api/admin/messages/bulk': {
    post: op('bulkUpdateMessages', 'One status or one assignment for many messages at once (support, admins)', {
      description:
        'Each message with the version the member saw (at most 100). All or none: when one is gone or changed since its `updatedAt`, nothing changes and `refused` names each with its reason. Assign only to active support staff or admins (422). One transaction, audited per message (`message.update`, marked bulk).',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '200': ok('What changed, or what stopped it', bulkMessagesResultSchema), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/messages/{id}': {
    get: op('getMessage', 'One message with its thread (support, admins)', {
      parameters: [...headers],
      responses: { '200': ok('The message', messageDetail), '404': ref.response('NotFound'), ...guarded },
    }),
    patch: op('updateMessage', 'Status and assignment (support, admins)', {
      description: 'Audited. Assign only to active support staff or admins. 409 when the message changed since `updatedAt`.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '200': ok('The message', messageDetail), '404': ref.response('NotFound'), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/messages/{id}/notes': {
    post: op('addMessageNote', 'An internal note (support, admins)', {
      description: 'Never sent to the visitor. A new message moves to in progress. Audited.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '201': ok('The message', messageDetail), '404': ref.response('NotFound'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/messages/{id}/replies': {
    post: op('replyToMessage', 'Reply by email (support, admins)', {
      description:
        'Emails the visitor in their language (subject, signature and their message quoted), keeps the reply in the thread and marks the message answered, in one transaction; the mail then leaves through the outbox. 422 `no_email_to_reply_to` when the visitor left no email address. Audited.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '201': ok('The message', messageDetail), '404': ref.response('NotFound'), ...guarded, ...unsafeJsonErrors },
    }),
  },
} satisfies Paths);

const reviewSetting = staffReviewSettingSchema;
const staffOrder = staffOrderSchema;
const staffReturn = staffReturnSchema;

Object.assign(paths, {
  '/api/admin/orders': {
    get: op('listStaffOrders', 'Orders, newest first (support, admins)', {
      parameters: [...headers],
      responses: {
        '200': ok('A page of orders', staffOrderPageSchema),
        '422': ref.response('InvalidFields'),
        ...guarded,
      },
    }),
  },
  '/api/admin/orders/{id}': {
    get: op('getStaffOrder', 'One order (support, admins)', {
      parameters: [...headers],
      responses: { '200': ok('The order', staffOrder), '404': ref.response('NotFound'), ...guarded },
    }),
  },
  '/api/admin/returns': {
    get: op('listStaffReturns', 'Return requests, newest first (support, admins)', {
      parameters: [...headers],
      responses: {
        '200': ok('Return requests', staffReturnPageSchema),
        '422': ref.response('InvalidFields'),
        ...guarded,
      },
    }),
  },
  '/api/admin/returns/{id}': {
    patch: op('changeReturnStatus', 'Approve, reject or mark refunded (support, admins)', {
      description:
        'requested → approved or rejected; approved → refunded (records that the money went back: the site does not move it for returns). Audited. 409 when the move is not open from the current status or the request changed since `updatedAt`.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: {
        '200': ok('The return request', staffReturn),
        '404': ref.response('NotFound'),
        '409': ref.response('Conflict'),
        ...guarded,
        ...unsafeJsonErrors,
      },
    }),
  },
  '/api/admin/orders/{id}/packing-slip': {
    get: op('orderPackingSlip', 'The packing slip of an order as a PDF (support, admins)', {
      description:
        'In the order’s language: order number and date, ship-to address, the lines (name, variant, quantity) and the seller’s legal data for the order’s market. Sent as an attachment named packing-slip-{number}.pdf.',
      parameters: [...headers],
      responses: {
        '200': file('The PDF', ['application/pdf']),
        '404': ref.response('NotFound'),
        ...guarded,
      },
    }),
  },
  '/api/admin/orders/shipments': {
    post: op('shipOrdersFromCsv', 'Mark paid orders shipped from a CSV file (support, admins): every row or none', {
      description: `The columns \`order\` (the order number, \`1042\` or \`#1042\`), \`carrier\` (a listed carrier in any of its spellings is stored as the list names it, so its tracking page is linked) and \`tracking\`; other columns are ignored; at most ${SHIPMENT_IMPORT_MAX_ROWS} rows. Any bad line → 422 \`invalid_rows\` whose fields are \`"<line>:<column>"\` (or \`"<line>"\`) → message in the member's language, and nothing changes: a line that cannot be read, the same order twice, an order that does not exist or is not paid and waiting to ship. Otherwise every order is shipped in one transaction, each with its history line, its buyer's mail in their language and its own \`order.ship\` audit entry (marked \`bulk\`).`,
      parameters: unsafeHeaders,
      security: unsafe,
      responses: {
        '200': ok('The orders marked shipped, in number order', shipmentImportResultSchema),
        ...guarded,
        ...unsafeJsonErrors,
      },
    }),
  },
  '/api/admin/orders/{id}/invoice': {
    get: op('orderInvoice', 'The invoice of a paid order as a PDF (support, admins)', {
      description:
        'In the order’s language: the seller’s legal data for the order’s market (with its VAT and register numbers), the buyer, the invoice number (the order’s) and date (when it was paid), the delivery date, the lines with unit prices and amounts, shipping, tax as charged (VAT contained, with the net amount, or sales tax added), the total and the card it was paid with. An order not yet paid → 409 not_invoiced. Sent as an attachment named invoice-{number}.pdf.',
      parameters: [...headers],
      responses: {
        '200': file('The PDF', ['application/pdf']),
        '404': ref.response('NotFound'),
        '409': ref.response('Conflict'),
        ...guarded,
      },
    }),
  },
  '/api/admin/orders/{id}/refunds': {
    post: op('refundOrder', 'Refund lines and shipping of an order (support, admins)', {
      description:
        'Gives back the lines’ paid unit prices (tax included, minor units) and optionally the shipping through the payment provider, optionally puts the lines back in stock, emails the buyer in the order’s language and is audited. The order row is locked while it is checked, so refunds together (those still waiting for the provider included) never exceed what was paid; the provider is called after, outside any transaction. `idempotencyKey` is made by the client per refund: a retry with the same key refunds once. 422 for lines not in the order or quantities beyond what is left; 409 when the order cannot be refunded or the shipping was refunded already; 502 `refund_refused` when the provider refuses (nothing recorded), 502 `refund_unconfirmed` when it does not answer (the refund waits as `pending`; a retry with the same key or the settlement every 5 minutes completes it).',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: {
        '200': ok('The order', staffOrder),
        '404': ref.response('NotFound'),
        '409': ref.response('Conflict'),
        '502': error('The payment provider refused the refund (nothing was recorded) or did not answer (the refund waits as pending)'),
        ...guarded,
        ...unsafeJsonErrors,
      },
    }),
  },
  '/api/admin/orders/{id}/notes': {
    post: op('addOrderNote', 'Add an internal note to an order (support, admins)', {
      description: 'For the team only: the buyer never sees or gets it. Audited. Answers the order with its notes.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '201': ok('The order', staffOrder), '404': ref.response('NotFound'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/orders/{id}/status': {
    post: op('changeOrderStatus', 'Ship, deliver or cancel an order (support, admins)', {
      description:
        'paid → shipped (carrier and tracking number) → delivered; paid → cancelled refunds the charge through the payment provider and returns the stock. Each move emails the customer in their language and is audited. 409 when the move is not open from the current status or the order changed since `updatedAt`.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '200': ok('The order', staffOrder), '404': ref.response('NotFound'), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
} satisfies Paths);

const customer = staffCustomerSchema;

Object.assign(paths, {
  '/api/admin/customers': {
    get: op('searchCustomers', 'Customers by email or name (support, admins)', {
      parameters: [...headers],
      responses: {
        '200': ok('Newest first', staffCustomerPageSchema),
        '422': ref.response('InvalidFields'),
        ...guarded,
      },
    }),
  },
  '/api/admin/customers/{id}': {
    get: op('getCustomer', 'One customer (support, admins)', {
      parameters: [...headers],
      responses: { '200': ok('The customer', customer), '404': ref.response('NotFound'), ...guarded },
    }),
    patch: op('setCustomerDisabled', 'Disable or enable a customer account (admins)', {
      description:
        'Disabling ends every session of the account at once; sign-in then answers like a wrong password. 409 when the account changed since `updatedAt`. Audited.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '200': ok('The customer', customer), '404': ref.response('NotFound'), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/search': {
    get: op('staffSearch', 'The global search of the back office (every member, each group by role)', {
      description:
        'Orders by number or buyer email, customers by name or email, messages by name, contact or text (support, admins); products and news by name or title in any language, media by file name or tag (editors, admins). Groups outside the role are left out; at most 5 results each, `more` when there are others.',
      parameters: [...headers],
      responses: {
        '200': ok('The groups the role may see, in a fixed order', staffSearchSchema),
        '422': ref.response('InvalidFields'),
        ...guarded,
      },
    }),
  },
} satisfies Paths);

/** The same draft, publish, restore, confirm and preview endpoints for every kind of content. */
function contentPaths(
  segment: 'products' | 'categories' | 'news' | 'faq' | 'slides' | 'brand' | 'timeline' | 'certificates' | 'investors' | 'downloads' | 'policies',
  one: string,
  Name: string,
  tag: string,
): Paths {
  // The kind's texts as its form declares them (lib/content-forms.ts), the schema its routes validate with.
  const texts: z.ZodType = CONTENT_FORMS[segment].schema;
  const editor = staffContentEditorSchemaOf(texts).meta({
    description: `One ${one} in one locale: the published text, the draft (with its version), the reference locale’s text, the translation status, the review step, the schedule and the published versions.`,
  });
  const responses = { '200': ok('The editor view', editor), '404': ref.response('NotFound'), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors };
  const id = (verb: string) => `${verb}${Name}`;
  const base = `/api/admin/content/${segment}`;
  return {
    [base]: {
      get: op(id('translationMatrix'), `Translation status of every ${one} × locale (editors, admins)`, {
        description:
          'missing: no text in the locale; outdated: the English text changed after the translation was published; done. `draft` marks an unpublished edit.',
        parameters: [...headers],
        responses: { '200': ok('The matrix', staffContentMatrixSchema), '422': ref.response('InvalidFields'), ...guarded },
      }),
    },
    [`${base}/{id}/{locale}`]: {
      get: op(id('getTexts'), `One ${one}’s texts in one locale, beside a reference locale (editors, admins)`, {
        parameters: [...headers],
        responses: { '200': ok('The editor view', editor), '404': ref.response('NotFound'), ...guarded },
      }),
      put: op(id('saveDraft'), 'Save a draft (the public site is unchanged until it is published)', {
        description: '409 when another save of the draft came after `draftVersion`. Audited.',
        parameters: [...unsafeHeaders],
        security: unsafe,
        responses,
      }),
      delete: op(id('discardDraft'), 'Throw the draft away', {
        parameters: [...unsafeHeaders],
        security: unsafe,
        responses: { '204': { description: 'Discarded' }, '404': ref.response('NotFound'), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
      }),
    },
    [`${base}/{id}/{locale}/publish`]: {
      post: op(id('publishDraft'), 'Publish the draft', {
        description: `The draft becomes the live text with its history entry, translation state, audit entry and (for products, categories, news, FAQ and downloads) the search index in one transaction; then every page built from this kind expires (cache tag \`${tag}\`) so it shows the change on its next visit. A changed English text makes the other locales outdated.`,
        parameters: [...unsafeHeaders],
        security: unsafe,
        responses,
      }),
    },
    [`${base}/{id}/{locale}/review`]: {
      post: op(id('requestReview'), 'Send the draft for review', {
        description:
          'For a kind that needs review (`/api/admin/settings/review`), a draft is published only after it was sent for review, and then by another editor than the one who sent it or last changed it, or by an admin; otherwise Publish and scheduling answer 409 `review_required`. Saving the draft again takes it back out of review. Version-checked like Publish (409 when the draft changed since `draftVersion`); 404 without a draft. Audited (`content.review`).',
        parameters: [...unsafeHeaders],
        security: unsafe,
        responses,
      }),
    },
    [`${base}/{id}/{locale}/schedule`]: {
      put: op(id('scheduleDraft'), 'Publish the draft at a chosen time', {
        description:
          '`at` is a wall-clock time on the clocks of `timeZone` (an IANA name); it must be ahead of now (422 otherwise). At that time the draft, as it stands then, publishes as with Publish, in the name of the staff member who scheduled it. Replaces an earlier schedule of the draft; goes with the draft when it is published or discarded by hand. 404 without a draft. Audited.',
        parameters: [...unsafeHeaders],
        security: unsafe,
        responses,
      }),
      delete: op(id('cancelSchedule'), 'Cancel the scheduled publication (the draft stays)', {
        description: '404 when there is no schedule (it may have just published). Audited.',
        parameters: [...unsafeHeaders],
        security: unsafe,
        responses,
      }),
    },
    [`${base}/{id}/{locale}/restore`]: {
      post: op(id('restoreVersion'), 'Copy a published version into the draft', {
        parameters: [...unsafeHeaders],
        security: unsafe,
        responses,
      }),
    },
    [`${base}/{id}/{locale}/confirm`]: {
      post: op(id('confirmTranslation'), 'Mark a translation up to date without changing it', {
        description: '`revision` is the English revision the translator checked against: 409 when the English text changed since.',
        parameters: [...unsafeHeaders],
        security: unsafe,
        responses,
      }),
    },
    [`${base}/confirm`]: {
      post: op(id('confirmTranslations'), `Mark the outdated translations of several ${one} items still correct, in one locale or all`, {
        description:
          'Each item carries the English revision the editor saw (`revision` of its matrix row). One transaction, one audit entry (`content.confirm`) per item and locale. Missing and already current translations are listed in `refused` and left alone; an unknown item or an English text changed since `revision` stops the whole action: `applied` is false, nothing changed, and `refused` names why.',
        parameters: [...unsafeHeaders],
        security: unsafe,
        responses: {
          '200': ok('What was done and what was refused', bulkConfirmResultSchema),
          ...guarded,
          ...unsafeJsonErrors,
        },
      }),
    },
    [`/api/admin/preview/${segment}/{id}/{locale}`]: {
      get: op(id('preview'), `Open the draft preview of a ${one} page (editors, admins)`, {
        description: `Sets the \`pt_preview\` cookie (HttpOnly, SameSite=Strict, Path=/, ends with the staff session) and answers 303 to \`/{locale}/preview/${segment}/{id}\`, which renders the page with the draft, uncached, for that session only.`,
        parameters: [...headers],
        responses: { '303': { description: 'To the preview page' }, '404': ref.response('NotFound'), ...guarded },
      }),
    },
  };
}

Object.assign(
  paths,
  contentPaths('products', 'product', 'Product', 'products'),
  contentPaths('categories', 'category', 'Category', 'products'),
  contentPaths('news', 'article', 'Article', 'news'),
  contentPaths('faq', 'question', 'Faq', 'faq'),
  contentPaths('slides', 'slide', 'Slide', 'brand'),
  contentPaths('brand', 'section', 'BrandSection', 'brand'),
  contentPaths('timeline', 'event of the brand history', 'TimelineEvent', 'brand'),
  contentPaths('certificates', 'certificate', 'Certificate', 'brand'),
  contentPaths('investors', 'investor page (its one item is `page`)', 'InvestorPage', 'investors'),
  contentPaths('downloads', 'download', 'Download', 'downloads'),
  contentPaths('policies', 'policy or legal page (terms, privacy, shipping, returns, imprint, withdrawal)', 'PolicyPage', 'policies'),
);

const productSettings = staffProductSchema;

Object.assign(paths, {
  '/api/admin/products/bulk': {
    post: op('bulkUpdateProducts', 'One change for many products at once: status, featured, category, stock or US price (editors, admins)', {
      description:
        'Each product with the version the editor saw (at most 200). All or none: when one is gone, changed since its `updatedAt` (an order moves stock too) or, to go on sale, lacks its English name, a photo or a named category, nothing changes and `refused` names each with its reason. An unknown category is a 422 on `change.categoryId`. One transaction, audited per product (`product.update`, marked bulk); the product pages expire.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '200': ok('What changed, or what stopped it', bulkProductsResultSchema), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/products': {
    get: op('listProductSettings', 'Price, stock and flags of every product, and the categories (editors, admins)', {
      responses: {
        '200': ok('In catalogue order', staffProductListSchema),
        ...guarded,
      },
    }),
    post: op('createProduct', 'Add a product as a draft (its texts, variants and photos come next)', {
      description:
        'The category must exist (else 422). 409 when the id is taken. The product stays out of the shop until an editor sets its status to active. Audited.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '201': ok('The new product', productSettings), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/categories': {
    post: op('createCategory', 'Add a product category (its names come next, under content)', {
      description:
        'Last in the menus’ order. It shows in the shop once one of its products is on sale, which needs the category’s English name. 409 when the id is taken. Audited.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: {
        '201': ok('The new category (named by its id until an English name is published)', staffCategoryOptionSchema),
        '409': ref.response('Conflict'),
        ...guarded,
        ...unsafeJsonErrors,
      },
    }),
  },
  '/api/admin/products/{id}': {
    get: op('getProductSettings', 'One product’s price, stock and flags (editors, admins)', {
      parameters: [...headers],
      responses: { '200': ok('The product', productSettings), '404': ref.response('NotFound'), ...guarded },
    }),
    patch: op('updateProductSettings', 'Change price, stock, coming soon, featured, status', {
      description:
        '409 when the product changed since `updatedAt`, an order reserving or returning stock included. Status `active` needs a published English name and a variant with a photo (else 422). Audited; every product page expires.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: {
        '200': ok('The product', productSettings),
        '404': ref.response('NotFound'),
        '409': ref.response('Conflict'),
        ...guarded,
        ...unsafeJsonErrors,
      },
    }),
  },
} satisfies Paths);

const siteSettings = staffSettingsSchema;
const settingsResponses = { '200': ok('The settings as saved', siteSettings), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors };

Object.assign(paths, {
  '/api/admin/settings': {
    get: op('getSiteSettings', 'Contact details, hours, app links, statistics, company texts per locale, shop settings (editors, admins)', {
      responses: { '200': ok('The settings', siteSettings), ...guarded },
    }),
    put: op('updateSiteFacts', 'Save contact details, hours, app links, statistics and the company name and address in every locale', {
      description:
        '409 when anything changed since `version`. A changed English text makes the other locales outdated unless they are saved or listed in `confirmed` with it. Audited (only what changed); every page expires.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: settingsResponses,
    }),
  },
  '/api/admin/settings/market-facts': {
    get: op('getMarketFacts', 'The market facts staff may set, per market: default, allowed range and current value (editors, admins)', {
      responses: { '200': ok('The market facts', staffMarketFactsSchema), ...guarded },
    }),
    put: op('updateMarketFacts', 'Save the market facts: per market, the values that differ from the defaults (amounts in minor units)', {
      description:
        '409 when they changed since `version`; 422 with the refused fields (`overrides.DE.returnDays`) when a value is outside its market’s range or a return period is shorter than the withdrawal period, and nothing is saved. A value equal to the default is stored as none (reset). Audited; every page quoting them expires.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '200': ok('The market facts as saved', staffMarketFactsSchema), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/settings/review': {
    get: op('getReviewSetting', 'The content kinds whose drafts need review before they are published (admins)', {
      responses: { '200': ok('Every kind with whether it needs review, and the version', reviewSetting), ...guarded },
    }),
    put: op('updateReviewSetting', 'Choose the content kinds that need review (admins)', {
      description: '`kinds` are path segments of `/api/admin/content/{kind}`. 409 when the choice changed since `version`. Audited (`settings.review`).',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '200': ok('The choice as saved', reviewSetting), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/settings/operations': {
    put: op('updateSiteOperations', 'Save the staff inbox address and the shipping rates (admins)', {
      description: '409 when anything changed since `version`. Audited; every page expires.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: settingsResponses,
    }),
  },
} satisfies Paths);

const mediaItem = staffMediaSchema;

Object.assign(paths, {
  '/api/admin/mail/failures': {
    get: op('listMailFailures', 'Mails given up after repeated failures (support, admins)', {
      description: 'Newest first, with the last error of each; `total` counts them all.',
      responses: { '200': ok('The newest given up', mailFailurePageSchema), '422': ref.response('InvalidFields'), ...guarded },
    }),
  },
  '/api/admin/mail/failures/{id}/retry': {
    post: op('retryMailFailure', 'Try a mail given up again, now (support, admins)', {
      description:
        'Due at once with a fresh round of attempts; its last error stays until an attempt replaces it. Audited (`mail.retry`). 404 for no such mail, 409 for one not (or no longer) given up.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: {
        '200': ok('Queued again', mailRetrySchema),
        '404': ref.response('NotFound'),
        '409': ref.response('Conflict'),
        ...guarded,
        ...unsafeJsonErrors,
      },
    }),
  },
});

Object.assign(paths, {
  '/api/admin/translations/xliff': {
    get: op('exportXliff', 'Export a language’s missing and outdated texts as XLIFF 2.0 (editors, admins)', {
      description:
        'An XLIFF 2.0 document (`srcLang` en, `trgLang` the locale) as a download: one `<file>` per item whose translation is missing or outdated, one `<unit id="{kind}:{item}:{field}">` per non-empty English string, placeholders and rich-text tags as `<ph>`/`<pc>` codes, the English text’s hash as unit metadata. Audited (`translation.export`). docs/back-office.md, "Translation exchange with agencies".',
      parameters: headers,
      responses: {
        '200': file('The XLIFF file', ['application/xliff+xml'], z.string()),
        '422': ref.response('InvalidFields'),
        ...guarded,
      },
    }),
    post: op('importXliff', 'Import a translated XLIFF 2.0 file as drafts (editors, admins)', {
      description:
        'The file itself is the body (any declared type), at most 5 MB (else 413). Not UTF-8 XML, not XLIFF 2 with units, with a DTD, or not from English into `locale`: 422 and nothing changes. Each accepted unit becomes part of the draft of its item in `locale` (never published); the answer lists the units saved, unchanged and rejected with the reason. One transaction; audited (`content.import` per item, `translation.import`).',
      parameters: unsafeHeaders,
      security: unsafe,
      requestBody: {
        required: true,
        description: 'The XLIFF file itself, at most 5 MB (else 413)',
        content: { 'application/xliff+xml': { schema: fromZod(z.string()) } },
      },
      responses: {
        '200': ok('The report', xliffImportReportSchema),
        ...guarded,
        ...unsafeJsonErrors,
      },
    }),
  },
  '/api/admin/media': {
    get: op('listMedia', 'Uploaded images, newest first, by name, tag or a language without alt text (editors, admins)', {
      parameters: [...headers],
      responses: {
        '200': ok('A page', staffMediaPageSchema),
        '422': ref.response('InvalidFields'),
        ...guarded,
      },
    }),
    post: op('uploadMedia', 'Upload an image (editors, admins)', {
      description:
        'The image itself is the body, at most 10 MB (else 413). PNG, JPEG, WebP or GIF by its content, whatever the declared type (else 415); decodable within 40 megapixels (else 422). Re-encoded as WebP without metadata, turned upright, at the standard widths up to its own (never enlarged). 201 with the new image; 200 with the existing one when the same file was uploaded before. Audited.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      requestBody: upload(
        [...ACCEPTED_FORMATS].map((format) => `image/${format}`),
        MEDIA_MAX_BYTES,
      ),
      responses: { '200': ok('The same file, uploaded before', mediaItem), '201': ok('The new image', mediaItem), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/media/{id}': {
    get: op('getMediaUsage', 'One uploaded image and everywhere it is used (editors, admins)', {
      parameters: [...headers],
      responses: {
        '200': ok('The image as the list gives it, and its uses; none means it may be deleted', staffMediaUsageSchema),
        '404': ref.response('NotFound'),
        ...guarded,
      },
    }),
    patch: op('updateMedia', 'Save an image’s alt texts, focal point and tags (editors, admins)', {
      description:
        '`alt` sets the languages it names (an empty text removes that language’s; a language left out keeps its text); `focal` is the point every crop keeps in view, as fractions 0–1 of width and height from the top left; `tags` replaces the image’s tags (lower case, each once). 409 `version_conflict` when the image changed since `updatedAt`; 422 on the field and nothing saved. Audited (`media.update`); every page showing the image expires in every language.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: {
        '200': ok('The image as saved', mediaItem),
        '404': ref.response('NotFound'),
        '409': ref.response('Conflict'),
        ...guarded,
        ...unsafeJsonErrors,
      },
    }),
    delete: op('deleteMedia', 'Delete an uploaded image nothing uses (editors, admins)', {
      description:
        'Deletes the image and every width of it. 409 `media_in_use`, with `fields.uses` naming the places, while a slide, article, brand section, certificate, product image, the site settings, rich text, an unpublished draft or a restorable published version uses it; nothing is deleted then. Audited.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '204': { description: 'Deleted' }, '404': ref.response('NotFound'), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/media/tags': {
    get: op('listMediaTags', 'Every tag of the image library with how many images carry it (editors, admins)', {
      parameters: [...headers],
      responses: { '200': ok('Alphabetical', staffMediaTagsSchema), ...guarded },
    }),
  },
  '/api/media/{id}/{file}': {
    get: {
      operationId: 'getMedia',
      summary: 'One width of an uploaded image',
      description: 'WebP, public, `Cache-Control: public, max-age=31536000, immutable` (an image never changes under its id), nosniff.',
      tags: ['content'],
      parameters: [],
      responses: {
        '200': file('The image', ['image/webp']),
        '404': ref.response('NotFound'),
        '500': ref.response('ServerError'),
      },
    },
  },
} satisfies Paths);

const slide = staffSlideSchema;
const faqItem = staffFaqItemSchema;
const slideErrors = { '404': ref.response('NotFound'), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors };

Object.assign(paths, {
  '/api/admin/slides': {
    get: op('listSlides', 'The home slider’s slides in order (editors, admins)', {
      responses: { '200': ok('In order', staffSlideListSchema), ...guarded },
    }),
    post: op('createSlide', 'Add a slide, last in the slider', {
      description:
        'The image must be one of the library (`/api/media/…`, else 422). It shows in each locale once its texts are published there. 409 when the id is taken. Audited.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '201': ok('The new slide', slide), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/slides/{id}': {
    patch: op('updateSlide', 'Change a slide’s image, link and place', {
      description: '409 when the slide changed since `updatedAt`. The image must be its current one or one of the library. Audited; the slider’s pages expire.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '200': ok('The slide', slide), ...slideErrors },
    }),
    delete: op('deleteSlide', 'Remove a slide and its texts in every locale', {
      description: 'Version-checked (409). Its published versions stay in the history. Audited.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '204': { description: 'Removed' }, ...slideErrors },
    }),
  },
  '/api/admin/brand': {
    get: op('listBrandItems', 'The brand page’s history events and certificates in its order, by year (editors, admins)', {
      responses: { '200': ok('Both lists', staffBrandItemsSchema), ...guarded },
    }),
  },
  '/api/admin/brand/{list}': {
    post: op('createBrandItem', 'Add a history event or a certificate', {
      description:
        '`list` is `timeline` or `certificates`. The picture must be an image of the library (`/api/media/…`, else 422); a certificate must have one (422 on `image`), a history event may have none (`null`). It shows in each locale once its texts are published there (under Content). 409 when the id is taken. Audited.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '201': ok('The new item', staffBrandItemSchema), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/brand/{list}/{id}': {
    patch: op('updateBrandItem', 'Change a history event’s or certificate’s year (its place on the page) and picture', {
      description: '409 when it changed since `updatedAt`. The picture must be its current one or one of the library. Audited; the brand page expires.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '200': ok('The item', staffBrandItemSchema), ...slideErrors },
    }),
    delete: op('deleteBrandItem', 'Remove a history event or certificate and its texts in every locale', {
      description: 'Version-checked (409). Its published versions stay in the history. Audited.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '204': { description: 'Removed' }, ...slideErrors },
    }),
  },
  '/api/admin/faq': {
    get: op('listFaq', 'The FAQ’s questions in order, with their English question, and the categories (editors, admins)', {
      responses: {
        '200': ok('In order', staffFaqListSchema),
        ...guarded,
      },
    }),
    post: op('createFaq', 'Add a question, last in its category', {
      description:
        'It shows in each locale once its question and answer are published there (content kind `faq`). 409 when the id is taken, 422 for an unknown category. Audited; `content:publish` refuses to overwrite it unless forced.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '201': ok('The new question', faqItem), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/faq/{id}': {
    delete: op('deleteFaq', 'Remove a question, its texts in every locale and its search entries', {
      description: 'Its published versions stay in the history. Audited; the FAQ pages expire.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '204': { description: 'Removed' }, '404': ref.response('NotFound'), ...guarded, ...unsafeJsonErrors },
    }),
  },
} satisfies Paths);

const articleSettings = staffArticleSchema;

Object.assign(paths, {
  '/api/admin/news': {
    get: op('listNewsSettings', 'Every article newest first, and the categories (editors, admins)', {
      responses: {
        '200': ok('Articles and categories', staffNewsListSchema),
        ...guarded,
      },
    }),
    post: op('createArticle', 'Add an article (its texts come next, under content)', {
      description: 'The image must be one of the library (else 422), the category one that exists (else 422). 409 when the id is taken. Audited.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '201': ok('The new article', articleSettings), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/news/{id}': {
    patch: op('updateNewsSettings', 'Change an article’s category, date, image and related articles', {
      description:
        '409 when the article changed since `updatedAt`. Related: up to three other existing articles, each once (else 422); the page shows them first and fills up with the newest of the category. Audited; the news pages and the search index follow.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '200': ok('The article', articleSettings), ...slideErrors },
    }),
  },
} satisfies Paths);

const downloadSettings = staffDownloadSchema;
const uploadedFile = staffUploadedFileSchema;

Object.assign(paths, {
  '/api/admin/downloads': {
    get: op('listDownloadSettings', 'Every download newest first, and the categories (editors, admins)', {
      responses: {
        '200': ok('Downloads and categories', staffDownloadListSchema),
        ...guarded,
      },
    }),
    post: op('createDownload', 'Add a download (its title comes next, under content)', {
      description:
        'The file must be one uploaded to /api/admin/downloads/files (else 422), the category one that exists (else 422). 409 when the id is taken. Audited.',
      parameters: unsafeHeaders,
      security: unsafe,
      responses: { '201': ok('The new download', downloadSettings), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/admin/downloads/{id}': {
    patch: op('updateDownload', 'Change a download’s category, date or file', {
      description:
        '409 when the download changed since `updatedAt`. The file must be its current one or an uploaded one; a replaced upload nothing else offers is deleted. Audited; the downloads and investor pages expire.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '200': ok('The download', downloadSettings), ...slideErrors },
    }),
    delete: op('deleteDownload', 'Remove a download and its texts in every locale', {
      description: 'Version-checked (409). Its published versions stay in the history; its uploaded file goes when nothing else offers it. Audited.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '204': { description: 'Removed' }, ...slideErrors },
    }),
  },
  '/api/admin/downloads/files': {
    post: op('uploadDownloadFile', 'Upload a file for the downloads page (editors, admins)', {
      description:
        'The file itself is the body, at most 25 MB (else 413). PDF, ZIP, PNG or JPEG by its content, whatever the declared type or name (else 415). Kept as it is, under a safe name with the extension of its type. 201 with the new file; 200 with the existing one when the same bytes were uploaded before. Offered once a download is saved with its address. Audited.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      requestBody: upload([...new Set(Object.values(DOCUMENT_TYPES).map((type) => type.mime))], DOWNLOAD_MAX_BYTES),
      responses: { '200': ok('The same file, uploaded before', uploadedFile), '201': ok('The new file', uploadedFile), ...guarded, ...unsafeJsonErrors },
    }),
  },
  '/api/files/{id}/{name}': {
    get: {
      operationId: 'getDownloadFile',
      summary: 'A file staff uploaded for the downloads page',
      description:
        'Public, `Cache-Control: public, max-age=31536000, immutable` (a file never changes under its id), nosniff; PDFs and images inline, archives as attachments, everything but PDFs sandboxed.',
      tags: ['content'],
      parameters: [],
      responses: {
        '200': file(
          'The file',
          Object.values(DOCUMENT_TYPES).map((type) => type.mime),
        ),
        '404': ref.response('NotFound'),
        '500': ref.response('ServerError'),
      },
    },
  },
} satisfies Paths);

const variantsView = staffVariantsSchema;

Object.assign(paths, {
  '/api/admin/products/{id}/variants': {
    get: op('getProductVariants', 'A product’s colours (or sizes) in order, with images and names in every locale (editors, admins)', {
      parameters: [...headers],
      responses: { '200': ok('The variants', variantsView), '404': ref.response('NotFound'), ...guarded },
    }),
    put: op('saveProductVariants', 'Replace a product’s colours (or sizes)', {
      description:
        '409 when they changed since `version`. Images: the product’s own or the library’s (else 422); ids unique (else 422). A variant left out is removed, with its lines in carts; orders keep what was bought. Audited; marked against content:publish; the product pages expire.',
      parameters: [...unsafeHeaders],
      security: unsafe,
      responses: { '200': ok('The variants', variantsView), '404': ref.response('NotFound'), '409': ref.response('Conflict'), ...guarded, ...unsafeJsonErrors },
    }),
  },
} satisfies Paths);
