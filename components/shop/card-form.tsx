'use client';
import { busyButton } from '@/components/ui/busy-button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { queryKeys } from '@/lib/api/query-keys';
import { shopApi, type SavedCard } from '@/lib/api/shop';
import { cardInput, cardPatch, type CardForm as CardValues } from '@/lib/validations/card';
import { addressInline } from '@/lib/shop/address-format';
import { countryName } from './format';
import { CheckboxField, SelectField, serverOutcome, StatusLine, TextField, useSchemaForm, type Outcome } from '@/components/ui/form-kit';
import styles from './shop.module.css';
import { useShop } from './shop-context';
import { useT } from '@/components/i18n/messages-provider';
import { useHydrated } from '@/components/ui/use-hydrated';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
function years(): number[] {
  const now = new Date().getUTCFullYear();
  return Array.from({ length: 16 }, (_, i) => now + i);
}

function BillingSelect({ registration, label }: { registration: UseFormRegisterReturn; label: string }) {
  const { t, locale } = useShop();
  const addresses = useQuery({ queryKey: queryKeys.addresses.all, queryFn: shopApi.addresses });
  return (
    <SelectField label={label} registration={registration}>
      <option value="">{t('Cards.noBilling')}</option>
      {(addresses.data?.items ?? []).map((a) => (
        <option key={a.id} value={a.id}>{`${a.recipient}, ${addressInline(a)}, ${countryName(locale, a.country)}`}</option>
      ))}
    </SelectField>
  );
}

/**
 * A new card. The number and CVC go to POST /api/cards once (the server hands them to the payment
 * provider); the form keeps nothing and clears them after saving.
 */
export function NewCardForm({ onSaved, onCancel }: { onSaved: (card: SavedCard) => void; onCancel?: () => void }) {
  const { t } = useShop();
  const errors = useT('Errors');
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useSchemaForm(cardInput, {
    number: '',
    cvc: '',
    holder: '',
    expMonth: '' as unknown as number,
    expYear: '' as unknown as number,
    billingAddressId: '',
    isDefault: false,
  });
  const fieldErrors = form.formState.errors as FieldErrors<CardValues>;
  const err = (name: keyof CardValues) => fieldErrors[name]?.message as string | undefined;
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await shopApi.createCard({ ...values, billingAddressId: values.billingAddressId || null });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: queryKeys.cards.all });
      setOutcome({ kind: 'success', text: t('Cards.saved') });
      onSaved(saved);
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors));
    }
  });
  const pending = form.formState.isSubmitting;
  return (
    <form className="form" data-ready={hydrated ? 'true' : undefined} noValidate onSubmit={onSubmit} autoComplete="on">
      <CardFields register={(name) => form.register(name)} error={err} />
      <BillingSelect label={t('Cards.billingAddress')} registration={form.register('billingAddressId', { setValueAs: (v: string) => v || null })} />
      <CheckboxField label={t('Cards.isDefault')} registration={form.register('isDefault')} />
      <StatusLine outcome={outcome} />
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" aria-busy={pending} {...busyButton(pending)}>
          {pending ? t('Shop.saving') : t('Cards.save')}
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

function ExpiryFields({
  month,
  year,
  monthError,
  yearError,
}: {
  month: UseFormRegisterReturn;
  year: UseFormRegisterReturn;
  monthError?: string;
  yearError?: string;
}) {
  const { t } = useShop();
  return (
    <div className={styles.row}>
      <SelectField label={t('Cards.expMonth')} autoComplete="cc-exp-month" required registration={month} error={monthError}>
        <option value="">--</option>
        {MONTHS.map((m) => (
          <option key={m} value={m}>
            {String(m).padStart(2, '0')}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('Cards.expYear')} autoComplete="cc-exp-year" required registration={year} error={yearError}>
        <option value="">----</option>
        {years().map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** Edit a saved card: holder, expiry, billing address, default — the number is shown, never editable. */
export function EditCardForm({ card, onSaved }: { card: SavedCard; onSaved: (card: SavedCard) => void }) {
  const { t } = useShop();
  const errors = useT('Errors');
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useSchemaForm(cardPatch, {
    holder: card.holder,
    expMonth: card.expMonth,
    expYear: card.expYear,
    billingAddressId: card.billingAddressId ?? null,
    isDefault: card.isDefault,
  });
  const fieldErrors = form.formState.errors as FieldErrors<CardValues>;
  const err = (name: keyof CardValues) => fieldErrors[name]?.message as string | undefined;
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await shopApi.updateCard(card.id, values);
      await queryClient.invalidateQueries({ queryKey: queryKeys.cards.all });
      setOutcome({ kind: 'success', text: t('Cards.saved') });
      onSaved(saved);
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors));
    }
  });
  const pending = form.formState.isSubmitting;
  return (
    <form className="form" data-ready={hydrated ? 'true' : undefined} noValidate onSubmit={onSubmit}>
      <div className="field">
        <span className={styles.fieldLabel}>{t('Cards.number')}</span>
        <p className={styles.fixed}>•••• •••• •••• {card.last4}</p>
        <p className="field__hint">{t('Cards.numberFixed')}</p>
      </div>
      <TextField label={t('Cards.holder')} autoComplete="cc-name" required registration={form.register('holder')} error={err('holder')} />
      <ExpiryFields month={form.register('expMonth')} year={form.register('expYear')} monthError={err('expMonth')} yearError={err('expYear')} />
      <BillingSelect label={t('Cards.billingAddress')} registration={form.register('billingAddressId', { setValueAs: (v: string) => v || null })} />
      {card.isDefault ? null : <CheckboxField label={t('Cards.isDefault')} registration={form.register('isDefault')} />}
      <StatusLine outcome={outcome} />
      <button type="submit" className="button button--primary" aria-busy={pending} {...busyButton(pending)}>
        {pending ? t('Shop.saving') : t('Cards.save')}
      </button>
    </form>
  );
}

export type CardField = 'number' | 'expMonth' | 'expYear' | 'cvc' | 'holder';

/** Number, expiry, CVC and holder, for any form over the card fields (a saved card, a guest's checkout). */
export function CardFields({ register, error }: { register: (name: CardField) => UseFormRegisterReturn; error: (name: CardField) => string | undefined }) {
  const { t } = useShop();
  return (
    <>
      <TextField
        label={t('Cards.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        registration={register('number')}
        error={error('number')}
        hint={t('Cards.numberHint')}
      />
      <ExpiryFields month={register('expMonth')} year={register('expYear')} monthError={error('expMonth')} yearError={error('expYear')} />
      <TextField label={t('Cards.cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} required registration={register('cvc')} error={error('cvc')} />
      <TextField label={t('Cards.holder')} autoComplete="cc-name" required registration={register('holder')} error={error('holder')} />
    </>
  );
}
