import { getLocale, getTranslations } from 'next-intl/server';
import { localeNames, locales } from '@/i18n/routing';
import { LocaleSelect } from './locale-select';

export async function LocaleSwitcher() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('Nav')]);
  return <LocaleSelect locale={locale} label={t('language')} options={locales.map((l) => ({ value: l, label: localeNames[l] }))} />;
}
