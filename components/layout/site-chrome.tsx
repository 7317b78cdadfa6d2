import type { ReactNode } from 'react';
import { FixedBar } from './fixed-bar';
import { Footer } from './footer';
import { Header } from './header';

/** Header, main landmark, floating bar and footer around a page. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <FixedBar />
      <Footer />
    </>
  );
}
