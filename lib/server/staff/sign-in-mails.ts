import 'server-only';
import { isLocale, localeTags, routing } from '@/i18n/routing';
import { translator } from '../i18n';
import type { Mail } from '../mail';
import { renderMail, type MailPart } from '../mail-html';
import { RESET_TOKEN_TTL_MS } from '../password-reset';
import { TOTP_LOCK_AFTER, TOTP_LOCK_MS } from './sign-in-limits';

type Member = { email: string; name: string; locale: string | null };

/**
 * A mail to a staff member about their sign-in, in their language (the back office's at their last
 * sign-in): `body` gets the translator and the brand and returns its paragraphs, the signature follows.
 */
function memberMail(
  member: Member,
  kind: string,
  subjectKey: 'staffCodeAlertSubject' | 'staffFactorResetSubject' | 'staffPasswordResetSubject',
  body: (t: ReturnType<typeof translator<'Email'>>, brand: string) => MailPart[],
): Mail {
  const locale = member.locale && isLocale(member.locale) ? member.locale : routing.defaultLocale;
  const t = translator(locale, 'Email');
  const brand = translator(locale, 'Metadata')('siteName');
  const subject = t(subjectKey, { brand });
  const { html, text } = renderMail({ lang: localeTags[locale], subject, before: body(t, brand), after: [t('signature', { brand })] });
  return { to: member.email, kind, subject, text, html };
}

const paragraphs = (text: string) => text.split(/\n{2,}/);

/**
 * Told to a staff member when wrong second-factor codes pile up on their account: whoever entered
 * them knew the password.
 */
export function secondFactorAlertMail(member: Member, failures: number): Mail {
  return memberMail(member, 'staff-code-alert', 'staffCodeAlertSubject', (t, brand) =>
    paragraphs(t('staffCodeAlertBody', { brand, name: member.name, count: failures, lockAfter: TOTP_LOCK_AFTER, minutes: TOTP_LOCK_MS / 60_000 })),
  );
}

/** Told to a member whose second factor an admin (`by`) reset: set it up again at the next sign-in. */
export function factorResetMail(member: Member, by: string): Mail {
  return memberMail(member, 'staff-factor-reset', 'staffFactorResetSubject', (t, brand) =>
    paragraphs(t('staffFactorResetBody', { brand, name: member.name, admin: by })),
  );
}

/** Told to a member whose password an admin (`by`) reset: the body's last paragraph leads to the link to choose a new one. */
export function passwordResetByAdminMail(member: Member, by: string, link: string): Mail {
  return memberMail(member, 'staff-password-reset', 'staffPasswordResetSubject', (t, brand) => {
    const parts = paragraphs(t('staffPasswordResetBody', { brand, name: member.name, admin: by, minutes: RESET_TOKEN_TTL_MS / 60_000 }));
    const last = parts.pop()!;
    return [...parts, { text: last, href: link }, t('staffPasswordResetAfter')];
  });
}
