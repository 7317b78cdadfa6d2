import { setRequestLocale } from 'next-intl/server';
import { ContactPage } from '@/components/marketing/contact-page';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = staticRouteMetadata('contact', '/contact');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return <ContactPage locale={locale} />;
}
