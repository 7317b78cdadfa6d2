import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DealerForm, type DealerFormText } from '@/components/dealer/dealer-form';
import type { ErrorStrings } from '@/components/dealer/form-support';
import styles from '@/components/dealer/dealer.module.css';
import { PageHeader } from '@/components/layout/page-header';
import { ogCard, paramsLocale, type LocaleParams } from '@/lib/page-metadata';
import { pageMetadata } from '@/lib/seo';
import { sortByName } from '@/lib/collation';
import { COUNTRY_CODES } from '@/lib/validations/countries';
import { DEALER_CHANNELS, DEALER_LIMITS, DEALER_VOLUMES } from '@/lib/validations/dealer';

const TERMS = ['pricing', 'marketing', 'support', 'territory'] as const;
/** The `Errors` messages the form may show, formatted here (see ErrorStrings). */
const PLAIN_ERRORS = ['invalidInput', 'fieldRequired', 'fieldInvalid', 'fieldEmail', 'network', 'server', 'tooManyRequests', 'xsrf'] as const;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await paramsLocale(params);
  const t = await getTranslations({ locale, namespace: 'Dealer' });
  return pageMetadata(locale, '/dealer', t('title'), t('description'), {}, await ogCard(locale, { kind: 'page', id: 'dealer' }, t('title')));
}

/** "Become a dealer": the cooperation terms in brief, how applying works, and the application form. */
export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const [t, te] = await Promise.all([getTranslations({ locale, namespace: 'Dealer' }), getTranslations({ locale, namespace: 'Errors' })]);

  const errors: ErrorStrings = Object.fromEntries(PLAIN_ERRORS.map((key) => [key, te(key)]));
  for (const max of new Set(Object.values(DEALER_LIMITS))) errors[`fieldTooLong:${max}`] = te('fieldTooLong', { max });

  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const text: DealerFormText = {
    labels: {
      company: t('company'),
      country: t('country'),
      contactName: t('contactName'),
      email: t('email'),
      phone: t('phone'),
      companyWebsite: t('companyWebsite'),
      channels: t('channels'),
      volume: t('volume'),
      message: t('message'),
    },
    hints: { companyWebsite: t('companyWebsiteHint'), channels: t('channelsHint'), message: t('messageHint', { max: DEALER_LIMITS.message }) },
    optional: t('optional'),
    requiredNote: t('requiredNote'),
    chooseCountry: t('chooseCountry'),
    chooseVolume: t('chooseVolume'),
    countries: sortByName(
      COUNTRY_CODES.map((code): [string, string] => [code, regions.of(code) ?? code]),
      locale,
      ([, name]) => name,
    ),
    channels: DEALER_CHANNELS.map((c) => [c, t(`channel.${c}`)]),
    volumes: DEALER_VOLUMES.map((v) => [v, t(`volumeRange.${v}`)]),
    send: t('send'),
    sending: t('sending'),
    honeypotLabel: t('honeypotLabel'),
    successTitle: t('successTitle'),
    success: t.raw('success') as string,
  };

  return (
    <>
      <PageHeader locale={locale} title={t('heading')} intro={t('intro')} />
      <div className="container page-body">
        <section aria-labelledby="dealer-terms">
          <h2 id="dealer-terms">{t('termsTitle')}</h2>
          <ul className={styles.terms}>
            {TERMS.map((term) => (
              <li key={term} className={styles.term}>
                <h3>{t(`terms.${term}.title`)}</h3>
                <p>{t(`terms.${term}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.layout}>
          <section aria-labelledby="dealer-steps">
            <h2 id="dealer-steps">{t('stepsTitle')}</h2>
            <ol className={styles.steps}>
              <li>{t('step1')}</li>
              <li>{t('step2')}</li>
              <li>{t('step3')}</li>
            </ol>
          </section>
          <section aria-labelledby="dealer-form">
            <h2 id="dealer-form">{t('formTitle')}</h2>
            <DealerForm locale={locale} text={text} errors={errors} />
          </section>
        </div>
      </div>
    </>
  );
}
