import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { clientMessages, type Namespace } from '@/lib/server/client-messages';
import { MessagesProvider } from './messages-provider';

/**
 * The one way strings reach client components: a page wraps its client part in this, naming the
 * namespaces that part reads; they travel compiled (`clientMessages`) and are read with `useT()`.
 * `omit` leaves server-only subtrees (e.g. `Orders.email`) behind.
 */
export function WithMessages({
  locale,
  namespaces,
  omit,
  children,
}: {
  locale: Locale;
  namespaces: readonly Namespace[];
  omit?: readonly string[];
  children: ReactNode;
}) {
  return (
    <MessagesProvider locale={locale} messages={clientMessages(locale, namespaces, omit)}>
      {children}
    </MessagesProvider>
  );
}
