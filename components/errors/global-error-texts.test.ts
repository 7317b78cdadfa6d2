import { routing } from '@/i18n/routing';
import { GLOBAL_ERROR_TEXTS } from './global-error-texts';

it('holds the messages’ ErrorPage title, text and retry in every locale, word for word', async () => {
  for (const locale of routing.locales) {
    const { ErrorPage } = (await import(`@/messages/${locale}.json`)) as { ErrorPage: Record<string, string> };
    expect(GLOBAL_ERROR_TEXTS[locale]).toEqual({ title: ErrorPage.title, text: ErrorPage.text, retry: ErrorPage.retry });
  }
});
