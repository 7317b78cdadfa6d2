import type { MetadataRoute } from 'next';
import { locales, routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/seo';

/** Signed-in and checkout pages: nothing for a search engine, in any locale. */
const PRIVATE_PAGES = [
  '/user',
  '/userinfo',
  '/favorites',
  '/login',
  '/register',
  '/resetpassword',
  '/resetps',
  '/shoppingcart',
  '/order',
  '/payment_info',
  '/newaddress',
  '/updateaddress',
  '/myaddress',
  '/newcarpay',
  '/editcarpay',
  '/alerts/confirm',
  '/alerts/unsubscribe',
  '/notify/confirm',
  '/notify/unsubscribe',
];

export default function robots(): MetadataRoute.Robots {
  const prefixes = locales.map((l) => (l === routing.defaultLocale ? '' : `/${l}`));
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // Prefix rules: /user also covers /userinfo; no public page starts with one of these paths. The back
      // office (/admin) has no locale prefix.
      disallow: ['/api/', '/admin', ...prefixes.flatMap((prefix) => PRIVATE_PAGES.map((page) => `${prefix}${page}`))],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
