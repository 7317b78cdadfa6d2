/** A mail given up after MAIL_MAX_ATTEMPTS attempts, as GET /api/admin/mail/failures lists it. */
export interface MailFailure {
  id: string;
  to: string;
  /** What the mail is for: order-confirmation, password-reset, alert-news, … */
  kind: string;
  subject: string;
  attempts: number;
  /** The SMTP server's (or the transport's) answer to the last attempt. */
  lastError: string | null;
  createdAt: string;
  deadAt: string;
}

export interface MailFailurePage {
  items: MailFailure[];
  /** All mails given up, of which `items` are the newest. */
  total: number;
}
