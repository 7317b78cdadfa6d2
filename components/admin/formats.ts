'use client';
import { useMemo } from 'react';
import { useMessagesLocale } from '@/components/i18n/messages-provider';
import { localeTags } from '@/i18n/routing';
import { formatPrice } from '@/lib/marketing/format';
import { formatDateTime, listText } from '@/lib/intl';

/**
 * How the back office writes amounts, dates and language names: in the member's language. Amounts
 * are integer minor units of their currency (cents, but whole yen and won), as the shop stores them.
 */
export function useAdminFormats() {
  const tag = localeTags[useMessagesLocale()];
  return useMemo(() => {
    const languages = new Intl.DisplayNames(tag, { type: 'language' });
    return {
      tag,
      money: (minor: number, currency: string) => formatPrice(minor, currency, tag),
      when: (iso: string) => formatDateTime(tag, { dateStyle: 'medium', timeStyle: 'short' }, new Date(iso)),
      day: (iso: string) => new Date(iso).toLocaleDateString(tag, { dateStyle: 'medium' }),
      language: (locale: string) => languages.of(locale) ?? locale,
      /** Items joined as the member's language joins a list ("a、b、c" in Japanese and Chinese). */
      list: (items: readonly string[]) => listText(tag, items),
    };
  }, [tag]);
}
