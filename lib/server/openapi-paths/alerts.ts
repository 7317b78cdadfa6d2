import 'server-only';
import { alertsConfirmedSchema } from '@/lib/types/alerts';
import { okSchema } from '@/lib/types/api';
import { json, ref, unsafeJsonErrors, type Paths } from './types';

export const paths: Paths = {
  '/api/alerts': {
    post: {
      operationId: 'subscribeAlerts',
      summary: 'Subscribe to investor email alerts (double opt-in)',
      description:
        'Emails a confirmation link (valid 48 hours) in the x-lang language and answers 202 — the same answer whether the address is new, pending or already subscribed. The subscription (topics, language) changes only when the link is confirmed. Limited to 10 sign-ups per hour per client address and 3 confirmation mails per hour per email address.',
      tags: ['alerts'],
      parameters: [ref.parameter('XLang'), ref.parameter('XsrfHeader')],
      responses: {
        '202': json('Confirmation link sent', okSchema),
        ...unsafeJsonErrors,
        '429': ref.response('TooManyRequests'),
      },
      security: [{ xsrfCookie: [] }],
    },
  },
  '/api/alerts/confirm': {
    post: {
      operationId: 'confirmAlerts',
      summary: 'Confirm an alert subscription',
      description:
        'Opens the emailed link once, before it expires: the subscription becomes active with the topics and language of that sign-up. A used, replaced or expired link answers 422 with code invalid_token.',
      tags: ['alerts'],
      parameters: [ref.parameter('XLang'), ref.parameter('XsrfHeader')],
      responses: {
        '200': json('Subscribed', alertsConfirmedSchema),
        ...unsafeJsonErrors,
        '429': ref.response('TooManyRequests'),
      },
      security: [{ xsrfCookie: [] }],
    },
  },
  '/api/alerts/unsubscribe': {
    post: {
      operationId: 'unsubscribeAlerts',
      summary: 'End an alert subscription (RFC 8058 one-click)',
      description:
        'The List-Unsubscribe target of every alert mail (with List-Unsubscribe-Post: List-Unsubscribe=One-Click), also used by the unsubscribe page. Mail clients post without cookies, so there is no anti-forgery check: the token can only end its own subscription. Any body is ignored. Ending an ended subscription answers 200 again; an unknown token answers 422.',
      tags: ['alerts'],
      parameters: [ref.parameter('XLang')],
      responses: {
        '200': json('Unsubscribed', okSchema),
        '422': ref.response('InvalidFields'),
        '429': ref.response('TooManyRequests'),
        '500': ref.response('ServerError'),
      },
    },
  },
};
