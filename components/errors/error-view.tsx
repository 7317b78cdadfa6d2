'use client';
import { useEffect, useRef } from 'react';
import { useErrorTexts } from './error-texts';

/**
 * What a route segment shows when rendering it threw: the site's own layout stays around it (header
 * and footer come from the group's layout), the reader gets a way to try again and a way home, and
 * the digest under which Next.js logged the server-side error, for support to find it.
 */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useErrorTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    console.error(error);
    // Keyboard and screen-reader users land on the news that the page failed, not on a stale focus.
    heading.current?.focus();
  }, [error]);
  return (
    <main id="main" className="container not-found">
      <h1 ref={heading} tabIndex={-1}>
        {t.title}
      </h1>
      <p>{t.text}</p>
      <p>
        <button type="button" className="button" onClick={reset}>
          {t.retry}
        </button>{' '}
        {/* A full page load: after an error, start from a fresh document rather than the router's state. */}
        <a href={t.homeHref}>{t.home}</a>
      </p>
      {error.digest ? <p>{t.reference.replace('{digest}', error.digest)}</p> : null}
    </main>
  );
}
