import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { QueryProvider } from '@/components/providers/query-provider';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome>
      <QueryProvider>{children}</QueryProvider>
    </SiteChrome>
  );
}
