import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { SiteChrome } from './site-chrome';

/** The 404 page's content, in the request's locale, with the site's header and footer. */
export async function NotFoundView() {
  const [t, nav] = await Promise.all([getTranslations('NotFound'), getTranslations('Nav')]);
  return (
    <SiteChrome>
      <div className="container not-found">
        <h1>{t('heading')}</h1>
        <p>{t('text')}</p>
        <ul className="link-list">
          <li>
            <Link href="/index">{t('home')}</Link>
          </li>
          <li>
            <Link href="/searchlist">{t('search')}</Link>
          </li>
          <li>
            <Link href="/products">{nav('products')}</Link>
          </li>
          <li>
            <Link href="/contact">{nav('service')}</Link>
          </li>
        </ul>
      </div>
    </SiteChrome>
  );
}
