import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ErrorTextsProvider } from '@/components/errors/error-texts';
import { RouteEffects } from '@/components/layout/route-effects';
import { SwrProvider } from '@/components/providers/swr-provider';
import { getPathname } from '@/i18n/navigation';
import { localeTags, routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/seo';
import { LayoutScript } from '@/components/layout/layout-script';

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
  const [t, notFoundT] = await Promise.all([getTranslations({ locale, namespace: 'ErrorPage' }), getTranslations({ locale, namespace: 'NotFound' })]);
  const errorTexts = {
    title: t('title'),
    text: t('text'),
    retry: t('retry'),
    reference: t.raw('reference') as string,
    home: notFoundT('home'),
    homeHref: getPathname({ locale, href: '/' }),
  };
  return (
    <html lang={localeTags[locale]}>
      <body>
        <LayoutScript name="submitGuard" />
        <LayoutScript name="warmStorage" />
        {/* Client components get their strings as props: no message catalogue ships to the browser. */}
        <SwrProvider>
          <RouteEffects locale={locale} />
          <ErrorTextsProvider texts={errorTexts}>{children}</ErrorTextsProvider>
        </SwrProvider>
      </body>
    </html>
  );
}
