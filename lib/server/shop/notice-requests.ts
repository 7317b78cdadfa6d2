import 'server-only';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { NOTICE_CONFIRM_HOURS, NOTICE_CONFIRM_MAILS_PER_HOUR } from '@/lib/validations/notify';
import { hashToken, newToken } from '../auth/tokens';
import { db, schema } from '../db';
import { translator } from '../i18n';
import { log } from '../log';
import { deliver, enqueueMail, type Mail } from '../mail';
import { renderMail } from '../mail-html';
import { rateLimit } from '../rate-limit';
import { siteLink } from '../site-link';

const notices = schema.productNotifications;
const HOUR = 60 * 60_000;

/** The confirmation link, built from the configured site URL (never from a request's Host). */
export const noticeConfirmLink = (locale: Locale, token: string) => siteLink(locale, `/notify/confirm?token=${encodeURIComponent(token)}`);

/** "Confirm that we may email you when <product> is available", in the language asked in; the link is the mail's only secret. */
export function noticeConfirmMail(to: string, locale: Locale, productName: string, token: string): Mail {
  const t = translator(locale, 'Products');
  const brand = translator(locale, 'Metadata')('siteName');
  const subject = t('notifyConfirmMail.subject', { name: productName });
  const { html, text } = renderMail({
    lang: locale,
    subject,
    before: [t('notifyConfirmMail.intro', { name: productName, brand }), `${t('notifyConfirmMail.action')}\n${noticeConfirmLink(locale, token)}`],
    after: [t('notifyConfirmMail.expiry', { hours: NOTICE_CONFIRM_HOURS }), t('notifyConfirmMail.ignore'), translator(locale, 'Email')('signature', { brand })],
  });
  return { to, kind: 'product-notify-confirm', subject, text, html, secrets: [token] };
}

/**
 * A "notify me" request waits unconfirmed until the address's owner opens the mailed link: only
 * the token's SHA-256 is stored, and it lapses after NOTICE_CONFIRM_HOURS. A confirmed request
 * stays as it is (nothing is sent); asking again for a pending one mails a fresh link, at most
 * NOTICE_CONFIRM_MAILS_PER_HOUR an hour per address. The answer is the same in every case, so the
 * form tells nobody whether an address is listed.
 */
export async function requestNotice(productId: string, email: string, locale: Locale, productName: string): Promise<void> {
  const address = email.toLowerCase();
  // Lapsed requests go first, so a stranger's old unconfirmed request never blocks the owner.
  await db()
    .delete(notices)
    .where(and(isNull(notices.confirmedAt), lt(notices.confirmExpiresAt, new Date())));
  const [existing] = await db()
    .select({ confirmedAt: notices.confirmedAt })
    .from(notices)
    .where(and(eq(notices.productId, productId), eq(notices.email, address)));
  if (existing?.confirmedAt) return;
  const limit = await rateLimit(`notify-confirm:email:${address}`, NOTICE_CONFIRM_MAILS_PER_HOUR, HOUR);
  if (!limit.ok) return;

  const token = newToken();
  const pending = { confirmTokenHash: hashToken(token), confirmExpiresAt: new Date(Date.now() + NOTICE_CONFIRM_HOURS * HOUR), locale };
  const mailId = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({ productId, email: address, ...pending })
      .onConflictDoUpdate({ target: [notices.productId, notices.email], set: pending, setWhere: isNull(notices.confirmedAt) })
      .returning({ id: notices.id });
    // Confirmed by a concurrent request meanwhile: nothing to confirm.
    return row ? enqueueMail(noticeConfirmMail(address, locale, productName, token), tx) : undefined;
  });
  if (mailId) void deliver(mailId).catch((error: unknown) => log.error('notify-me confirmation not delivered; it stays in the outbox', { mailId, error }));
}
