import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { RoutePage } from '@/components/layout/route-page';
import { CartPage } from '@/components/shop/cart-view';
import { ShopRoot } from '@/components/shop/shop-root';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('shoppingcart', '/shoppingcart');

/** Guests have a cart too; checkout (`?step=checkout`) needs a session and happens on this page. */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return (
    <RoutePage locale={locale} page="shoppingcart">
      <ShopRoot locale={locale}>
        <Suspense>
          <CartPage />
        </Suspense>
      </ShopRoot>
    </RoutePage>
  );
}
