import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundReload } from '@/components/layout/not-found-reload';
import { getPathname } from '@/i18n/navigation';
import { defaultLocale, isLocale } from '@/i18n/routing';

/**
 * What `notFound()` shows inside the site. Next.js draws this boundary in the browser only
 * (vercel/next.js#62228: the server sends an empty error shell), so the server replaces that shell
 * with the pre-rendered page-not-found route (scripts/lib/not-found-page.mjs). A client-side
 * navigation to a missing item loads the address again to get that page
 * (components/layout/not-found-reload.tsx), so this boundary, which every page's RSC payload
 * carries, holds no second copy of the header and footer.
 */
export default async function NotFound() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('NotFound')]);
  return (
    <NotFoundReload heading={t('heading')} home={t('home')} homeHref={getPathname({ locale: isLocale(locale) ? locale : defaultLocale, href: '/index' })} />
  );
}
