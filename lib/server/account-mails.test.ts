import { locales, localeTags } from '@/i18n/routing';
import { emailChangedMail, passwordChangedMail, welcomeMail } from './account-mails';

describe('account mails (issue 16)', () => {
  it.each(locales)('in %s: welcome, password changed and email changed, HTML with a plain-text part, every placeholder filled', (locale) => {
    const user = { email: 'mia@example.com', name: 'Mia <b>', locale };
    const mails = [welcomeMail(user), passwordChangedMail(user), emailChangedMail(user, 'new@example.com')];
    expect(mails.map((m) => m.kind)).toEqual(['welcome', 'password-changed', 'email-changed']);
    for (const mail of mails) {
      expect(mail.to).toBe('mia@example.com');
      expect(mail.subject).toContain('Pawtrail');
      expect(mail.html).toContain(`<html lang="${localeTags[locale]}">`);
      for (const body of [mail.text, mail.html!]) expect(body).not.toMatch(/\{[a-z]+\}/);
      // A name is text, never markup.
      expect(mail.html).not.toContain('Mia <b>');
    }
    const prefix = locale === 'en' ? '' : `/${locale}`;
    expect(mails[0]!.text).toContain(`${prefix}/user`);
    expect(mails[0]!.text).toContain('Mia <b>');
    expect(mails[1]!.text).toContain(`${prefix}/resetpassword`);
    expect(mails[2]!.text).toContain('new@example.com');
  });

  it('falls back to English for an account without a known language', () => {
    expect(welcomeMail({ email: 'a@example.com', name: 'A', locale: 'xx' }).subject).toBe('Welcome to Pawtrail');
  });
});
