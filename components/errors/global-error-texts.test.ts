import { routing } from '@/i18n/routing';
import { GLOBAL_ERROR_TEXTS, globalErrorLocale } from './global-error-texts';
import { LAST_RESORT } from './last-resort';

it('holds the messages’ ErrorPage title, text and retry in every locale, word for word', async () => {
  for (const locale of routing.locales) {
    const { ErrorPage } = (await import(`@/messages/${locale}.json`)) as { ErrorPage: Record<string, string> };
    expect(GLOBAL_ERROR_TEXTS[locale]).toEqual({ title: ErrorPage.title, text: ErrorPage.text, retry: ErrorPage.retry });
  }
});

it('shows English until the language loads, and takes the language from the first path segment', () => {
  expect(LAST_RESORT).toEqual(GLOBAL_ERROR_TEXTS.en);
  expect(globalErrorLocale('de')).toBe('de');
  expect(globalErrorLocale('index')).toBe('en');
  expect(globalErrorLocale('')).toBe('en');
});
