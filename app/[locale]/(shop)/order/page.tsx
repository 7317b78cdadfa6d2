import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/components/layout/route-page';
import { OrderLinkPage } from '@/components/shop/order-link';
import { ShopRoot } from '@/components/shop/shop-root';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('order', '/order');

/**
 * /order#<token>: a guest's order, opened by the link of its confirmation mail without an account.
 * The page is static; the token lives in the fragment, which never reaches the server's logs.
 */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return (
    <RoutePage locale={locale} page="order">
      <ShopRoot locale={locale}>
        <OrderLinkPage />
      </ShopRoot>
    </RoutePage>
  );
}
