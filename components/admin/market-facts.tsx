'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { type Outcome, serverOutcome, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { localeTags } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { EDITABLE_FACTS, MONEY_FACTS, overrideOf, type EditableFact, type FactOverrides } from '@/lib/shop/market-fact-overrides';
import { currencyOf, type Market } from '@/lib/shop/markets';
import type { StaffMarketFacts } from '@/lib/types/staff';
import { factInput, marketFactsFormSchema, parseFactInput, type MarketFactsForm as FormValues } from '@/lib/validations/market-facts';
import { LoadFailure } from './load-failure';
import { ScrollRegion } from './scroll-region';
import styles from './admin.module.css';

const URL = '/api/admin/settings/market-facts';

function errorAt(errors: FieldErrors<FieldValues>, market: Market, fact: EditableFact): string | undefined {
  const message = (errors[market] as Record<string, { message?: unknown }> | undefined)?.[fact]?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The market facts every page quotes (issue 32): per market the warranty, the return and withdrawal
 * periods and the shipping prices, each with its default and allowed range. Saved live, like the
 * other settings: the FAQ, the policies, the legal pages, the checkout and the mails follow at once.
 */
export function MarketFacts() {
  const t = useT('AdminSettings');
  const query = useQuery({ queryKey: adminQueryKeys.marketFacts, queryFn: () => adminFetch<StaffMarketFacts>(URL) });
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <section className={styles.section} aria-labelledby="settings-market-facts">
      <h2 id="settings-market-facts">{t('marketFacts.heading')}</h2>
      <p className={styles.meta}>{t('marketFacts.note')}</p>
      {query.isError ? <LoadFailure query={query} /> : null}
      {query.data ? (
        <MarketFactsForm key={query.data.version} view={query.data} setOutcome={setOutcome} />
      ) : query.isError ? null : (
        <p role="status">{t('loading')}</p>
      )}
      <StatusLine outcome={outcome} />
    </section>
  );
}

function MarketFactsForm({ view, setOutcome }: { view: StaffMarketFacts; setOutcome: (outcome: Outcome) => void }) {
  const t = useT('AdminSettings');
  const errorsT = useT('Errors');
  const client = useQueryClient();
  const locale = useMessagesLocale();
  const regions = useMemo(() => new Intl.DisplayNames(localeTags[locale], { type: 'region' }), [locale]);
  const defaults = useMemo(
    () =>
      Object.fromEntries(
        view.markets.map(({ market, facts }) => [market, Object.fromEntries(facts.map((f) => [f.fact, factInput(market, f.fact, f.value)]))]),
      ) as FormValues,
    [view],
  );
  const form = useSchemaForm(marketFactsFormSchema, defaults);
  const errors = form.formState.errors as FieldErrors<FieldValues>;

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const overrides: FactOverrides = {};
    for (const { market, facts } of view.markets) {
      const parsed = Object.fromEntries(facts.map((f) => [f.fact, parseFactInput(market, f.fact, values[market]?.[f.fact] ?? '') ?? f.value]));
      const override = overrideOf(market, parsed);
      if (Object.keys(override).length) overrides[market] = override;
    }
    try {
      const saved = await adminFetch<StaffMarketFacts>(URL, { method: 'PUT', body: { overrides, version: view.version } });
      client.setQueryData(adminQueryKeys.marketFacts, saved);
      setOutcome({ kind: 'success', text: t('marketFacts.saved') });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await client.invalidateQueries({ queryKey: adminQueryKeys.marketFacts });
        setOutcome({ kind: 'error', text: t('conflict') });
        return;
      }
      // The server names refused values by their path in the body (`overrides.DE.returnDays`): put each on its field.
      if (isApiError(error)) {
        let first = true;
        for (const [field, message] of Object.entries(error.fields)) {
          if (!field.startsWith('overrides.')) continue;
          form.setError(field.slice('overrides.'.length) as Path<FormValues>, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
      }
      setOutcome(serverOutcome(null, error, errorsT));
    }
  });

  const reset = (market: Market) => {
    const row = view.markets.find((m) => m.market === market)!;
    for (const f of row.facts)
      form.setValue(`${market}.${f.fact}` as Path<FormValues>, factInput(market, f.fact, f.default), { shouldDirty: true, shouldValidate: true });
    setOutcome({ kind: 'success', text: t('marketFacts.resetDone', { market: regions.of(market) ?? market }) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('marketFacts.heading')}>
      <ScrollRegion name={t('marketFacts.heading')}>
        <table className={styles.table} data-testid="market-facts">
          <thead>
            <tr>
              <th scope="col">{t('marketFacts.market')}</th>
              {EDITABLE_FACTS.map((fact) => (
                <th key={fact} scope="col">
                  {t(`marketFacts.facts.${fact}`)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('marketFacts.resetColumn')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {view.markets.map(({ market, facts }) => {
              const name = regions.of(market) ?? market;
              const currency = currencyOf(market);
              return (
                <tr key={market} data-market={market}>
                  <th scope="row">{name}</th>
                  {EDITABLE_FACTS.map((fact) => {
                    const f = facts.find((x) => x.fact === fact);
                    if (!f)
                      return (
                        <td key={fact}>
                          <span className={styles.meta}>
                            {fact === 'withdrawalDays'
                              ? t('marketFacts.noWithdrawal')
                              : t('marketFacts.inShopSettings', {
                                  value: factInput(market, fact, fact === 'standardFee' ? view.usShipping.flatRateCents : view.usShipping.freeThresholdCents),
                                })}
                          </span>
                        </td>
                      );
                    const money = MONEY_FACTS.includes(fact);
                    const shown = (n: number) => factInput(market, fact, n);
                    return (
                      <td key={fact}>
                        <TextField
                          label={t(`marketFacts.label.${fact}`, { market: name, currency })}
                          hint={t('marketFacts.hint', { value: shown(f.default), min: shown(f.min), max: shown(f.max) })}
                          inputMode={money ? 'decimal' : 'numeric'}
                          autoComplete="off"
                          registration={form.register(`${market}.${fact}` as Path<FormValues>)}
                          error={errorAt(errors, market, fact)}
                        />
                      </td>
                    );
                  })}
                  <td>
                    <button type="button" className="button" onClick={() => reset(market)}>
                      {t('marketFacts.reset', { market: name })}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <SubmitButton pending={form.formState.isSubmitting} label={t('marketFacts.save')} pendingLabel={t('saving')} />
    </form>
  );
}
