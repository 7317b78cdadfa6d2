import { getLocale, getTranslations } from 'next-intl/server';
import { CartCount } from '@/components/shop/cart-count';
import { getPathname, Link } from '@/i18n/navigation';
import { inlineImage } from '@/lib/server/media/inline-image';
import { suggestParams } from '@/lib/validations/search';
import { LocaleSwitcher } from './locale-switcher';
import { SearchBox } from './search-box';

const NAV = [
  { href: '/index', key: 'home' },
  { href: '/products', key: 'products' },
  { href: '/brand', key: 'brand' },
  { href: '/investors', key: 'investors' },
  { href: '/newsCenter', key: 'media' },
  { href: '/contact', key: 'service' },
  { href: '/AppDownload', key: 'appDownload' },
] as const;

/** The most suggestions the box asks for (the server's default). */
const SUGGESTIONS_MAX = suggestParams.shape.limit.parse(undefined);

export async function Header() {
  const [locale, t, ts] = await Promise.all([getLocale(), getTranslations('Nav'), getTranslations('Search')]);
  return (
    <header className="site-header" id="top">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      {/* One order for every width, the order of the layout too (WCAG 2.4.3): logo, account, cart,
          language, search, menu. Phones show the logo row (logo, account, cart, language), then the
          search row ending with the menu button; wider screens one row; from 1024 px the menu is
          the second row, under the tools. */}
      <div className="site-header__bar container">
        {/* The logo travels inside the page (lib/server/media/inline-image.ts): requested, it held one
            of the browser's six connections to the site while the page's scripts queued for them. */}
        <Link href="/index" className="site-header__logo" aria-label={t('homeLink')}>
          <img src={await inlineImage('/media/brand/logo.svg')} alt="" width={160} height={40} />
        </Link>
        <Link href="/user" className="icon-link site-header__account" aria-label={t('account')}>
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
            <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
          </svg>
        </Link>
        <Link href="/shoppingcart" className="icon-link site-header__cart">
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
            <path
              fill="currentColor"
              d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4H2V2h4.8l.8 3H22l-2.6 9H8.4l.5 2H20v2H7.4L4.2 4h1Z"
            />
          </svg>
          <span className="visually-hidden">{t('cart')}</span>
          <CartCount />
        </Link>
        <LocaleSwitcher />
        <div className="site-header__tools">
          <SearchBox
            locale={locale}
            action={getPathname({ locale, href: '/searchlist' })}
            labels={{
              label: ts('label'),
              placeholder: ts('placeholder'),
              submit: ts('submit'),
              suggestions: ts('suggestions'),
              counts: Array.from({ length: SUGGESTIONS_MAX + 1 }, (_, count) => ts('suggestionsCount', { count })),
            }}
          />
        </div>
        <details className="site-nav">
          <summary className="site-nav__toggle">
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
              <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            </svg>
            {/* The name follows the state without JavaScript: CSS shows the one that applies. */}
            <span className="visually-hidden site-nav__open-label">{t('openMenu')}</span>
            <span className="visually-hidden site-nav__close-label">{t('closeMenu')}</span>
          </summary>
          <nav aria-label={t('label')}>
            <ul className="site-nav__list">
              {NAV.map((item) => (
                <li key={item.key}>
                  <Link href={item.href}>{t(item.key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
