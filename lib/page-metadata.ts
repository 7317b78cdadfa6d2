import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import type en from '@/messages/en.json';
import { pageMetadata } from './seo';

export type PageKey = keyof (typeof en)['Pages'];
export type LocaleParams = { params: Promise<{ locale: string }> };

export async function paramsLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : routing.defaultLocale;
}

/** Title, description, canonical and hreflang alternates of a spec route, from `Pages.<key>`. */
export async function routeMetadata(locale: Locale, key: PageKey, href: string, extra: Metadata = {}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return pageMetadata(locale, href, t(`${key}.title`), t(`${key}.description`), extra);
}

/** `generateMetadata` for a page whose metadata is just its `Pages.<key>` entry. */
export function staticRouteMetadata(key: PageKey, href: string) {
  return async ({ params }: LocaleParams): Promise<Metadata> => routeMetadata(await paramsLocale(params), key, href);
}
