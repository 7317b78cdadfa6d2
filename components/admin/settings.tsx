'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentProps } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useT } from '@/components/i18n/messages-provider';
import { CheckboxField, type Outcome, serverOutcome, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { locales, type Locale } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { siteFactsSchema, siteOperationsFormSchema, STAT_IDS, type SiteFacts, type SiteOperations, type StatId } from '@/lib/validations/settings';
import { AdminShell, type Me } from './admin-shell';
import styles from './admin.module.css';

/** What GET /api/admin/settings answers. */
interface SettingsView {
  facts: SiteFacts;
  operations: SiteOperations;
  translation: Record<Locale, 'missing' | 'outdated' | 'done'>;
  version: string;
}

const STAT_LABEL: Record<StatId, string> = {
  years: 'Years of making pet products',
  countries: 'Countries and regions exported to',
  products: 'Smart pet products',
  agents: 'Agents worldwide',
  patents: 'Patents applied for and granted',
  stores: 'Cooperating stores',
};
const STATUS_LABEL = { missing: 'Missing', outdated: 'Outdated', done: 'Done' } as const;
const languages = new Intl.DisplayNames('en', { type: 'language' });
const languageOf = (l: string) => languages.of(l) ?? l;
const dollars = (cents: number) => (cents / 100).toFixed(2);
const cents = (price: string) => {
  const [whole, fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** The message of a nested field (`stats.years.value`) in react-hook-form's error tree. */
function errorAt(errors: FieldErrors<FieldValues>, path: string): string | undefined {
  const node = path.split('.').reduce<unknown>((n, part) => (n as Record<string, unknown> | undefined)?.[part], errors) as { message?: unknown } | undefined;
  return typeof node?.message === 'string' ? node.message : undefined;
}

const conflictText = 'Someone changed the settings meanwhile: the form now shows their version. Make your change again.';

/**
 * The company facts every page shows (contact details, hours, app links, the statistics, the
 * company name and address in ten languages), and for admins the staff inbox and shipping rates.
 * Saved live: there is no draft, the pages expire at once.
 */
export function Settings() {
  return (
    <AdminShell title="Settings" roles={['admin', 'editor']}>
      {(me) => <SettingsScreen me={me} />}
    </AdminShell>
  );
}

function SettingsScreen({ me }: { me: Me }) {
  const settings = useQuery({ queryKey: adminQueryKeys.settings, queryFn: () => adminFetch<SettingsView>('/api/admin/settings') });
  // Kept here: the forms start afresh from each new version, the message stays.
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!settings.data) return <p role="status">{settings.error ? 'The settings could not be loaded. Reload to try again.' : 'Loading…'}</p>;
  return (
    <>
      <StatusLine outcome={outcome} />
      <FactsForm key={`facts/${settings.data.version}`} view={settings.data} setOutcome={setOutcome} />
      {me.role === 'admin' ? <OperationsForm key={`ops/${settings.data.version}`} view={settings.data} setOutcome={setOutcome} /> : null}
    </>
  );
}

function useSave(setOutcome: (outcome: Outcome) => void) {
  const client = useQueryClient();
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
        setOutcome({ kind: 'error', text: conflictText });
      } else setOutcome(serverOutcome(null, error, errors));
    }
  };
}

function FactsForm({ view, setOutcome }: { view: SettingsView; setOutcome: (outcome: Outcome) => void }) {
  const form = useSchemaForm(siteFactsSchema, view.facts);
  const [confirmed, setConfirmed] = useState<Locale[]>([]);
  const save = useSave(setOutcome);
  const errors = form.formState.errors as FieldErrors<FieldValues>;
  const text = (name: string, label: string, extra: Omit<ComponentProps<typeof TextField>, 'registration' | 'label'> = {}) => (
    <TextField label={label} autoComplete="off" {...extra} registration={form.register(name as never)} error={errorAt(errors, name)} />
  );
  const submit = form.handleSubmit((facts) =>
    save('/api/admin/settings', { facts, version: view.version, confirmed }, 'Settings saved. Every page shows them within seconds.'),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Site settings">
      <section className={styles.section} aria-labelledby="settings-contact">
        <h2 id="settings-contact">How visitors reach the company</h2>
        <div className={styles.grid}>
          {text('hotline', 'Hotline as printed', { hint: 'For example 1-833-PAWTRAIL' })}
          {text('hotlineTel', 'Number the hotline link dials', { hint: 'International format: +18337298724', inputMode: 'tel' })}
          {text('hoursOpen', 'Opens at (Monday to Saturday)', { type: 'time' })}
          {text('hoursClose', 'Closes at', { type: 'time', hint: 'After the opening time' })}
          {text('email', 'Customer service email', { type: 'email', inputMode: 'email' })}
          {text('phone', 'Office phone', { inputMode: 'tel' })}
          {text('fax', 'Fax', { inputMode: 'tel' })}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="settings-links">
        <h2 id="settings-links">Social account and app stores</h2>
        <div className={styles.grid}>
          {text('socialHandle', 'Social account handle', { hint: 'Starts with @' })}
          {text('socialUrl', 'Social account link', { hint: 'A page of this site (/contact#social) or an https address' })}
          {text('iosUrl', 'App Store link', { type: 'url', hint: 'https only' })}
          {text('androidUrl', 'Google Play link', { type: 'url', hint: 'https only' })}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="settings-stats">
        <h2 id="settings-stats">Statistics on the home and investor pages</h2>
        <div className={styles.grid}>
          {STAT_IDS.map((id) => (
            <fieldset key={id} className={styles.stat}>
              <legend>{STAT_LABEL[id]}</legend>
              <TextField
                label="Figure"
                type="number"
                min={0}
                inputMode="numeric"
                registration={form.register(`stats.${id}.value`, { valueAsNumber: true })}
                error={errorAt(errors, `stats.${id}.value`)}
              />
              <CheckboxField label="Show a + after it" registration={form.register(`stats.${id}.plus`)} />
            </fieldset>
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="settings-company">
        <h2 id="settings-company">Company name and address in every language</h2>
        <p className={styles.meta}>
          A change to the English text marks the other languages outdated until they are saved with it, or checked and marked as still matching.
        </p>
        <table className={styles.table} data-testid="company-texts">
          <thead>
            <tr>
              <th scope="col">Language</th>
              <th scope="col">Company name</th>
              <th scope="col">Postal address</th>
            </tr>
          </thead>
          <tbody>
            {locales.map((l) => (
              <tr key={l} data-locale={l}>
                <th scope="row">
                  {languageOf(l)}
                  <span className={styles.meta} data-status={view.translation[l]}>
                    {' '}
                    · {STATUS_LABEL[view.translation[l]]}
                  </span>
                  {view.translation[l] === 'outdated' ? (
                    <label className={styles.confirm}>
                      <input
                        type="checkbox"
                        checked={confirmed.includes(l)}
                        onChange={(e) => setConfirmed((all) => (e.target.checked ? [...all, l] : all.filter((x) => x !== l)))}
                      />{' '}
                      Still matches English
                    </label>
                  ) : null}
                </th>
                <td>
                  <TextField
                    label={`Company name in ${languageOf(l)}`}
                    autoComplete="off"
                    lang={l}
                    registration={form.register(`texts.${l}.companyName`)}
                    error={errorAt(errors, `texts.${l}.companyName`)}
                  />
                </td>
                <td>
                  <TextField
                    label={`Address in ${languageOf(l)}`}
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
      </section>
      <SubmitButton pending={form.formState.isSubmitting} label="Save settings" pendingLabel="Saving…" />
    </form>
  );
}

function OperationsForm({ view, setOutcome }: { view: SettingsView; setOutcome: (outcome: Outcome) => void }) {
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
      'Shop settings saved. Carts and checkout use them from now on.',
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="settings-operations" className={styles.section}>
      <h2 id="settings-operations">Shop and inbox (admins)</h2>
      <div className={styles.grid}>
        <TextField
          label="Copy visitor messages to"
          type="email"
          inputMode="email"
          autoComplete="off"
          registration={form.register('staffEmail')}
          error={errorAt(errors, 'staffEmail')}
        />
        <TextField
          label="Shipping per order (USD)"
          inputMode="decimal"
          autoComplete="off"
          registration={form.register('flatRate')}
          error={errorAt(errors, 'flatRate')}
        />
        <TextField
          label="Free shipping from (USD)"
          hint="0 turns free shipping off"
          inputMode="decimal"
          autoComplete="off"
          registration={form.register('freeThreshold')}
          error={errorAt(errors, 'freeThreshold')}
        />
      </div>
      <SubmitButton pending={form.formState.isSubmitting} label="Save shop settings" pendingLabel="Saving…" />
    </form>
  );
}
