import type { ReactNode } from 'react';
import { WithMessages } from '@/components/i18n/with-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import { ShopProvider } from './shop-context';

const NAMESPACES = ['Shop', 'Cart', 'Favorites', 'Addresses', 'Cards', 'Checkout', 'Orders', 'Errors'] as const;

/**
 * Wraps a shop page's client part: its messages (only the shop namespaces, for this locale,
 * compiled; the order emails stay on the server) and TanStack Query. `query` is false where the
 * route group already provides a QueryClient.
 */
export function ShopRoot({ locale, query = true, children }: { locale: Locale; query?: boolean; children: ReactNode }) {
  const inner = (
    <WithMessages locale={locale} namespaces={NAMESPACES} omit={['Orders.email']}>
      <ShopProvider>{children}</ShopProvider>
    </WithMessages>
  );
  return query ? <QueryProvider>{inner}</QueryProvider> : inner;
}
