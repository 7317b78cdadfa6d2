import { setRequestLocale } from 'next-intl/server';
import { legalMetadata } from '@/components/legal/legal-metadata';
import { LegalPage } from '@/components/legal/legal-page';
import { paramsLocale, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = legalMetadata('imprint');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return <LegalPage locale={locale} page="imprint" />;
}
