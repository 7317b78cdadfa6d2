import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { RequireAuth } from '@/components/account/require-auth';
import { RoutePage } from '@/components/layout/route-page';
import { CardList } from '@/components/shop/card-list';
import { ShopRoot } from '@/components/shop/shop-root';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('payment_info', '/payment_info');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Shop' });
  return (
    <RoutePage locale={locale} page="payment_info">
      <ShopRoot locale={locale} query={false}>
        <RequireAuth locale={locale} redirecting={t('signInRequired')}>
          <Suspense>
            <CardList />
          </Suspense>
        </RequireAuth>
      </ShopRoot>
    </RoutePage>
  );
}
