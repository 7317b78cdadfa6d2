'use client';
import { useMemo } from 'react';
import { useMessagesLocale } from '@/components/i18n/messages-provider';
import { localeTags } from '@/i18n/routing';
import { formatPrice } from '@/lib/marketing/format';

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
      when: (iso: string) => new Date(iso).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short' }),
      day: (iso: string) => new Date(iso).toLocaleDateString(tag, { dateStyle: 'medium' }),
      language: (locale: string) => languages.of(locale) ?? locale,
    };
  }, [tag]);
}
