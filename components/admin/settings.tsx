'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ComponentProps } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { CheckboxField, type Outcome, serverOutcome, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { localeTags, locales, type Locale } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { siteFactsSchema, siteOperationsFormSchema, STAT_IDS } from '@/lib/validations/settings';
import { AdminShell, type Me } from './admin-shell';
import { LoadFailure } from './load-failure';
import { MarketFacts } from './market-facts';
import { ReviewSetting } from './review-setting';
import { errorAt } from './use-save-failure';
import { ScrollRegion } from './scroll-region';
import styles from './admin.module.css';
import type { StaffSettings } from '@/lib/types/staff';

/** What GET /api/admin/settings answers. */
type SettingsView = StaffSettings;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const cents = (price: string) => {
  const [whole, fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/**
 * The company facts every page shows (contact details, hours, app links, the statistics, the
 * company name and address in ten languages), and for admins the staff inbox and shipping rates.
 * Saved live: there is no draft, the pages expire at once.
 */
export function Settings() {
  const t = useT('AdminSettings');
  return (
    <AdminShell title={t('title')} roles={['admin', 'editor']}>
      {(me) => <SettingsScreen me={me} />}
    </AdminShell>
  );
}

function SettingsScreen({ me }: { me: Me }) {
  const t = useT('AdminSettings');
  const settings = useQuery({ queryKey: adminQueryKeys.settings, queryFn: () => adminFetch<SettingsView>('/api/admin/settings') });
  // Kept here: the forms start afresh from each new version, the message stays.
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (settings.isError) return <LoadFailure query={settings} />;
  if (!settings.data) return <p role="status">{t('loading')}</p>;
  return (
    <>
      <StatusLine outcome={outcome} />
      <FactsForm key={`facts/${settings.data.version}`} view={settings.data} setOutcome={setOutcome} />
      {me.role === 'admin' ? <OperationsForm key={`ops/${settings.data.version}`} view={settings.data} setOutcome={setOutcome} /> : null}
      <MarketFacts />
      {me.role === 'admin' ? <ReviewSetting /> : null}
    </>
  );
}

function useSave(setOutcome: (outcome: Outcome) => void) {
  const client = useQueryClient();
  const t = useT('AdminSettings');
  const errors = useT('Errors');
  return async (url: string, body: unknown, done: string) => {
    setOutcome(null);
    try {
      const saved = await adminFetch<SettingsView>(url, { method: 'PUT', body });
      client.setQueryData(adminQueryKeys.settings, saved);
      setOutcome({ kind: 'success', text: done });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await client.invalidateQueries({ queryKey: adminQueryKeys.settings });
        setOutcome({ kind: 'error', text: t('conflict') });
      } else setOutcome(serverOutcome(null, error, errors));
    }
  };
}

function FactsForm({ view, setOutcome }: { view: SettingsView; setOutcome: (outcome: Outcome) => void }) {
  const t = useT('AdminSettings');
  const locale = useMessagesLocale();
  const languageOf = useMemo(() => {
    const languages = new Intl.DisplayNames(localeTags[locale], { type: 'language' });
    return (l: string) => languages.of(l) ?? l;
  }, [locale]);
  const form = useSchemaForm(siteFactsSchema, view.facts);
  const [confirmed, setConfirmed] = useState<Locale[]>([]);
  const save = useSave(setOutcome);
  const errors = form.formState.errors as FieldErrors<FieldValues>;
  const text = (name: string, label: string, extra: Omit<ComponentProps<typeof TextField>, 'registration' | 'label'> = {}) => (
    <TextField label={label} autoComplete="off" {...extra} registration={form.register(name as never)} error={errorAt(errors, name)} />
  );
  const submit = form.handleSubmit((facts) => save('/api/admin/settings', { facts, version: view.version, confirmed }, t('facts.saved')));
  return (
    <form onSubmit={submit} noValidate aria-label={t('facts.form')}>
      <section className={styles.section} aria-labelledby="settings-contact">
        <h2 id="settings-contact">{t('facts.contact.heading')}</h2>
        <div className={styles.grid}>
          {text('hotline', t('facts.contact.hotline'), { hint: t('facts.contact.hotlineHint') })}
          {text('hotlineTel', t('facts.contact.hotlineTel'), { hint: t('facts.contact.hotlineTelHint'), inputMode: 'tel' })}
          {text('hoursOpen', t('facts.contact.hoursOpen'), { type: 'time' })}
          {text('hoursClose', t('facts.contact.hoursClose'), { type: 'time', hint: t('facts.contact.hoursCloseHint') })}
          {text('email', t('facts.contact.email'), { type: 'email', inputMode: 'email' })}
          {text('phone', t('facts.contact.phone'), { inputMode: 'tel' })}
          {text('fax', t('facts.contact.fax'), { inputMode: 'tel' })}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="settings-links">
        <h2 id="settings-links">{t('facts.links.heading')}</h2>
        <div className={styles.grid}>
          {text('socialHandle', t('facts.links.socialHandle'), { hint: t('facts.links.socialHandleHint') })}
          {text('socialUrl', t('facts.links.socialUrl'), { hint: t('facts.links.socialUrlHint') })}
          {text('iosUrl', t('facts.links.iosUrl'), { type: 'url', hint: t('facts.links.httpsOnly') })}
          {text('androidUrl', t('facts.links.androidUrl'), { type: 'url', hint: t('facts.links.httpsOnly') })}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="settings-stats">
        <h2 id="settings-stats">{t('facts.stats.heading')}</h2>
        <div className={styles.grid}>
          {STAT_IDS.map((id) => (
            <fieldset key={id} className={styles.stat}>
              <legend>{t(`stats.${id}`)}</legend>
              <TextField
                label={t('facts.stats.figure')}
                type="number"
                min={0}
                inputMode="numeric"
                registration={form.register(`stats.${id}.value`, { valueAsNumber: true })}
                error={errorAt(errors, `stats.${id}.value`)}
              />
              <CheckboxField label={t('facts.stats.plus')} registration={form.register(`stats.${id}.plus`)} />
            </fieldset>
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="settings-company">
        <h2 id="settings-company">{t('facts.company.heading')}</h2>
        <p className={styles.meta}>{t('facts.company.note')}</p>
        <ScrollRegion name={t('facts.company.heading')}>
          <table className={styles.table} data-testid="company-texts">
            <thead>
              <tr>
                <th scope="col">{t('facts.company.columns.language')}</th>
                <th scope="col">{t('facts.company.columns.companyName')}</th>
                <th scope="col">{t('facts.company.columns.address')}</th>
              </tr>
            </thead>
            <tbody>
              {locales.map((l) => (
                <tr key={l} data-locale={l}>
                  <th scope="row">
                    {languageOf(l)}
                    <span className={styles.meta} data-status={view.translation[l]}>
                      {' '}
                      · {t(`status.${view.translation[l]}`)}
                    </span>
                    {view.translation[l] === 'outdated' ? (
                      <label className={styles.confirm}>
                        <input
                          type="checkbox"
                          checked={confirmed.includes(l)}
                          onChange={(e) => setConfirmed((all) => (e.target.checked ? [...all, l] : all.filter((x) => x !== l)))}
                        />{' '}
                        {t('facts.company.stillMatches')}
                      </label>
                    ) : null}
                  </th>
                  <td>
                    <TextField
                      label={t('facts.company.companyNameIn', { language: languageOf(l) })}
                      autoComplete="off"
                      lang={l}
                      registration={form.register(`texts.${l}.companyName`)}
                      error={errorAt(errors, `texts.${l}.companyName`)}
                    />
                  </td>
                  <td>
                    <TextField
                      label={t('facts.company.addressIn', { language: languageOf(l) })}
                      autoComplete="off"
                      lang={l}
                      registration={form.register(`texts.${l}.address`)}
                      error={errorAt(errors, `texts.${l}.address`)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
      <SubmitButton pending={form.formState.isSubmitting} label={t('facts.save')} pendingLabel={t('saving')} />
    </form>
  );
}

function OperationsForm({ view, setOutcome }: { view: SettingsView; setOutcome: (outcome: Outcome) => void }) {
  const t = useT('AdminSettings');
  const form = useSchemaForm(siteOperationsFormSchema, {
    staffEmail: view.operations.staffEmail,
    flatRate: dollars(view.operations.flatRateCents),
    freeThreshold: dollars(view.operations.freeThresholdCents),
  });
  const save = useSave(setOutcome);
  const errors = form.formState.errors as FieldErrors<FieldValues>;
  const submit = form.handleSubmit((values) =>
    save(
      '/api/admin/settings/operations',
      {
        operations: { staffEmail: values.staffEmail, flatRateCents: cents(values.flatRate), freeThresholdCents: cents(values.freeThreshold) },
        version: view.version,
      },
      t('operations.saved'),
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="settings-operations" className={styles.section}>
      <h2 id="settings-operations">{t('operations.heading')}</h2>
      <div className={styles.grid}>
        <TextField
          label={t('operations.staffEmail')}
          type="email"
          inputMode="email"
          autoComplete="off"
          registration={form.register('staffEmail')}
          error={errorAt(errors, 'staffEmail')}
        />
        <TextField
          label={t('operations.flatRate')}
          inputMode="decimal"
          autoComplete="off"
          registration={form.register('flatRate')}
          error={errorAt(errors, 'flatRate')}
        />
        <TextField
          label={t('operations.freeThreshold')}
          hint={t('operations.freeThresholdHint')}
          inputMode="decimal"
          autoComplete="off"
          registration={form.register('freeThreshold')}
          error={errorAt(errors, 'freeThreshold')}
        />
      </div>
      <SubmitButton pending={form.formState.isSubmitting} label={t('operations.save')} pendingLabel={t('saving')} />
    </form>
  );
}
