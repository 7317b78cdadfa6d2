import { getLocale, getTranslations } from 'next-intl/server';
import { localeNames, locales } from '@/i18n/routing';
import { LocaleMenu } from './locale-menu';

/** The language switch's links: GET /api/language saves the choice and answers with the same page in it. */
const languageHref = (locale: string) => `/api/language?locale=${locale}`;

export async function LocaleSwitcher() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('Nav')]);
  return <LocaleMenu locale={locale} label={t('language')} options={locales.map((l) => ({ value: l, label: localeNames[l], href: languageHref(l) }))} />;
}
