import { NotFoundView } from '@/components/layout/not-found-view';

/**
 * What `notFound()` shows inside the site. Next.js draws this boundary in the browser only
 * (vercel/next.js#62228: the server sends an empty error shell), so the server replaces that shell
 * with the pre-rendered page-not-found route (scripts/lib/not-found-page.mjs); this boundary serves
 * client-side navigations to a missing item.
 *
 * Next.js sends this boundary's tree with every page's RSC payload, so every page carries a second
 * header and footer (about 16 KB of the product page's 70 KB raw). Brotli sends that copy as
 * back-references: on the wire it costs next to nothing. A lighter boundary would need a client
 * component (to load the address again for the server's 404 page), and that costs every page one
 * more script request, which under HTTP/1.1 costs more than the copy (docs/performance.md).
 */
export default function NotFound() {
  return <NotFoundView />;
}
