import type { Metadata, Viewport } from 'next';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { WithMessages } from '@/components/i18n/with-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { localeTags } from '@/i18n/routing';
import { ADMIN_LOCALE_COOKIE, adminLocale } from '@/lib/admin-locale';
import { ADMIN_NAMESPACES } from '@/lib/server/client-messages';
import { LayoutScript } from '@/components/layout/layout-script';

/**
 * No title here: each screen renders its own <title> in the member's language (AdminShell, the
 * sign-in and the password reset), which stays in place while the screen changes its search
 * parameters; a metadata title is streamed after the content and was missing meanwhile.
 */
export const metadata: Metadata = {
  robots: { index: false, follow: false },
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * The back office: its own document outside [locale] (client-rendered, loaded only here), in the
 * language the member chose in its header (`pt_admin_lang`; English until then).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const locale = adminLocale((await cookies()).get(ADMIN_LOCALE_COOKIE)?.value);
  return (
    <html lang={localeTags[locale]} data-locale={locale}>
      <body>
        <LayoutScript name="submitGuard" />
        <WithMessages locale={locale} namespaces={ADMIN_NAMESPACES}>
          <QueryProvider>{children}</QueryProvider>
        </WithMessages>
      </body>
    </html>
  );
}
