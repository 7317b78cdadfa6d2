import 'server-only';
import type en from '@/messages/en.json';

export type ErrorKey = keyof (typeof en)['Errors'];
export type ShopErrorKey = keyof (typeof en)['Shop']['errors'];
/** An `Errors` entry, or a domain rule's message in its own namespace (`Shop.errors.outOfStock`). */
export type MessageKey = ErrorKey | `Shop.errors.${ShopErrorKey}`;

/**
 * An error a handler throws on purpose; the wrapper turns it into the API error shape with the
 * message in the request's language (`values` fill the message's placeholders).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly values?: Record<string, string | number>,
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

export const badRequest = (code = 'bad_request') => new HttpError(400, code, 'badRequest');
export const unauthorized = () => new HttpError(401, 'unauthorized', 'unauthorized');
export const forbidden = (code = 'forbidden') => new HttpError(403, code, 'forbidden');
export const notFound = () => new HttpError(404, 'not_found', 'notFound');
export const conflict = (code = 'conflict', key: ErrorKey = 'conflict') => new HttpError(409, code, key);

/**
 * Optimistic concurrency for staff edits: `seen` is the `updatedAt` the client was given with the
 * row; anything else means someone changed it meanwhile (409 `version_conflict`).
 */
export function assertVersion(stored: Date, seen: string): void {
  if (stored.toISOString() !== new Date(seen).toISOString()) throw conflict('version_conflict');
}
/** 429 that says how long to wait, in whole minutes (rounded up), and the same in Retry-After seconds. */
export const tooManyRequests = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, 'rate_limited', 'tooManyRequestsWait', undefined, { 'Retry-After': String(seconds) }, { minutes: Math.ceil(seconds / 60) });
};
/** 422 with field messages already localized by the caller. */
export const invalidFields = (fields: Record<string, string>, code = 'invalid_fields') => new HttpError(422, code, 'invalidInput', fields);
