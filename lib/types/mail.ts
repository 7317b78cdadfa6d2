import { z } from 'zod';

// What GET /api/admin/mail/failures answers: the schema is the contract (the type is inferred from
// it, /api/openapi.json documents the answer with it), as in lib/types/staff.ts.

const instant = z.string().meta({ format: 'date-time' });

/** A mail given up after MAIL_MAX_ATTEMPTS attempts, as GET /api/admin/mail/failures lists it. */
export const mailFailureSchema = z.strictObject({
  id: z.string(),
  to: z.string(),
  kind: z.string().meta({ description: 'What the mail is for: order-confirmation, password-reset, alert-news, …' }),
  subject: z.string(),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable().meta({ description: 'The SMTP server’s (or the transport’s) answer to the last attempt' }),
  createdAt: instant,
  deadAt: instant,
});
export type MailFailure = z.infer<typeof mailFailureSchema>;

export const mailFailurePageSchema = z.strictObject({
  items: z.array(mailFailureSchema),
  total: z.number().int().nonnegative().meta({ description: 'All mails given up, of which `items` are the newest' }),
});
export type MailFailurePage = z.infer<typeof mailFailurePageSchema>;
