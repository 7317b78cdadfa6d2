import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { RequireAuth } from '@/components/account/require-auth';
import { RoutePage } from '@/components/layout/route-page';
import { AddressList } from '@/components/shop/address-list';
import { ShopRoot } from '@/components/shop/shop-root';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('myaddress', '/myaddress');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Shop' });
  return (
    <RoutePage locale={locale} page="myaddress">
      <ShopRoot locale={locale} query={false}>
        <RequireAuth locale={locale} redirecting={t('signInRequired')}>
          <Suspense>
            <AddressList />
          </Suspense>
        </RequireAuth>
      </ShopRoot>
    </RoutePage>
  );
}
