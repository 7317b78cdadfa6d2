'use client';
import { createContext, useContext, type ReactNode } from 'react';

/** The error page's strings in the page's language (messages `ErrorPage`), put in place by the locale layout. */
export interface ErrorTexts {
  title: string;
  text: string;
  retry: string;
  /** `… {digest}`: the reference Next.js logs the server-side error under. */
  reference: string;
  home: string;
  homeHref: string;
}

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

/**
 * Error boundaries render on their own (no page to pass props), so the layout hands them their few
 * strings through this context: plain text, no message catalogue in the browser.
 */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={texts}>{children}</ErrorTextsContext.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(ErrorTextsContext);
  // Outside the locale layout there is nothing to show in the reader's language: the global error page takes over.
  if (!texts) throw new Error('ErrorView rendered outside ErrorTextsProvider');
  return texts;
}
