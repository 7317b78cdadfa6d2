'use client';
import { useT } from '@/components/i18n/messages-provider';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { isLocale, localeNames, locales, type Locale } from '@/i18n/routing';
import { accountApi } from '@/lib/api/account';
import { queryKeys } from '@/lib/api/query-keys';
import { setStoreLang } from '@/lib/client/session-store';
import type { PublicUser } from '@/lib/types/account';
import { profileSchema, type ProfileInput } from '@/lib/validations/profile';
import styles from './account.module.css';
import { TextField, type Outcome, serverOutcome, StatusLine, SubmitButton, useSchemaForm } from '@/components/ui/form-kit';
import { useHydrated } from '@/components/ui/use-hydrated';

/** Saving a preferred language also makes it the site's saved locale (cookie + storeLang) and switches to it. */
function saveLocale(locale: Locale) {
  document.cookie = `NEXT_LOCALE=${locale}; path=/; max-age=31536000; samesite=lax`;
  setStoreLang(locale);
}

export function ProfileDetailsForm({ me, locale }: { me: PublicUser; locale: Locale }) {
  const t = useT('Profile');
  const errors = useT('Errors');
  const ready = useHydrated();
  const initial: ProfileInput = { name: me.name, phone: me.phone ?? '', locale: isLocale(me.locale) ? me.locale : locale };
  const form = useSchemaForm(profileSchema, initial);
  const { register, handleSubmit, formState, reset } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const selectId = useId();

  useEffect(() => reset({ name: me.name, phone: me.phone ?? '', locale: isLocale(me.locale) ? me.locale : locale }), [me, locale, reset]);

  const onSubmit = handleSubmit(async (values: ProfileInput) => {
    setOutcome(null);
    try {
      const user = await accountApi.updateMe(values);
      queryClient.setQueryData(queryKeys.me, user);
      setOutcome({ kind: 'success', text: t('saved') });
      if (isLocale(user.locale)) {
        saveLocale(user.locale);
        if (user.locale !== locale) router.replace(pathname, { locale: user.locale });
      }
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors));
    }
  });
  const localeError = formState.errors.locale?.message;

  return (
    <form data-ready={ready ? 'true' : undefined} className="form" onSubmit={onSubmit} noValidate aria-labelledby="details-heading">
      <h2 id="details-heading">{t('detailsHeading')}</h2>
      <TextField label={t('name')} type="text" autoComplete="name" required registration={register('name')} error={formState.errors.name?.message} />
      <TextField
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        registration={register('phone')}
        error={formState.errors.phone?.message}
        hint={t('phoneHint')}
      />
      <div className="field">
        <label htmlFor={selectId}>{t('language')}</label>
        <select id={selectId} {...register('locale')} aria-describedby={`${selectId}-hint`} aria-invalid={localeError ? true : undefined}>
          {locales.map((l) => (
            <option key={l} value={l} lang={l}>
              {localeNames[l]}
            </option>
          ))}
        </select>
        <p id={`${selectId}-hint`} className="field__hint">
          {t('languageHint')}
        </p>
        {localeError ? <p className="field__error">{localeError}</p> : null}
      </div>
      <StatusLine outcome={outcome} />
      <div className={styles.actions}>
        <SubmitButton pending={formState.isSubmitting} label={t('save')} pendingLabel={t('saving')} />
      </div>
    </form>
  );
}
