import { z } from 'zod';

export const MESSAGE_LIMITS = { name: 100, contact: 200, message: 2000 } as const;

/** The field bots fill in and people never see; a filled one marks the submission as spam. */
export const HONEYPOT_FIELD = 'website';

/**
 * The online message, shared by the form (zodResolver) and POST /api/messages. Lengths count
 * after trimming, so a message of blanks is empty. Unknown fields are dropped (zod's default).
 */
export const messageSchema = z.object({
  name: z.string().trim().max(MESSAGE_LIMITS.name).optional(),
  contact: z.string().trim().max(MESSAGE_LIMITS.contact).optional(),
  message: z.string().trim().min(1).max(MESSAGE_LIMITS.message),
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
});

export type MessageInput = z.input<typeof messageSchema>;
export type MessageData = z.output<typeof messageSchema>;

/** The API answer to an accepted message. */
export interface MessageCreated {
  id: string;
}
