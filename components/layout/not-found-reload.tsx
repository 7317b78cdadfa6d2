'use client';
import { useEffect } from 'react';

/**
 * What a client-side navigation to a missing item shows: it loads the address again, and the
 * server answers with the real 404 page (status 404, the site's header and footer,
 * scripts/lib/not-found-page.mjs).
 *
 * Next.js sends the not-found boundary's tree inside every page's RSC payload, whether it shows or
 * not. Drawn here with the site's chrome, it carried a second header, footer, contact bar and app QR
 * codes in every page (about 15 KB of the product page's 70 KB payload) for a view that only a
 * navigation to a missing item ever shows. This boundary is the few words it needs.
 *
 * A document that was itself loaded at this address is not loaded again (the server answered it
 * already, so a reload would loop): it shows the message and the way home.
 */
export function NotFoundReload({ heading, home, homeHref }: { heading: string; home: string; homeHref: string }) {
  useEffect(() => {
    const loaded = performance.getEntriesByType('navigation')[0]?.name;
    if (arrivedByClientNavigation(loaded, window.location.href)) window.location.reload();
  }, []);
  return (
    <main id="main" tabIndex={-1} className="container not-found">
      <h1>{heading}</h1>
      <p>
        {/* A full page load on purpose: the server's 404 page has the header and footer. */}
        <a href={homeHref}>{home}</a>
      </p>
    </main>
  );
}

/** True when the address shown is not the one the document was loaded at: the router got here. */
export function arrivedByClientNavigation(documentUrl: string | undefined, currentUrl: string): boolean {
  if (!documentUrl) return false;
  const strip = (url: string) => url.replace(/#.*$/, '');
  return strip(documentUrl) !== strip(currentUrl);
}
