import { defineRouting } from 'next-intl/routing';
import { LOCALES } from './locales.mjs';

export const locales = LOCALES;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** BCP 47 tags used for <html lang>, hreflang and Intl formatting. */
export const localeTags: Record<Locale, string> = {
  en: 'en',
  zh: 'zh-CN',
  de: 'de',
  ja: 'ja',
  fr: 'fr',
  es: 'es',
  ko: 'ko',
  // Portuguese is Brazilian Portuguese (spelling, vocabulary, você).
  pt: 'pt-BR',
  ru: 'ru',
  it: 'it',
};

/** Open Graph's form of the locale (language_TERRITORY), for og:locale. */
export const ogLocales: Record<Locale, string> = {
  en: 'en_US',
  zh: 'zh_CN',
  de: 'de_DE',
  ja: 'ja_JP',
  fr: 'fr_FR',
  es: 'es_ES',
  ko: 'ko_KR',
  pt: 'pt_BR',
  ru: 'ru_RU',
  it: 'it_IT',
};

/** Each language named in itself, for the language switcher. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  zh: '中文',
  de: 'Deutsch',
  ja: '日本語',
  fr: 'Français',
  es: 'Español',
  ko: '한국어',
  pt: 'Português',
  ru: 'Русский',
  it: 'Italiano',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The saved language (set by the header's language switch; read by the proxy on unprefixed paths). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // The cookie is the only detection source: proxy.ts strips Accept-Language (docs/architecture.md).
  localeDetection: true,
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  alternateLinks: false,
});
