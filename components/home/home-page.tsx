import { getTranslations } from 'next-intl/server';
import { Banner } from '@/components/layout/banner';
import { FirstScreenEnd } from '@/components/layout/first-screen-end';
import { CompanyStats } from '@/components/marketing/company-stats';
import { OrganizationJsonLd } from '@/components/seo/organization-json-ld';
import type { Locale } from '@/i18n/routing';
import type { Slide } from '@/lib/server/content/slides';
import { AppBand } from './app-band';
import { C4Teaser } from './c4-teaser';
import { FeaturedProducts } from './featured-products';
import { LatestNews } from './latest-news';
import styles from './home.module.css';

/**
 * Home: hero slider (its first image is the LCP element), the company statistics of spec §9,
 * featured products, latest news, the C4 teaser and the app band. Everything below the slider
 * is server HTML; only the slider, the count-up figures and lazy images hydrate. `slides`: a
 * staff preview's slides instead of the published ones.
 */
export async function HomePage({ locale, slides }: { locale: Locale; slides?: Slide[] }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <>
      <Banner preview={slides} />
      <FirstScreenEnd />
      <section className={styles.intro} aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title">{t('heading')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
      </section>
      <div className="section section--mist">
        <div className="container">
          <CompanyStats locale={locale} headingId="home-stats" />
        </div>
      </div>
      <FeaturedProducts locale={locale} />
      <C4Teaser locale={locale} />
      <LatestNews locale={locale} />
      <AppBand locale={locale} />
      <OrganizationJsonLd locale={locale} />
    </>
  );
}
