'use client';
import { useT } from '@/components/i18n/messages-provider';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { accountApi } from '@/lib/api/account';
import { isApiError } from '@/lib/api/errors';
import { queryKeys } from '@/lib/api/query-keys';
import type { PublicUser } from '@/lib/types/account';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/lib/validations/profile';
import styles from './account.module.css';
import { type Outcome, StatusLine, SubmitButton } from '@/components/ui/form-kit';
import { useHydrated } from '@/components/ui/use-hydrated';

/** Checked here for a quick answer; the server checks again and re-encodes the image. */
export function AvatarForm({ me }: { me: PublicUser }) {
  const t = useT('Profile');
  const errors = useT('Errors');
  const ready = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [pending, setPending] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const queryClient = useQueryClient();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const file = input.current?.files?.[0];
    const problem = !file
      ? t('avatarMissing')
      : !(AVATAR_TYPES as readonly string[]).includes(file.type)
        ? t('avatarType')
        : file.size > AVATAR_MAX_BYTES
          ? t('avatarTooLarge')
          : null;
    setFieldError(problem);
    if (problem || !file) {
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      const user = await accountApi.uploadAvatar(file);
      queryClient.setQueryData(queryKeys.me, user);
      setOutcome({ kind: 'success', text: t('uploaded') });
      if (input.current) input.current.value = '';
    } catch (error) {
      const message = isApiError(error) ? (error.fields.file ?? error.message) : errors('server');
      setFieldError(message);
      setOutcome({ kind: 'error', text: message });
    } finally {
      setPending(false);
    }
  }

  return (
    <form data-ready={ready ? 'true' : undefined} className="form" onSubmit={onSubmit} noValidate aria-labelledby="avatar-heading">
      <h2 id="avatar-heading">{t('avatarHeading')}</h2>
      <div className={styles.avatarRow}>
        {me.avatarUrl ? (
          <img className={styles.avatar} src={me.avatarUrl} alt={t('avatarAlt')} width={96} height={96} />
        ) : (
          <span className={styles.avatarEmpty}>{t('noAvatar')}</span>
        )}
        <div className="field">
          <label htmlFor={inputId}>{t('avatarLabel')}</label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${inputId}-hint${fieldError ? ` ${inputId}-error` : ''}`}
          />
          <p id={`${inputId}-hint`} className="field__hint">
            {t('avatarHint')}
          </p>
          {fieldError ? (
            <p id={`${inputId}-error`} className="field__error">
              {fieldError}
            </p>
          ) : null}
        </div>
      </div>
      <StatusLine outcome={outcome} />
      <div className={styles.actions}>
        <SubmitButton pending={pending} label={t('upload')} pendingLabel={t('uploading')} />
      </div>
    </form>
  );
}
