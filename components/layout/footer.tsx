import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localeTags } from '@/i18n/routing';
import { currencyOf, MARKETS, marketOf } from '@/lib/shop/markets';
import { formatPhone, hoursArgs } from '@/lib/marketing/format';
import { getSiteSettings } from '@/lib/server/content/settings';
import { sortByName } from '@/lib/collation';
import { withNote } from '@/lib/intl';
import { CompanyText } from '@/components/ui/company-text';
import { LegalRows, legalFacts } from '@/components/legal/legal-page';
import { hasLegalPage } from '@/lib/legal-pages';
import { renderedLegalTexts } from '@/lib/server/legal';
import { QrCode } from './qr-code';

export async function Footer() {
  const locale = await getLocale();
  const [t, tDealer, ts, settings] = await Promise.all([
    getTranslations('Footer'),
    getTranslations('Dealer'),
    getTranslations('Stores'),
    getSiteSettings(locale),
  ]);
  const regions = new Intl.DisplayNames([localeTags[locale]], { type: 'region' });
  const disclosure = renderedLegalTexts(locale, settings).footer;
  const groups = [
    {
      title: t('products'),
      links: [
        { href: '/productslist?category=smart', label: t('smartProducts') },
        { href: '/productslist?category=catalogue', label: t('catalogue') },
        { href: '/productslist?category=shampoo', label: t('petShampoo') },
      ],
    },
    {
      title: t('software'),
      links: [
        { href: '/AppDownload#ios', label: t('appIos') },
        { href: '/AppDownload#android', label: t('appAndroid') },
        { href: '/c4#platform', label: t('petTagPlatform') },
        { href: '/investors#platform', label: t('operatingPlatform') },
      ],
    },
    {
      title: t('about'),
      links: [
        { href: '/brand', label: t('brandInfo') },
        { href: '/newsCenter?category=corporate', label: t('corporateNews') },
      ],
    },
    {
      title: t('mediaCenter'),
      links: [
        { href: '/newsCenter', label: t('news') },
        { href: '/newsCenter?category=realtime', label: t('realtimeNews') },
        { href: '/newsCenter?category=exhibition', label: t('exhibitions') },
        { href: '/openvideo', label: t('officialVideos') },
        { href: '/downlish', label: t('resourceDownloads') },
        { href: '/downlish#all', label: t('oneClickDownload') },
      ],
    },
    {
      title: t('service'),
      links: [
        // "Join us" as a partner (issue 17); most locales' Footer.joinUs reads as careers.
        { href: '/dealer', label: tDealer('footerLink') },
        { href: '/stores', label: ts('footerLink') },
        { href: '/problems', label: t('faq') },
        { href: '/openimg', label: t('imageDownloads') },
      ],
    },
  ];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title} className="site-footer__group">
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('contact')}</h2>
          <dl>
            <div>
              <dt>{t('hotline')}</dt>
              <dd>
                <a href={`tel:${settings.hotlineTel}`}>{settings.hotline}</a>
                <br />
                {t('hours', hoursArgs(settings.hoursOpen, settings.hoursClose, locale, localeTags[locale]))}
              </dd>
            </div>
            <div>
              <dt>{t('address')}</dt>
              <dd>{settings.address}</dd>
            </div>
            <div>
              <dt>{t('phone')}</dt>
              <dd>
                <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}>{formatPhone(settings.phone)}</a>
              </dd>
            </div>
            <div>
              <dt>{t('fax')}</dt>
              <dd>{formatPhone(settings.fax)}</dd>
            </div>
            <div>
              <dt>{t('email')}</dt>
              <dd>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </dd>
            </div>
          </dl>
        </section>
        <section className="site-footer__apps" aria-labelledby="footer-apps">
          <h2 id="footer-apps">{t('qrTitle')}</h2>
          <div className="site-footer__qr">
            <figure>
              <QrCode value={settings.appStore.ios} label={t('qrIos')} />
              <figcaption>{t('appIos')}</figcaption>
            </figure>
            <figure>
              <QrCode value={settings.appStore.android} label={t('qrAndroid')} />
              <figcaption>{t('appAndroid')}</figcaption>
            </figure>
          </div>
          <p className="site-footer__social">
            <strong>{t('social')}</strong>
            <br />
            <Link href="/contact#social">{settings.social.handle}</Link>
            <br />
            {t('socialText', { handle: settings.social.handle })}
          </p>
        </section>
      </div>
      {/* The market switch (issue 16): a plain form, so it works without JavaScript (GET /api/market). */}
      <form className="container site-footer__market" action="/api/market" method="get">
        <label htmlFor="footer-market">{t('market')}</label>
        <select id="footer-market" name="market" defaultValue={marketOf(locale)} data-market-select="">
          {sortByName(MARKETS, localeTags[locale], (m) => regions.of(m) ?? m).map((m) => (
            <option key={m} value={m}>
              {withNote(localeTags[locale], regions.of(m) ?? m, currencyOf(m))}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          {t('marketApply')}
        </button>
      </form>
      <div className="container site-footer__legal">
        <p>
          <CompanyText text={t('copyright', { year: new Date().getFullYear(), company: sentenceEnd(t.raw('copyright') as string, settings.companyName) })} />
        </p>
        <ul>
          {/* The legal notice each market's law asks for (issue 32): Impressum, 特定商取引法に基づく表記, 사업자 정보 … */}
          <li>
            <Link href="/imprint" prefetch={false}>
              {t('legal')}
            </Link>
          </li>
          {/* The policies (issue 16), on every page: the shop's terms, privacy, shipping and returns. */}
          <li>
            <Link href="/terms" prefetch={false}>
              {t('terms')}
            </Link>
          </li>
          <li>
            <Link href="/privacy" prefetch={false}>
              {t('privacy')}
            </Link>
          </li>
          <li>
            <Link href="/shipping" prefetch={false}>
              {t('shipping')}
            </Link>
          </li>
          <li>
            <Link href="/returns" prefetch={false}>
              {t('returns')}
            </Link>
          </li>
          {hasLegalPage(locale, 'withdrawal') ? (
            <li>
              <Link href="/withdrawal" prefetch={false}>
                {t('withdrawal')}
              </Link>
            </li>
          ) : null}
          <li>
            <Link href="/dealer">{t('cooperation')}</Link>
          </li>
        </ul>
        {disclosure ? (
          // Korean law (전자상거래법 §10) wants the business information on every page: the footer.
          <section className="site-footer__business" aria-labelledby="footer-business" data-testid="footer-business">
            <h2 id="footer-business">{disclosure.heading}</h2>
            <LegalRows rows={disclosure.rows} facts={legalFacts(locale, settings)} className="site-footer__business-rows" />
            <Link href="/imprint" prefetch={false}>
              {disclosure.link}
            </Link>
          </section>
        ) : null}
      </div>
    </footer>
  );
}

/**
 * The company's name where the message puts a full stop after it: "Pawtrail … Co., Ltd." keeps one
 * period, not two ("Co., Ltd.. All rights reserved.").
 */
function sentenceEnd(message: string, company: string): string {
  return message.includes('{company}.') ? company.replace(/\.$/, '') : company;
}
