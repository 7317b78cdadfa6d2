import { Suspense } from 'react';
import type { Locale } from '@/i18n/routing';
import { OrdersPanel } from './orders';
import { ShopRoot } from './shop-root';

/** The order list and order detail for /user (inside the account layout, which provides TanStack Query). */
export function OrdersSection({ locale }: { locale: Locale }) {
  return (
    <ShopRoot locale={locale} query={false}>
      <Suspense>
        <OrdersPanel />
      </Suspense>
    </ShopRoot>
  );
}
