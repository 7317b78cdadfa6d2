import 'server-only';
import { isLocale, localeTags, routing, type Locale } from '@/i18n/routing';
import { translator } from './i18n';
import type { Mail } from './mail';
import { renderMail } from './mail-html';
import { siteLink } from './site-link';

/** An account holder as the mails address them: in the account's language. */
export interface MailedUser {
  email: string;
  name: string;
  locale: string;
}

const languageOf = (user: MailedUser): Locale => (isLocale(user.locale) ? user.locale : routing.defaultLocale);

/** One account mail, HTML with a plain-text part: the body's paragraphs (blank-line separated), then the signature. */
function accountMail(user: MailedUser, kind: string, subjectKey: 'welcomeSubject' | 'passwordChangedSubject' | 'emailChangedSubject', body: string): Mail {
  const locale = languageOf(user);
  const t = translator(locale, 'Email');
  const brand = translator(locale, 'Metadata')('siteName');
  const subject = t(subjectKey, { brand });
  const { html, text } = renderMail({ lang: localeTags[locale], subject, before: body.split(/\n{2,}/), after: [t('signature', { brand })] });
  return { to: user.email, kind, subject, text, html };
}

/** Sent when an account is created: what the account is for, and the way to it. */
export function welcomeMail(user: MailedUser): Mail {
  const locale = languageOf(user);
  const brand = translator(locale, 'Metadata')('siteName');
  const body = translator(locale, 'Email')('welcomeBody', { brand, name: user.name, account: siteLink(locale, '/user') });
  return accountMail(user, 'welcome', 'welcomeSubject', body);
}

/**
 * Sent when the password changed (in the account, or with a reset link): who did not do it knows at
 * once what to do. `reset` is where to reset it: the shop's page, or the back office's for staff.
 */
export function passwordChangedMail(user: MailedUser, reset = siteLink(languageOf(user), '/resetpassword')): Mail {
  const locale = languageOf(user);
  const brand = translator(locale, 'Metadata')('siteName');
  const body = translator(locale, 'Email')('passwordChangedBody', { brand, name: user.name, reset });
  return accountMail(user, 'password-changed', 'passwordChangedSubject', body);
}

/** Sent to the old address when the account's email address changed, naming the new one. */
export function emailChangedMail(user: MailedUser, next: string): Mail {
  const locale = languageOf(user);
  const brand = translator(locale, 'Metadata')('siteName');
  return accountMail(user, 'email-changed', 'emailChangedSubject', translator(locale, 'Email')('emailChangedBody', { brand, email: next }));
}
