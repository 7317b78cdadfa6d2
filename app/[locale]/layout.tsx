import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { RouteEffects } from '@/components/layout/route-effects';
import { SwrProvider } from '@/components/providers/swr-provider';
import { localeTags, routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/seo';

/*
 * `dynamicParams` stays true (the default): pages are built at `next build` from the database, and
 * what staff add later (a product put on sale, an article, one more page of a list) renders at its
 * first request and is kept like the rest. A `false` here would hold for every page below and
 * answer those with 404. An unknown locale still gets 404 from the check in the layout below.
 */

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1f2a44' };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : 'en', namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    icons: { icon: '/favicon.svg' },
    robots: { index: true, follow: true },
  };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={localeTags[locale]}>
      <body>
        {/* Client components get their strings as props: no message catalogue ships to the browser. */}
        <SwrProvider>
          <RouteEffects locale={locale} />
          {children}
        </SwrProvider>
      </body>
    </html>
  );
}
