import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localizedUrl } from '@/lib/seo';
import type { Locale } from '@/i18n/routing';
import { JsonLd } from '../seo/json-ld';

interface Crumb {
  href: string;
  label: string;
}

/** Breadcrumb (visible and as BreadcrumbList JSON-LD), the page's h1 and an optional intro. */
export async function PageHeader({ locale, title, intro, trail = [] }: { locale: Locale; title: string; intro?: string; trail?: Crumb[] }) {
  const t = await getTranslations('Common');
  const crumbs: Crumb[] = [{ href: '/index', label: t('home') }, ...trail];
  return (
    <div className="page-header">
      <div className="container">
        <nav aria-label={t('breadcrumb')} className="breadcrumb">
          <ol>
            {crumbs.map((c) => (
              <li key={c.href}>
                <Link href={c.href}>{c.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1>{title}</h1>
        {intro ? <p className="page-header__intro">{intro}</p> : null}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: localizedUrl(locale, c.href) })),
        }}
      />
    </div>
  );
}
