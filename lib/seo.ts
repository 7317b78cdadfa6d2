import type { Metadata } from 'next';
import { getPathname } from '@/i18n/navigation';
import { locales, localeTags, ogLocales, routing, type Locale } from '@/i18n/routing';
import { pathLocales } from './legal-pages';
import { ogImage, type OgTarget } from './og';

/** A page's Open Graph card (lib/og.ts): what it shows and its alt text in the page's language. */
export type OgCard = { target: OgTarget; title: string; alt: string };

export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}

/** Absolute URL of a path in a locale (`/brand` → `/de/brand` for German). */
export function localizedUrl(locale: Locale, href: string): string {
  const [path, query] = href.split('?');
  const localized = getPathname({ locale, href: path || '/' });
  return `${siteUrl()}${localized}${query ? `?${query}` : ''}`;
}

/** The Atom feed of a locale's news (app/feed.xml, app/[locale]/feed.xml): `/feed.xml` for English, `/{locale}/feed.xml` for the others. */
export function feedPath(locale: Locale): string {
  return locale === routing.defaultLocale ? '/feed.xml' : `/${locale}/feed.xml`;
}

/**
 * hreflang alternates for all ten locales plus x-default (the English page); a page that exists in
 * some locales only (lib/legal-pages.ts: /withdrawal) names those, and x-default only if English is one.
 */
export function alternates(locale: Locale, href: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  const only = pathLocales(href);
  for (const l of only ?? locales) languages[localeTags[l]] = localizedUrl(l, href);
  if (!only || only.includes(routing.defaultLocale)) languages['x-default'] = localizedUrl(routing.defaultLocale, href);
  // Every page names its locale's news feed, so feed readers find it.
  return { canonical: localizedUrl(locale, href), languages, types: { 'application/atom+xml': `${siteUrl()}${feedPath(locale)}` } };
}

/** og:image and the large Twitter/X card of a page whose card is `card`. */
export function cardMetadata(locale: Locale, card: OgCard) {
  const image = ogImage(locale, card.target, card.title, card.alt);
  return { images: [image], twitter: { card: 'summary_large_image' as const, images: [{ url: image.url, alt: image.alt }] } };
}

export function pageMetadata(locale: Locale, href: string, title: string, description: string, extra: Metadata = {}, card?: OgCard): Metadata {
  const og = card ? cardMetadata(locale, card) : undefined;
  return {
    title,
    description,
    alternates: alternates(locale, href),
    openGraph: {
      title,
      description,
      url: localizedUrl(locale, href),
      siteName: 'Pawtrail',
      locale: ogLocales[locale],
      type: 'website',
      ...(og ? { images: og.images } : {}),
    },
    ...(og ? { twitter: { ...og.twitter, title, description } } : {}),
    ...extra,
  };
}
