import 'server-only';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type en from '@/messages/en.json';

/** The translated strings an account page hands to its client component (only these namespaces travel). */
export async function accountMessages(locale: Locale) {
  const messages = (await getMessages({ locale })) as unknown as typeof en;
  return { auth: messages.Auth, account: messages.Account, profile: messages.Profile, errors: messages.Errors, loading: messages.Common.loading };
}
