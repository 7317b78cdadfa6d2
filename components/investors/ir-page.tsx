import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import type { Locale } from '@/i18n/routing';
import { IrNav } from './ir-nav';

/** A subpage of the IR section: breadcrumb through Investor relations, its heading, the section navigation, then its content. */
export async function IrPage({
  locale,
  page,
  title,
  children,
}: {
  locale: Locale;
  page: 'announcements' | 'reports' | 'events';
  title?: string;
  children: ReactNode;
}) {
  const [t, pages] = await Promise.all([getTranslations({ locale, namespace: 'InvestorRelations.pages' }), getTranslations({ locale, namespace: 'Pages' })]);
  return (
    <>
      <PageHeader
        locale={locale}
        title={title ?? t(`${page}.heading`)}
        intro={t(`${page}.description`)}
        trail={[{ href: '/investors', label: pages('investors.heading') }]}
      />
      <div className="container page-body">
        <IrNav locale={locale} current={page} />
        {children}
      </div>
    </>
  );
}
