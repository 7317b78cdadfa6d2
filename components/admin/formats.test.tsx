/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MessagesProvider } from '@/components/i18n/messages-provider';
import type { Locale } from '@/i18n/routing';
import { useAdminFormats } from './formats';

const inLocale = (locale: Locale) =>
  renderHook(() => useAdminFormats(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MessagesProvider locale={locale} messages={{}}>
        {children}
      </MessagesProvider>
    ),
  }).result.current;

describe('useAdminFormats', () => {
  it('writes amounts in their currency’s minor units: whole yen and won, cents otherwise (staff saw ¥193.80 for a ¥19,380 order)', () => {
    const en = inLocale('en');
    expect(en.money(19380, 'JPY')).toBe('¥19,380');
    expect(en.money(25000, 'KRW')).toBe('₩25,000');
    expect(en.money(12899, 'EUR')).toBe('€128.99');
  });

  it('writes amounts, dates and language names in the member’s language', () => {
    const de = inLocale('de');
    expect(de.money(12899, 'EUR')).toBe('128,99\u00a0€');
    expect(de.language('ja')).toBe('Japanisch');
    expect(de.day('2026-03-05T10:00:00Z')).toBe('05.03.2026');
    const ja = inLocale('ja');
    expect(ja.money(19380, 'JPY')).toBe('￥19,380');
    expect(ja.language('de')).toBe('ドイツ語');
  });
});
