'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import './globals.css';

import { LAST_RESORT, type GlobalErrorTexts } from '@/components/errors/last-resort';

/**
 * The last resort: the locale layout itself threw, so this page replaces the whole document. It
 * speaks the language of the address. Its strings in ten languages load only when it shows (this
 * component is in every page's scripts; the strings would cost every page about 2 KB of gzip).
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const segment = (usePathname() ?? '/').split('/')[1] ?? '';
  const [t, setT] = useState<GlobalErrorTexts>(LAST_RESORT);
  const [lang, setLang] = useState('en');
  useEffect(() => {
    console.error(error);
    void import('@/components/errors/global-error-texts').then(({ GLOBAL_ERROR_TEXTS, globalErrorLocale, localeTags }) => {
      const locale = globalErrorLocale(segment);
      setT(GLOBAL_ERROR_TEXTS[locale]);
      setLang(localeTags[locale]);
    });
  }, [error, segment]);
  return (
    <html lang={lang}>
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
