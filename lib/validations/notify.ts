import './jitless';
import * as z from 'zod/mini';
import { EMAIL_MAX } from './limits';

/**
 * "Notify me" for coming-soon products. zod/mini, because this schema runs in the browser on
 * every product page, where full zod would cost ~25 KB of JavaScript. Same rules as the
 * account email field: trimmed, lower-cased, at most 254 characters, a valid address.
 */
export const notifySchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX)), z.email()),
});

export type NotifyInput = z.infer<typeof notifySchema>;

/** Double opt-in of a request: how long its mailed confirmation link works, and how many such mails one address gets an hour. */
export const NOTICE_CONFIRM_HOURS = 48;
export const NOTICE_CONFIRM_MAILS_PER_HOUR = 3;

/** The token of a back-in-stock mail's confirm or unsubscribe link: 32 random bytes, base64url. Checked on the page before it offers the button. */
export const noticeTokenSchema = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });
