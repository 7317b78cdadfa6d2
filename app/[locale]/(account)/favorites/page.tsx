import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { RoutePage } from '@/components/layout/route-page';
import { FavoritesPage } from '@/components/shop/favorites-view';
import { ShopRoot } from '@/components/shop/shop-root';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('favorites', '/favorites');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return (
    <RoutePage locale={locale} page="favorites">
      <ShopRoot locale={locale} query={false}>
        {/* Guests too: they see the favorites kept in this browser. */}
        <Suspense>
          <FavoritesPage />
        </Suspense>
      </ShopRoot>
    </RoutePage>
  );
}
