import { setRequestLocale } from 'next-intl/server';
import { policyMetadata } from '@/components/policies/policy-metadata';
import { PolicyPage } from '@/components/policies/policy-page';
import { paramsLocale, type LocaleParams } from '@/lib/page-metadata';

export const generateMetadata = policyMetadata('privacy');

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  return <PolicyPage locale={locale} page="privacy" />;
}
