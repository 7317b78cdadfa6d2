import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import type en from '@/messages/en.json';
import { isOgPageKey, type OgTarget } from './og';
import { pageMetadata, type OgCard } from './seo';

export type PageKey = keyof (typeof en)['Pages'];
export type LocaleParams = { params: Promise<{ locale: string }> };

export async function paramsLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : routing.defaultLocale;
}

/** The Open Graph card of `target` showing `title`, with its alt text in the page's language. */
export async function ogCard(locale: Locale, target: OgTarget, title: string): Promise<OgCard> {
  const t = await getTranslations({ locale, namespace: 'OgImage' });
  return { target, title, alt: t('alt', { title }) };
}

/** Title, description, canonical, hreflang alternates and (for public pages) the Open Graph card of a spec route, from `Pages.<key>`. */
export async function routeMetadata(locale: Locale, key: PageKey, href: string, extra: Metadata = {}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Pages' });
  const title = t(`${key}.title`);
  const card = isOgPageKey(key) ? await ogCard(locale, { kind: 'page', id: key }, title) : undefined;
  return pageMetadata(locale, href, title, t(`${key}.description`), extra, card);
}

/** `generateMetadata` for a page whose metadata is just its `Pages.<key>` entry. */
export function staticRouteMetadata(key: PageKey, href: string) {
  return async ({ params }: LocaleParams): Promise<Metadata> => routeMetadata(await paramsLocale(params), key, href);
}
