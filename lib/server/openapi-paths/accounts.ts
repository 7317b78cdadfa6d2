import 'server-only';
import { authResultSchema, publicUserSchema, resetUsableSchema } from '@/lib/types/account';
import { messageSchema } from '@/lib/types/api';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/lib/validations/profile';
import { file, json, ref, unsafeJsonErrors, upload, type Operation, type Paths } from './types';

const user = publicUserSchema;

const noContent = { description: 'Done (no body)' };
const signedIn = { security: [{ xsrfCookie: [], authToken: [] }] };
const headers = [ref.parameter('XLang'), ref.parameter('XsrfHeader')];
const authHeaders = [ref.parameter('XLang'), ref.parameter('XAuthToken'), ref.parameter('XsrfHeader')];
const tags = ['accounts'];
const rateLimited = { '429': ref.response('TooManyRequests') };
const unauthorized = { '401': ref.response('Unauthorized') };

function post(operationId: string, summary: string, description: string, rest: Partial<Operation>): Operation {
  return { operationId, summary, description, tags, parameters: headers, security: [{ xsrfCookie: [] }], responses: {}, ...rest };
}

export const paths: Paths = {
  '/api/auth/register': {
    post: post(
      'register',
      'Create an account',
      'Answers 202 `{message}` whether the email was free or already has an account (same status, body and similar time, so it reveals no account); with a free email the account exists and the client signs in with `POST /api/auth/login`, with a taken one the owner is emailed. 30 registrations per hour per client address.',
      {
        responses: {
          '202': json('Accepted', messageSchema),
          ...unsafeJsonErrors,
          ...rateLimited,
        },
      },
    ),
  },
  '/api/auth/login': {
    post: post(
      'login',
      'Sign in',
      'A new session token at every sign-in. Unknown email and wrong password get the same 401 `invalid_credentials` in similar time. 5 attempts per account and client address and 20 per client address per 15 minutes → 429 (successes do not count); failures per account only slow further attempts down (at most 4 s), never block them.',
      {
        responses: {
          '200': json('Signed in', authResultSchema),
          ...unauthorized,
          ...unsafeJsonErrors,
          ...rateLimited,
        },
      },
    ),
  },
  '/api/auth/logout': {
    post: post('logout', 'Sign out', 'Ends this session: the token stops working at once.', {
      parameters: authHeaders,
      ...signedIn,
      responses: { '204': noContent, ...unauthorized, '403': ref.response('Forbidden') },
    }),
  },
  '/api/auth/logout-all': {
    post: post('logoutAll', 'Sign out everywhere', 'Ends every session of the account, this one included.', {
      parameters: authHeaders,
      ...signedIn,
      responses: { '204': noContent, ...unauthorized, '403': ref.response('Forbidden') },
    }),
  },
  '/api/auth/password-reset': {
    post: post(
      'requestPasswordReset',
      'Email a password reset link',
      'Always 202 with the same body, whether the email has an account or not. The link (single use, 60 minutes) is built from SITE_URL. Limited per client address and per email.',
      {
        responses: {
          '202': json('Accepted', messageSchema),
          ...unsafeJsonErrors,
          ...rateLimited,
        },
      },
    ),
  },
  '/api/auth/password-reset/confirm': {
    post: post(
      'confirmPasswordReset',
      'Set a new password with a reset token',
      'Ends every session of the account; the user then signs in. A used, expired or unknown token → 422 `invalid_token` (field `token`).',
      {
        responses: { '204': noContent, ...unsafeJsonErrors, ...rateLimited },
      },
    ),
  },
  '/api/auth/password-reset/check': {
    post: post(
      'checkPasswordReset',
      'Whether a reset link can still be used',
      'Read-only: `usable` is false for a used, expired or unknown token, so the page can say so before a new password is typed.',
      {
        responses: {
          '200': json('Cache-Control: no-store', resetUsableSchema),
          ...unsafeJsonErrors,
          ...rateLimited,
        },
      },
    ),
  },
  '/api/me': {
    get: {
      operationId: 'getMe',
      summary: 'The signed-in user',
      tags,
      parameters: [ref.parameter('XLang'), ref.parameter('XAuthToken')],
      security: [{ authToken: [] }],
      responses: { '200': json('Profile (Cache-Control: no-store)', user), ...unauthorized },
    },
    patch: {
      operationId: 'updateMe',
      summary: 'Edit name, phone and preferred language',
      description: 'Any other key (role, id, email, passwordHash, …) is ignored.',
      tags,
      parameters: authHeaders,
      ...signedIn,
      responses: { '200': json('Updated profile', user), ...unauthorized, ...unsafeJsonErrors },
    },
  },
  '/api/me/password': {
    post: post(
      'changePassword',
      'Change the password',
      'Needs the current password (wrong → 422 on `currentPassword`); ends every other session, keeps this one.',
      {
        parameters: authHeaders,
        ...signedIn,
        responses: { '204': noContent, ...unauthorized, ...unsafeJsonErrors, ...rateLimited },
      },
    ),
  },
  '/api/me/email': {
    post: post(
      'changeEmail',
      'Request an email address change',
      "Needs the password. Answers 202 `{message}` whether the new address is free or taken (nothing reveals which): a free one is sent a confirmation link to `/userinfo?emailToken=…` (valid 60 minutes), a taken one's owner is told someone tried to use it. The change happens at `POST /api/me/email/confirm`.",
      {
        parameters: authHeaders,
        ...signedIn,
        responses: {
          '202': json('Accepted', messageSchema),
          ...unauthorized,
          ...unsafeJsonErrors,
          ...rateLimited,
        },
      },
    ),
  },
  '/api/me/email/confirm': {
    post: post(
      'confirmEmail',
      'Confirm an email address change',
      'The token of the emailed link, for the signed-in user who asked for the change; works once, for 60 minutes, and not after a password change. The old address is notified. A bad, used or expired token → 400 `invalid_token`.',
      {
        parameters: authHeaders,
        ...signedIn,
        responses: { '200': json('Updated profile', user), ...unauthorized, ...unsafeJsonErrors },
      },
    ),
  },
  '/api/me/avatar': {
    post: post(
      'uploadAvatar',
      'Upload a profile picture',
      `The image itself is the body (${AVATAR_TYPES.join(', ')}), at most ${AVATAR_MAX_BYTES} bytes (else 413); other types → 415; undecodable → 422. Re-encoded on the server as a 256×256 WebP without metadata.`,
      {
        parameters: authHeaders,
        ...signedIn,
        requestBody: upload(AVATAR_TYPES, AVATAR_MAX_BYTES),
        responses: { '200': json('Updated profile', user), ...unauthorized, ...unsafeJsonErrors },
      },
    ),
  },
  '/api/avatars/{id}': {
    get: {
      operationId: 'getAvatar',
      summary: 'A profile picture',
      description: 'WebP with nosniff. The id is random and changes with every upload.',
      tags,
      parameters: [],
      responses: {
        '200': file('The image', ['image/webp']),
        '400': ref.response('BadRequest'),
        '404': ref.response('NotFound'),
      },
    },
  },
};
