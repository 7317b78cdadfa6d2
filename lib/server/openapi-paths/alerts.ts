import 'server-only';
import { ALERT_TOPIC_IDS } from '@/lib/validations/alerts';

import { ref, unsafeJsonErrors, type Paths } from './types';

const ok = { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } } as const;

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
        '202': { description: 'Confirmation link sent', content: { 'application/json': { schema: ok } } },
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
        '200': {
          description: 'Subscribed',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['topics', 'locale'],
                properties: { topics: { type: 'array', items: { type: 'string', enum: [...ALERT_TOPIC_IDS] } }, locale: { type: 'string' } },
              },
            },
          },
        },
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
        '200': { description: 'Unsubscribed', content: { 'application/json': { schema: ok } } },
        '422': ref.response('InvalidFields'),
        '429': ref.response('TooManyRequests'),
        '500': ref.response('ServerError'),
      },
    },
  },
};
