'use client';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { mutate } from 'swr';
import { useMessagesLocale, useT, type Translate } from '@/components/i18n/messages-provider';
import type { Locale } from '@/i18n/routing';
import { cartChanged } from '@/lib/api/cart-cache';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi } from '@/lib/api/shop';
import { useSessionToken } from '@/lib/client/session-store';
import { guestFavorites, mergeGuestFavorites } from './guest-favorites';

interface ShopContextValue {
  locale: Locale;
  /** Dotted keys over the shop namespaces ShopRoot picked: `t('Cart.removed', { name })`. */
  t: Translate;
}

const ShopContext = createContext<ShopContextValue | null>(null);

/** The shop's client context, under the MessagesProvider ShopRoot sets up: the locale, the translator, the guest merge. */
export function ShopProvider({ children }: { children: ReactNode }) {
  const locale = useMessagesLocale();
  const t = useT();
  const value = useMemo<ShopContextValue>(() => ({ locale, t }), [locale, t]);
  return (
    <ShopContext.Provider value={value}>
      <GuestMerge />
      {children}
    </ShopContext.Provider>
  );
}

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop outside ShopProvider');
  return value;
}

/**
 * Once signed in, the guest's local favorites join the account. (The guest cart merges on the
 * server: the first cart request carrying both the token and the pt_cart cookie merges it.)
 */
function GuestMerge() {
  const token = useSessionToken();
  useEffect(() => {
    if (!token) return;
    if (guestFavorites().length === 0) return;
    mergeGuestFavorites(shopApi.mergeFavorites)
      .then(() => mutate(queryKeys.favoriteIds))
      .catch((error: unknown) => {
        // The ids stay in local storage; the next signed-in page tries again.
        console.warn('guest favorites not merged yet', error);
      });
    void cartChanged();
  }, [token]);
  return null;
}
