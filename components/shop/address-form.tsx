'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi, type Address } from '@/lib/api/shop';
import { addressInput, type AddressForm as AddressValues } from '@/lib/validations/address';
import { COUNTRY_CODES, needsPostalCode } from '@/lib/validations/countries';
import { busyButton } from '@/components/ui/busy-button';
import { sortByName } from '@/lib/collation';
import { localeTags } from '@/i18n/routing';
import { countryName } from './format';
import { CheckboxField, SelectField, serverOutcome, StatusLine, TextField, useSchemaForm, type Outcome } from '@/components/ui/form-kit';
import styles from './shop.module.css';
import { useShop } from './shop-context';
import { useT } from '@/components/i18n/messages-provider';
import { useHydrated } from '@/components/ui/use-hydrated';

export type AddressField = 'recipient' | 'phone' | 'country' | 'region' | 'city' | 'line1' | 'line2' | 'postalCode';

/** Create or edit an address (the same zod schema as POST/PATCH /api/addresses). */
export function AddressForm({ address, onSaved, onCancel }: { address?: Address; onSaved: (saved: Address) => void; onCancel?: () => void }) {
  const { t } = useShop();
  const errors = useT('Errors');
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useSchemaForm(addressInput, address ? { ...address } : { country: '', isDefault: false });
  const fieldErrors = form.formState.errors as FieldErrors<AddressValues>;
  const err = (name: keyof AddressValues) => fieldErrors[name]?.message as string | undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = address ? await shopApi.updateAddress(address.id, values) : await shopApi.createAddress(values);
      await queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all });
      setOutcome({ kind: 'success', text: t('Addresses.saved') });
      onSaved(saved);
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors));
    }
  });

  const pending = form.formState.isSubmitting;
  return (
    <form className="form" data-ready={hydrated ? 'true' : undefined} noValidate onSubmit={onSubmit}>
      <AddressFields register={(name) => form.register(name)} error={err} country={form.watch('country')} />
      {address?.isDefault ? null : <CheckboxField label={t('Addresses.isDefault')} registration={form.register('isDefault')} />}
      <StatusLine outcome={outcome} />
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" aria-busy={pending} {...busyButton(pending)}>
          {pending ? t('Shop.saving') : t('Addresses.save')}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t('Shop.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The fields of a delivery address, for any form over the address fields (a saved address, a
 * guest's checkout). Countries are listed by their localized names (Intl.DisplayNames), sorted for
 * the reader's language.
 */
export function AddressFields({
  register,
  error,
  country,
}: {
  register: (name: AddressField) => UseFormRegisterReturn;
  error: (name: AddressField) => string | undefined;
  /** The country chosen: the postal code is marked required unless its addresses have none. */
  country?: string;
}) {
  const { t, locale } = useShop();
  const countries = useMemo(() => {
    const options = COUNTRY_CODES.map((code) => ({ code, name: countryName(locale, code) }));
    return sortByName(options, localeTags[locale], (c) => c.name);
  }, [locale]);
  const labels: Record<AddressField, string> = {
    recipient: t('Addresses.recipient'),
    phone: t('Addresses.phone'),
    country: t('Addresses.country'),
    region: t('Addresses.region'),
    city: t('Addresses.city'),
    line1: t('Addresses.line1'),
    line2: t('Addresses.line2'),
    postalCode: t('Addresses.postalCode'),
  };
  return (
    <>
      <TextField label={labels.recipient} autoComplete="name" required registration={register('recipient')} error={error('recipient')} />
      <TextField label={labels.phone} type="tel" autoComplete="tel" required registration={register('phone')} error={error('phone')} />
      <SelectField label={labels.country} autoComplete="country" required registration={register('country')} error={error('country')}>
        <option value="">{t('Addresses.chooseCountry')}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={labels.region}
        optionalLabel={t('Shop.optional')}
        autoComplete="address-level1"
        registration={register('region')}
        error={error('region')}
      />
      <TextField label={labels.city} autoComplete="address-level2" required registration={register('city')} error={error('city')} />
      <TextField label={labels.line1} autoComplete="address-line1" required registration={register('line1')} error={error('line1')} />
      <TextField label={labels.line2} optionalLabel={t('Shop.optional')} autoComplete="address-line2" registration={register('line2')} error={error('line2')} />
      <TextField
        label={labels.postalCode}
        autoComplete="postal-code"
        required={needsPostalCode(country ?? '')}
        registration={register('postalCode')}
        error={error('postalCode')}
      />
    </>
  );
}
