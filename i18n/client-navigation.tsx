'use client';
import NextLink from 'next/link';
import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { forwardRef, useMemo, type ComponentProps } from 'react';
import { getPathname, stripLocale, type Href } from './pathnames';
import { isLocale, routing, type Locale } from './routing';

/**
 * Locale-aware Link, router and pathname on top of next/navigation. next-intl's own versions need
 * NextIntlClientProvider (≈14 KB of client JavaScript on every page); the locale is already a
 * route parameter, so these read it from there.
 */
export function useCurrentLocale(): Locale {
  const params = useParams<{ locale?: string }>();
  return isLocale(params?.locale) ? params.locale : routing.defaultLocale;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href; locale?: Locale };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, locale, ...rest }, ref) {
  const current = useCurrentLocale();
  return <NextLink ref={ref} href={getPathname({ locale: locale ?? current, href })} {...rest} />;
});

/** The current path without its locale prefix. */
export function usePathname(): string {
  return stripLocale(useNextPathname() ?? '/');
}

interface NavigateOptions {
  locale?: Locale;
  scroll?: boolean;
}

export function useRouter() {
  const router = useNextRouter();
  const current = useCurrentLocale();
  return useMemo(() => {
    const to = (href: Href, options?: NavigateOptions) => getPathname({ locale: options?.locale ?? current, href });
    return {
      push: (href: Href, options?: NavigateOptions) => router.push(to(href, options), { scroll: options?.scroll }),
      replace: (href: Href, options?: NavigateOptions) => router.replace(to(href, options), { scroll: options?.scroll }),
      prefetch: (href: Href, options?: NavigateOptions) => router.prefetch(to(href, options)),
      back: () => router.back(),
      forward: () => router.forward(),
      refresh: () => router.refresh(),
    };
  }, [router, current]);
}
