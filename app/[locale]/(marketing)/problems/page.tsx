import { setRequestLocale } from 'next-intl/server';
import { FaqList } from '@/components/faq/faq-list';
import { RoutePage } from '@/components/layout/route-page';
import { getFaq } from '@/lib/server/content/faq';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('problems', '/problems');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const categories = await getFaq(locale);
  return (
    <RoutePage locale={locale} page="problems">
      <FaqList locale={locale} categories={categories} />
    </RoutePage>
  );
}
