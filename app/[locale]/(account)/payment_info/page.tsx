import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { RequireAuth } from '@/components/account/require-auth';
import { RoutePage } from '@/components/layout/route-page';
import { CardList } from '@/components/shop/card-list';
import { ShopRoot } from '@/components/shop/shop-root';
import { allMessages } from '@/lib/server/i18n';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('payment_info', '/payment_info');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return (
    <RoutePage locale={locale} page="payment_info">
      <ShopRoot locale={locale} query={false}>
        <RequireAuth locale={locale} redirecting={allMessages[locale].Shop.signInRequired}>
          <Suspense>
            <CardList />
          </Suspense>
        </RequireAuth>
      </ShopRoot>
    </RoutePage>
  );
}
