import './jitless';
import * as z from 'zod/mini';
import { HONEYPOT_FIELD, MESSAGE_LIMITS } from './limits';

export { HONEYPOT_FIELD, MESSAGE_LIMITS };

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** Something we can reply to: an email address, or a phone number (at least six digits; +, spaces, dashes, dots, brackets). */
export function isContact(value: string): boolean {
  if (/^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(value)) return true;
  return /^\+?[\d\s().\/-]+$/.test(value) && (value.match(/\d/g) ?? []).length >= 6;
}

/**
 * The online message, shared by the form (zodResolver) and POST /api/messages. Lengths count
 * after trimming, so a message of blanks is empty. Unknown fields are dropped (zod's default).
 * zod/mini: the form is on a public page, where full zod would cost ~25 KB of JavaScript.
 */
export const messageSchema = z.object({
  name: z.optional(trimmed(MESSAGE_LIMITS.name)),
  /** Optional; when given, an email address or a phone number. */
  contact: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(MESSAGE_LIMITS.contact),
      z.refine((v) => v === '' || isContact(v), { error: '@fieldContact' }),
    ),
  ),
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGE_LIMITS.message)),
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(1000))),
});

export type MessageInput = z.input<typeof messageSchema>;
export type MessageData = z.output<typeof messageSchema>;

/** The API answer to an accepted message. */
export interface MessageCreated {
  id: string;
}
