import { redirect as nextRedirect } from 'next/navigation';
import { getPathname, type Href } from './pathnames';
import type { Locale } from './routing';

// The only place pages and components take Link, routing hooks, redirect and getPathname from.
export { Link, usePathname, useRouter, useCurrentLocale } from './client-navigation';
export { getPathname, stripLocale, pathLocale, type Href } from './pathnames';

export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextRedirect(getPathname({ locale, href }));
}
