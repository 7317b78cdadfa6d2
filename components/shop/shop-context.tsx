'use client';
import { createTranslator } from 'next-intl';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { mutate } from 'swr';
import type { Locale } from '@/i18n/routing';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi } from '@/lib/api/shop';
import { useSession } from '@/lib/client/session-store';
import type en from '@/messages/en.json';
import { guestFavorites, mergeGuestFavorites } from './guest-favorites';

export type ShopMessages = Pick<typeof en, 'Shop' | 'Cart' | 'Favorites' | 'Addresses' | 'Cards' | 'Checkout' | 'Errors'> & { Orders: Omit<(typeof en)['Orders'], 'email'> };
export type ShopT = (key: string, values?: Record<string, string | number>) => string;

interface ShopContextValue {
  locale: Locale;
  t: ShopT;
  /** The raw `Errors` strings, for the form error map. */
  errors: Record<string, string>;
}

const ShopContext = createContext<ShopContextValue | null>(null);

/** Shop strings for client components: ICU messages (plurals, placeholders) formatted in the browser. */
export function ShopProvider({ locale, messages, children }: { locale: Locale; messages: ShopMessages; children: ReactNode }) {
  const value = useMemo<ShopContextValue>(() => {
    const translate = createTranslator({ locale, messages: messages as unknown as Record<string, unknown> });
    return { locale, t: translate as unknown as ShopT, errors: messages.Errors as unknown as Record<string, string> };
  }, [locale, messages]);
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
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    if (guestFavorites().length === 0) return;
    mergeGuestFavorites(shopApi.mergeFavorites).then(() => mutate(queryKeys.favoriteIds)).catch((error: unknown) => {
      // The ids stay in local storage; the next signed-in page tries again.
      console.warn('guest favorites not merged yet', error);
    });
    void mutate(queryKeys.cartCount);
  }, [token]);
  return null;
}
