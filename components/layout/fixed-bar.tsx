import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { getSiteSettings } from '@/lib/server/content/settings';

/** The floating side bar: hotline, online message, app download, back to top (no JavaScript needed). */
export async function FixedBar() {
  const locale = await getLocale();
  const [t, settings] = await Promise.all([getTranslations('Fixed'), getSiteSettings(locale)]);
  return (
    <aside className="fixed-bar" aria-label={t('label')}>
      <ul>
        <li>
          <a href={`tel:${settings.hotlineTel}`} className="fixed-bar__item">
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z"
              />
            </svg>
            <span className="fixed-bar__text">
              {t('hotline')}
              <br />
              <strong>{settings.hotline}</strong>
            </span>
          </a>
        </li>
        <li>
          <Link href="/OnlineMessage" className="fixed-bar__item" prefetch={false}>
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
              <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2Z" />
            </svg>
            <span className="fixed-bar__text">{t('message')}</span>
          </Link>
        </li>
        <li>
          <Link href="/AppDownload" className="fixed-bar__item" prefetch={false}>
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
              <path
                fill="currentColor"
                d="M7 1h10a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2Zm0 4v14h10V5H7Zm5 15.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              />
            </svg>
            <span className="fixed-bar__text">{t('app')}</span>
          </Link>
        </li>
        <li>
          <a href="#top" className="fixed-bar__item">
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
              <path fill="currentColor" d="m12 6 7 7-1.4 1.4L13 9.8V20h-2V9.8l-4.6 4.6L5 13l7-7ZM4 3h16v2H4z" />
            </svg>
            <span className="fixed-bar__text">{t('top')}</span>
          </a>
        </li>
      </ul>
    </aside>
  );
}
