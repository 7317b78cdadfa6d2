import * as z from 'zod/mini';

export const MESSAGE_LIMITS = { name: 100, contact: 200, message: 2000 } as const;

/** The field bots fill in and people never see; a filled one marks the submission as spam. */
export const HONEYPOT_FIELD = 'website';

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/**
 * The online message, shared by the form (zodResolver) and POST /api/messages. Lengths count
 * after trimming, so a message of blanks is empty. Unknown fields are dropped (zod's default).
 * zod/mini: the form is on a public page, where full zod would cost ~25 KB of JavaScript.
 */
export const messageSchema = z.object({
  name: z.optional(trimmed(MESSAGE_LIMITS.name)),
  contact: z.optional(trimmed(MESSAGE_LIMITS.contact)),
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGE_LIMITS.message)),
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(1000))),
});

export type MessageInput = z.input<typeof messageSchema>;
export type MessageData = z.output<typeof messageSchema>;

/** The API answer to an accepted message. */
export interface MessageCreated {
  id: string;
}
