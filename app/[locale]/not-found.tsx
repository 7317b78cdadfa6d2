import { NotFoundView } from '@/components/layout/not-found-view';

/**
 * What `notFound()` shows inside the site. Next.js draws this boundary in the browser only
 * (vercel/next.js#62228: the server sends an empty error shell), so the server replaces that shell
 * with the pre-rendered page-not-found route (scripts/lib/not-found-page.mjs); this boundary serves
 * client-side navigations to a missing item.
 */
export default function NotFound() {
  return <NotFoundView />;
}
