import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import { allMessages } from '@/lib/server/i18n';
import { ShopProvider, type ShopMessages } from './shop-context';

const NAMESPACES = ['Shop', 'Cart', 'Favorites', 'Addresses', 'Cards', 'Checkout', 'Orders', 'Errors'] as const;

/**
 * Wraps a shop page's client part: its messages (only the shop namespaces, for this locale)
 * and TanStack Query. `query` is false where the route group already provides a QueryClient.
 */
export function ShopRoot({ locale, query = true, children }: { locale: Locale; query?: boolean; children: ReactNode }) {
  const source = allMessages[locale];
  const { email: _email, ...orders } = source.Orders;
  const messages = Object.fromEntries(NAMESPACES.map((ns) => [ns, ns === 'Orders' ? orders : source[ns]])) as ShopMessages;
  const inner = <ShopProvider locale={locale} messages={messages}>{children}</ShopProvider>;
  return query ? <QueryProvider>{inner}</QueryProvider> : inner;
}
