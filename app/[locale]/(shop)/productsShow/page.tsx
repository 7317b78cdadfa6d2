import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/components/layout/route-page';
import { ProductGrid } from '@/components/product/product-card';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';
import { listProducts } from '@/lib/server/catalogue';

export const generateMetadata = staticRouteMetadata('productsShow', '/productsShow');

/** /productsShow without an id: a chooser listing every product. */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const [t, all] = await Promise.all([
    getTranslations({ locale, namespace: 'Products' }),
    listProducts(locale, { category: 'all', sort: 'featured', page: 1, limit: 100 }),
  ]);
  return (
    <RoutePage locale={locale} page="productsShow">
      <p>{t('chooseProduct')}</p>
      <ProductGrid locale={locale} products={all.items} headingLevel={2} />
    </RoutePage>
  );
}
