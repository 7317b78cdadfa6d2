import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/components/layout/route-page';
import { ProductsOverview } from '@/components/product/products-overview';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('products', '/products');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return (
    <RoutePage locale={locale} page="products">
      <ProductsOverview locale={locale} />
    </RoutePage>
  );
}
