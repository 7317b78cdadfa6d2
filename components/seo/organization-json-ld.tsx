import { localeTags, locales, type Locale } from '@/i18n/routing';
import { getSiteSettings } from '@/lib/server/content/settings';
import { localizedUrl, siteUrl } from '@/lib/seo';
import { JsonLd } from './json-ld';

const OPEN_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** schema.org Organization for the home page, built from the site settings (hotline, hours, address). */
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  const s = await getSiteSettings(locale);
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${siteUrl()}/#organization`,
        name: s.brand,
        legalName: s.companyName,
        url: localizedUrl(locale, '/index'),
        logo: `${siteUrl()}/media/brand/logo.svg`,
        email: s.email,
        telephone: s.phone,
        faxNumber: s.fax,
        address: s.address,
        contactPoint: [
          {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            telephone: s.hotlineTel,
            name: s.hotline,
            email: s.email,
            contactOption: 'TollFree',
            availableLanguage: locales.map((l) => localeTags[l]),
            hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: OPEN_DAYS, opens: s.hoursOpen, closes: s.hoursClose },
          },
        ],
      }}
    />
  );
}
