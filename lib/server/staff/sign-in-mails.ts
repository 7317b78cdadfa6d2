import 'server-only';
import { isLocale, localeTags, routing } from '@/i18n/routing';
import { translator } from '../i18n';
import type { Mail } from '../mail';
import { renderMail } from '../mail-html';
import { RESET_TOKEN_TTL_MS } from '../password-reset';
import { TOTP_LOCK_AFTER, TOTP_LOCK_MS } from './sign-in-limits';

/**
 * Told to a staff member when wrong second-factor codes pile up on their account: whoever entered
 * them knew the password. In the member's language (the back office's, at their last sign-in).
 */
type Member = { email: string; name: string; locale: string | null };
const languageOf = (member: Member) => (member.locale && isLocale(member.locale) ? member.locale : routing.defaultLocale);

export function secondFactorAlertMail(member: Member, failures: number): Mail {
  const locale = languageOf(member);
  const t = translator(locale, 'Email');
  const brand = translator(locale, 'Metadata')('siteName');
  const subject = t('staffCodeAlertSubject', { brand });
  const body = t('staffCodeAlertBody', { brand, name: member.name, count: failures, lockAfter: TOTP_LOCK_AFTER, minutes: TOTP_LOCK_MS / 60_000 });
  const { html, text } = renderMail({ lang: localeTags[locale], subject, before: body.split(/\n{2,}/), after: [t('signature', { brand })] });
  return { to: member.email, kind: 'staff-code-alert', subject, text, html };
}

/** Told to a member whose second factor an admin (`by`) reset: set it up again at the next sign-in. */
export function factorResetMail(member: Member, by: string): Mail {
  const locale = languageOf(member);
  const t = translator(locale, 'Email');
  const brand = translator(locale, 'Metadata')('siteName');
  const subject = t('staffFactorResetSubject', { brand });
  const body = t('staffFactorResetBody', { brand, name: member.name, admin: by });
  const { html, text } = renderMail({ lang: localeTags[locale], subject, before: body.split(/\n{2,}/), after: [t('signature', { brand })] });
  return { to: member.email, kind: 'staff-factor-reset', subject, text, html };
}

/** Told to a member whose password an admin (`by`) reset, with the link to choose a new one. */
export function passwordResetByAdminMail(member: Member, by: string, link: string): Mail {
  const locale = languageOf(member);
  const t = translator(locale, 'Email');
  const brand = translator(locale, 'Metadata')('siteName');
  const subject = t('staffPasswordResetSubject', { brand });
  const [intro, ...rest] = t('staffPasswordResetBody', { brand, name: member.name, admin: by, minutes: RESET_TOKEN_TTL_MS / 60_000 }).split(/\n{2,}/);
  const last = rest.pop()!;
  const { html, text } = renderMail({
    lang: localeTags[locale],
    subject,
    before: [intro!, ...rest, { text: last, href: link }],
    after: [t('staffPasswordResetAfter'), t('signature', { brand })],
  });
  return { to: member.email, kind: 'staff-password-reset', subject, text, html };
}
