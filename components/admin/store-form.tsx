'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, SelectField, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import type { StaffStore } from '@/lib/types/staff';
import { storeCreateSchema } from '@/lib/validations/store-admin';
import { STORE_KINDS } from '@/lib/validations/stores';
import { fieldError, useSaveFailure } from './use-save-failure';
import styles from './admin.module.css';

const EMPTY = {
  id: '',
  kind: 'store',
  name: '',
  country: '',
  region: '',
  city: '',
  cityLocal: '',
  postcode: '',
  address: '',
  phone: '',
  email: '',
  latitude: '',
  longitude: '',
  days: [] as string[],
  opens: '',
  closes: '',
};
const valuesOf = (s: StaffStore) => ({ ...s, latitude: String(s.latitude), longitude: String(s.longitude), days: s.days.map(String) });

/**
 * Adds a store or agent, or edits `store` (over the version it was listed with). The form parses
 * with the handler's schema; the server's field messages land on the same fields.
 */
export function StoreForm({
  store,
  countries,
  weekdays,
  onDone,
  onOutcome,
}: {
  store: StaffStore | null;
  countries: (readonly [string, string])[];
  weekdays: string[];
  onDone: () => void;
  onOutcome: (o: Outcome) => void;
}) {
  const t = useT('AdminStores');
  const client = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useSchemaForm(storeCreateSchema, (store ? valuesOf(store) : EMPTY) as never);
  const error = fieldError(form);
  const failed = useSaveFailure(adminQueryKeys.stores, t('conflict', { name: store?.name ?? '' }), onOutcome);
  useEffect(() => {
    if (store) heading.current?.focus();
  }, [store]);
  const submit = form.handleSubmit(async (values) => {
    onOutcome(null);
    try {
      const saved = store
        ? await adminFetch<StaffStore>(`/api/admin/stores/${store.id}`, { method: 'PUT', body: { ...values, id: undefined, updatedAt: store.updatedAt } })
        : await adminFetch<StaffStore>('/api/admin/stores', { method: 'POST', body: values });
      await client.invalidateQueries({ queryKey: adminQueryKeys.stores });
      onOutcome({ kind: 'success', text: store ? t('saved', { name: saved.name }) : t('added', { name: saved.name }) });
      form.reset(EMPTY as never);
      onDone();
    } catch (e) {
      // A new store's 409 is its id, taken: say so on the field rather than "changed meanwhile".
      if (!store && isApiError(e) && e.status === 409) {
        form.setError('id', { type: 'server', message: e.message }, { shouldFocus: true });
        onOutcome({ kind: 'error', text: e.message });
      } else await failed(e, form as never);
    }
  });
  const prefix = store ? 'edit-store' : 'new-store';
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${prefix}-heading`} className={styles.section} data-testid={prefix}>
      <h2 id={`${prefix}-heading`} ref={heading} tabIndex={-1}>
        {store ? t('form.editHeading', { name: store.name }) : t('form.addHeading')}
      </h2>
      {store ? null : (
        <TextField label={t('form.id')} hint={t('form.idHint')} autoComplete="off" spellCheck={false} registration={form.register('id')} error={error('id')} />
      )}
      <SelectField label={t('form.kind')} registration={form.register('kind')} error={error('kind')}>
        {STORE_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`kinds.${k}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('form.name')} autoComplete="off" registration={form.register('name')} error={error('name')} />
      <SelectField label={t('form.country')} registration={form.register('country')} error={error('country')}>
        <option value="">{t('form.chooseCountry')}</option>
        {countries.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('form.region')}
        optionalLabel={t('form.optional')}
        autoComplete="off"
        registration={form.register('region')}
        error={error('region')}
      />
      <TextField label={t('form.city')} autoComplete="off" registration={form.register('city')} error={error('city')} />
      <TextField
        label={t('form.cityLocal')}
        hint={t('form.cityLocalHint')}
        optionalLabel={t('form.optional')}
        autoComplete="off"
        registration={form.register('cityLocal')}
        error={error('cityLocal')}
      />
      <TextField
        label={t('form.postcode')}
        optionalLabel={t('form.optional')}
        autoComplete="off"
        registration={form.register('postcode')}
        error={error('postcode')}
      />
      <TextField label={t('form.address')} autoComplete="off" registration={form.register('address')} error={error('address')} />
      <TextField label={t('form.phone')} type="tel" autoComplete="off" registration={form.register('phone')} error={error('phone')} />
      <TextField
        label={t('form.email')}
        type="email"
        optionalLabel={t('form.optional')}
        autoComplete="off"
        registration={form.register('email')}
        error={error('email')}
      />
      <TextField
        label={t('form.latitude')}
        hint={t('form.coordinatesHint')}
        inputMode="decimal"
        registration={form.register('latitude')}
        error={error('latitude')}
      />
      <TextField label={t('form.longitude')} inputMode="decimal" registration={form.register('longitude')} error={error('longitude')} />
      <fieldset aria-describedby={`${prefix}-hours-hint`}>
        <legend>{t('form.hours')}</legend>
        <p id={`${prefix}-hours-hint`} className="field__hint">
          {t('form.hoursHint')}
        </p>
        <fieldset>
          <legend>{t('form.days')}</legend>
          {weekdays.map((day, i) => (
            <label key={day} className={styles.choice}>
              <input type="checkbox" value={String(i + 1)} {...form.register('days')} /> {day}
            </label>
          ))}
          {error('days') ? <p className="field__error">{error('days')}</p> : null}
        </fieldset>
        <TextField label={t('form.opens')} type="time" registration={form.register('opens')} error={error('opens')} />
        <TextField label={t('form.closes')} type="time" registration={form.register('closes')} error={error('closes')} />
      </fieldset>
      <div className={styles.actions}>
        <SubmitButton
          pending={form.formState.isSubmitting}
          label={store ? t('form.save') : t('form.add')}
          pendingLabel={store ? t('form.saving') : t('form.adding')}
        />
        {store ? (
          <button type="button" className="button" onClick={onDone}>
            {t('form.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
