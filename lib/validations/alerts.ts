import './jitless';
import * as z from 'zod/mini';
import { EMAIL_MAX, HONEYPOT_FIELD } from './limits';

export const ALERT_TOPIC_IDS = ['announcements', 'news'] as const;
export type AlertTopicId = (typeof ALERT_TOPIC_IDS)[number];

/**
 * The alert sign-up form, shared by the page's form and POST /api/alerts. zod/mini: it runs in the
 * browser. At least one topic; the honeypot field is the message form's.
 */
export const alertSubscribeSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(EMAIL_MAX)), z.email()),
  topics: z.array(z.enum(ALERT_TOPIC_IDS)).check(z.minLength(1, { error: '@alertTopics' }), z.maxLength(ALERT_TOPIC_IDS.length)),
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(1000))),
});

export type AlertSubscribeInput = z.input<typeof alertSubscribeSchema>;

/** A link's token: 32 random bytes, base64url. */
export const alertTokenSchema = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });
