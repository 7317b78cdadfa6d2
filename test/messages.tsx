import type { ReactNode } from 'react';
import { MessagesProvider } from '@/components/i18n/messages-provider';
import type { Locale } from '@/i18n/routing';
import { clientMessages, type Namespace } from '@/lib/server/client-messages';

/** Client components under the messages a page would hand them (compiled, as in production). */
export function WithTestMessages({ namespaces, locale = 'en', children }: { namespaces: readonly Namespace[]; locale?: Locale; children: ReactNode }) {
  return (
    <MessagesProvider locale={locale} messages={clientMessages(locale, namespaces)}>
      {children}
    </MessagesProvider>
  );
}
