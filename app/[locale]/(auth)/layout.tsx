import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { paramsLocale, type LocaleParams } from '@/lib/page-metadata';

/**
 * Sign-in, registration and password reset: forms only, so no TanStack Query here (the signed-in
 * area's layout has it). After signing in, the account page reads the profile itself.
 */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  // Layouts render apart from the page, so SiteChrome's getLocale() would otherwise fall back to
  // request headers and turn every page of this group dynamic (no static HTML per locale).
  setRequestLocale(await paramsLocale(params));
  return <SiteChrome>{children}</SiteChrome>;
}
