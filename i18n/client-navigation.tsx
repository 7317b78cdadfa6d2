'use client';
import NextLink from 'next/link';
import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { forwardRef, useMemo, useState, type ComponentProps } from 'react';
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

/**
 * Prefetching waits for intent (pointer over the link, focus, touch) unless the caller sets
 * `prefetch`. Next's default prefetches every link in the viewport at load: on a page with a
 * header, footer and product grid that is dozens of RSC requests and chunk evaluations competing
 * with hydration on a phone (Lighthouse counted them as ~300 ms of blocking time).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, locale, prefetch, onMouseEnter, onFocus, onTouchStart, ...rest }, ref) {
  const current = useCurrentLocale();
  const [intent, setIntent] = useState(false);
  const showIntent = () => {
    if (!intent) setIntent(true);
  };
  return (
    <NextLink
      ref={ref}
      href={getPathname({ locale: locale ?? current, href })}
      prefetch={prefetch !== undefined ? prefetch : intent ? null : false}
      onMouseEnter={(event) => {
        showIntent();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        showIntent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        showIntent();
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
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
