import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/components/layout/route-page';
import { MessageAside } from '@/components/message/message-aside';
import { OnlineMessageForm, type ErrorStrings, type MessageFormText } from '@/components/message/online-message-form';
import styles from '@/components/message/message.module.css';
import { paramsLocale, staticRouteMetadata, type LocaleParams } from '@/lib/page-metadata';
import { getSiteSettings } from '@/lib/server/content/settings';
import { MESSAGE_LIMITS } from '@/lib/validations/message';

export const generateMetadata = staticRouteMetadata('OnlineMessage', '/OnlineMessage');

const PLAIN_ERRORS = ['invalidInput', 'fieldRequired', 'fieldInvalid', 'fieldContact', 'network', 'server', 'tooManyRequests', 'xsrf'] as const;

export default async function Page({ params }: LocaleParams) {
  const locale = await paramsLocale(params);
  setRequestLocale(locale);
  const [t, te, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'OnlineMessage' }),
    getTranslations({ locale, namespace: 'Errors' }),
    getSiteSettings(locale),
  ]);

  const errors: ErrorStrings = Object.fromEntries(PLAIN_ERRORS.map((key) => [key, te(key)]));
  for (const max of Object.values(MESSAGE_LIMITS)) errors[`fieldTooLong:${max}`] = te('fieldTooLong', { max });

  const text: MessageFormText = {
    nameLabel: t('nameLabel'),
    contactLabel: t('contactLabel'),
    contactHint: t('contactHint'),
    messageLabel: t('messageLabel'),
    messageHint: t('messageHint', { max: MESSAGE_LIMITS.message }),
    optional: t('optional'),
    requiredNote: t('requiredNote'),
    send: t('send'),
    sending: t('sending'),
    draftNote: t('draftNote'),
    honeypotLabel: t('honeypotLabel'),
    successContact: t('successContact', { hotline: settings.hotline }),
    successAnonymous: t('successAnonymous', { hotline: settings.hotline }),
  };

  return (
    <RoutePage locale={locale} page="OnlineMessage">
      <div className={styles.layout}>
        <section aria-labelledby="om-title">
          <h2 id="om-title" className={styles.formTitle}>
            {t('formTitle')}
          </h2>
          <OnlineMessageForm locale={locale} text={text} errors={errors} />
        </section>
        <MessageAside locale={locale} />
      </div>
    </RoutePage>
  );
}
