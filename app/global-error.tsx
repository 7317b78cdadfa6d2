'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { GLOBAL_ERROR_TEXTS } from '@/components/errors/global-error-texts';
import { pathLocale } from '@/i18n/pathnames';
import { localeTags, routing } from '@/i18n/routing';
import './globals.css';

/**
 * The last resort: the locale layout itself threw, so this page replaces the whole document. It
 * speaks the language of the address and offers to try again.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = pathLocale(usePathname() ?? '/') ?? routing.defaultLocale;
  const t = GLOBAL_ERROR_TEXTS[locale];
  useEffect(() => console.error(error), [error]);
  return (
    <html lang={localeTags[locale]}>
      <body>
        <main id="main" className="container not-found">
          <h1>{t.title}</h1>
          <p>{t.text}</p>
          <p>
            <button type="button" className="button" onClick={reset}>
              {t.retry}
            </button>
          </p>
          {error.digest ? <p>{error.digest}</p> : null}
        </main>
      </body>
    </html>
  );
}
