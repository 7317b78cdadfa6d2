import 'server-only';
import { isLocale, localeTags, routing } from '@/i18n/routing';
import { translator } from '../i18n';
import type { Mail } from '../mail';
import { renderMail } from '../mail-html';
import { TOTP_LOCK_AFTER, TOTP_LOCK_MS } from './sign-in-limits';

/**
 * Told to a staff member when wrong second-factor codes pile up on their account: whoever entered
 * them knew the password. In the member's language (the back office's, at their last sign-in).
 */
export function secondFactorAlertMail(member: { email: string; name: string; locale: string | null }, failures: number): Mail {
  const locale = member.locale && isLocale(member.locale) ? member.locale : routing.defaultLocale;
  const t = translator(locale, 'Email');
  const brand = translator(locale, 'Metadata')('siteName');
  const subject = t('staffCodeAlertSubject', { brand });
  const body = t('staffCodeAlertBody', { brand, name: member.name, count: failures, lockAfter: TOTP_LOCK_AFTER, minutes: TOTP_LOCK_MS / 60_000 });
  const { html, text } = renderMail({ lang: localeTags[locale], subject, before: body.split(/\n{2,}/), after: [t('signature', { brand })] });
  return { to: member.email, kind: 'staff-code-alert', subject, text, html };
}
