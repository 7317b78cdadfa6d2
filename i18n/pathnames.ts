import { isLocale, routing, type Locale } from './routing';

export type Href = string | { pathname: string; query?: Record<string, string | number | undefined> };

const PREFIX = new RegExp(`^/(${routing.locales.join('|')})(?=/|$|\\?|#)`);

/** The locale a path starts with, if any. */
export function pathLocale(path: string): Locale | null {
  const match = PREFIX.exec(path);
  return match && isLocale(match[1]) ? match[1] : null;
}

/** A path without its locale prefix (`/de/brand` → `/brand`, `/de` → `/`). */
export function stripLocale(path: string): string {
  const stripped = path.replace(PREFIX, '');
  return stripped === '' || stripped.startsWith('?') || stripped.startsWith('#') ? `/${stripped}` : stripped;
}

function serialize(href: Href): string {
  if (typeof href === 'string') return href;
  const query = Object.entries(href.query ?? {}).filter(([, v]) => v !== undefined && v !== '');
  return query.length ? `${href.pathname}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}` : href.pathname;
}

/**
 * The public path of `href` in `locale` with the `as-needed` prefix: English unprefixed, the
 * other nine under `/<locale>`. A path that already carries a locale prefix keeps it.
 */
export function getPathname({ locale, href }: { locale: Locale; href: Href }): string {
  const path = serialize(href);
  if (!path.startsWith('/') || pathLocale(path)) return path;
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
