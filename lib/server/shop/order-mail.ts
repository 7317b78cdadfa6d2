import 'server-only';
import type { Locale } from '@/i18n/routing';
import { localeTags } from '@/i18n/routing';
import type { Mail } from '../mail';
import { translator } from '../i18n';

/** The order confirmation in the buyer's language. */
export function orderMail(
  locale: Locale,
  brandSetting: string | null,
  user: { email: string; name: string },
  number: number,
  lines: { name: string; quantity: number }[],
  totalCents: number,
): Mail {
  const t = translator(locale, 'Orders');
  const brand = brandSetting ?? translator(locale, 'Metadata')('siteName');
  const total = new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency: 'USD' }).format(totalCents / 100);
  const items = lines.map((l) => `- ${t('email.line', { name: l.name, quantity: l.quantity })}`).join('\n');
  return {
    to: user.email,
    kind: 'order-confirmation',
    subject: t('email.subject', { brand, number }),
    text: [
      t('email.greeting', { name: user.name }),
      '',
      t('email.intro', { number }),
      '',
      items,
      '',
      t('email.total', { total }),
      '',
      t('email.closing', { brand }),
    ].join('\n'),
  };
}
