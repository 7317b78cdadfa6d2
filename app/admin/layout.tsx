import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { WithMessages } from '@/components/i18n/with-messages';
import { QueryProvider } from '@/components/providers/query-provider';

export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s | Pawtrail back office' },
  robots: { index: false, follow: false },
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * The back office: its own document outside [locale] (client-rendered, loaded only here). Its
 * screens are in English for now; field errors come from the shared Errors messages.
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <WithMessages locale="en" namespaces={['Errors']}>
          <QueryProvider>{children}</QueryProvider>
        </WithMessages>
      </body>
    </html>
  );
}
