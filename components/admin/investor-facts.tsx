'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import type { StaffInvestorFacts } from '@/lib/types/staff';
import { investorFactsSchema } from '@/lib/validations/investors';
import { LoadFailure } from './load-failure';
import { errorAt, useSaveFailure } from './use-save-failure';
import styles from './admin.module.css';

/** The share facts and the IR contact the investor pages show: saved live over the version loaded, no draft. */
export function InvestorFactsView() {
  const t = useT('AdminInvestors');
  const facts = useQuery({ queryKey: adminQueryKeys.investorFacts, queryFn: () => adminFetch<StaffInvestorFacts>('/api/admin/investors/facts') });
  // Kept here: the form starts afresh from each new version, the message stays.
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <section aria-labelledby="facts-heading" className={styles.section}>
      <h2 id="facts-heading">{t('facts.heading')}</h2>
      <p className="field__hint">{t('facts.intro')}</p>
      <StatusLine outcome={outcome} />
      <LoadFailure query={facts} />
      {facts.data ? <FactsForm key={facts.data.version} view={facts.data} setOutcome={setOutcome} /> : null}
    </section>
  );
}

function FactsForm({ view, setOutcome }: { view: StaffInvestorFacts; setOutcome: (outcome: Outcome) => void }) {
  const t = useT('AdminInvestors');
  const client = useQueryClient();
  const form = useSchemaForm(investorFactsSchema, view.facts);
  const failed = useSaveFailure(adminQueryKeys.investorFacts, t('facts.conflict'), setOutcome);
  const errors = form.formState.errors as FieldErrors<FieldValues>;
  const field = (name: string) => ({ registration: form.register(name as never), error: errorAt(errors, name), autoComplete: 'off' });
  const submit = form.handleSubmit(async (facts) => {
    setOutcome(null);
    try {
      const saved = await adminFetch<StaffInvestorFacts>('/api/admin/investors/facts', { method: 'PUT', body: { facts, version: view.version } });
      client.setQueryData(adminQueryKeys.investorFacts, saved);
      setOutcome({ kind: 'success', text: t('facts.saved') });
    } catch (error) {
      await failed(error, null);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="facts-heading">
      <div className={styles.grid}>
        <TextField label={t('facts.ticker')} {...field('ticker')} />
        <TextField label={t('facts.exchange')} {...field('exchange')} />
        <TextField label={t('facts.segment')} optionalLabel={t('facts.optional')} {...field('segment')} />
        <TextField
          label={t('facts.shares')}
          type="number"
          inputMode="numeric"
          min={1}
          registration={form.register('sharesOutstanding', { valueAsNumber: true })}
          error={errorAt(errors, 'sharesOutstanding')}
        />
        <TextField label={t('facts.fiscalYearEnd')} hint={t('facts.fiscalYearEndHint')} placeholder="12-31" {...field('fiscalYearEnd')} />
        <TextField label={t('facts.auditor')} {...field('auditor')} />
      </div>
      <fieldset className={styles.grid}>
        <legend>{t('facts.contact')}</legend>
        <TextField label={t('facts.contactName')} {...field('contact.name')} />
        <TextField label={t('facts.contactEmail')} type="email" inputMode="email" {...field('contact.email')} />
        <TextField label={t('facts.contactPhone')} inputMode="tel" {...field('contact.phone')} />
        <TextField label={t('facts.contactPhoneTel')} hint={t('facts.contactPhoneTelHint')} inputMode="tel" {...field('contact.phoneTel')} />
      </fieldset>
      <SubmitButton pending={form.formState.isSubmitting} label={t('facts.save')} pendingLabel={t('saving')} />
    </form>
  );
}
