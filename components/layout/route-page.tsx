import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type { PageKey } from '@/lib/page-metadata';
import { PageHeader } from './page-header';

/** A spec route's frame: breadcrumb, translated heading and intro, then the page's own content. */
export async function RoutePage({ locale, page, children }: { locale: Locale; page: PageKey; children?: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <>
      <PageHeader locale={locale} title={t(`${page}.heading`)} intro={t(`${page}.description`)} />
      <div className="container page-body">{children}</div>
    </>
  );
}
