'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { type Outcome, SelectField, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { localeTags, locales } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { formatEventTime } from '@/lib/investors/events';
import type { StaffEvent, StaffEventList } from '@/lib/types/staff';
import { EVENT_KINDS, type NewEvent, newEventSchema } from '@/lib/validations/investors';
import { instantOfWallTime, timeZones } from '@/lib/zoned-time';
import { LoadFailure } from './load-failure';
import { useSaveFailure } from './use-save-failure';
import styles from './admin.module.css';

const emptyTexts = () => Object.fromEntries(locales.map((l) => [l, { title: '', location: '', description: '' }])) as NewEvent['texts'];
const message = (m: unknown) => (typeof m === 'string' ? m : undefined);

/** The IR calendar: each event's kind, its start and end on the venue's clocks, the venue's time zone, and its texts in every language. */
export function EventsView() {
  const t = useT('AdminInvestors');
  const locale = useMessagesLocale();
  const [selected, setSelected] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const list = useQuery({ queryKey: adminQueryKeys.events, queryFn: () => adminFetch<StaffEventList>('/api/admin/investors/events') });
  const items = list.data?.items ?? [];
  const current = items.find((e) => e.id === selected);
  const when = (e: StaffEvent) => {
    const startsAt = instantOfWallTime(e.startsAt, e.timeZone)?.toISOString() ?? '';
    const endsAt = instantOfWallTime(e.endsAt, e.timeZone)?.toISOString() ?? '';
    return startsAt && endsAt ? formatEventTime({ id: e.id, startsAt, endsAt, timeZone: e.timeZone }, localeTags[locale]) : e.startsAt;
  };
  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading">{t('events.heading')}</h2>
      <StatusLine outcome={outcome} />
      <div className={styles.split}>
        <div>
          <LoadFailure query={list} />
          <ul className={styles.inbox} aria-busy={list.isPending} data-testid="events">
            {items.map((e) => (
              <li key={e.id}>
                <button
                  type="button"
                  aria-current={selected === e.id}
                  onClick={() => {
                    setSelected(e.id);
                    setOutcome(null);
                  }}
                >
                  <strong>{e.texts.en.title}</strong>
                  <br />
                  <span className={styles.meta}>
                    {t(`events.kind.${e.kind}`)} · {when(e)} · {e.timeZone}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {list.data ? <NewEventForm setOutcome={setOutcome} onCreated={setSelected} /> : null}
        </div>
        {current ? (
          <EventEditor key={`${current.id}/${current.updatedAt}`} event={current} setOutcome={setOutcome} onDeleted={() => setSelected(null)} />
        ) : (
          <p>{t('events.choose')}</p>
        )}
      </div>
    </section>
  );
}

function useFailure(setOutcome: (outcome: Outcome) => void) {
  const t = useT('AdminInvestors');
  return useSaveFailure(adminQueryKeys.events, t('events.conflict'), setOutcome);
}

/** Kind, times, zone, and per language the title, venue and description (English open, the others folded). */
function EventFields({ form }: { form: UseFormReturn<NewEvent> }) {
  const t = useT('AdminInvestors');
  const locale = useMessagesLocale();
  const zones = useMemo(() => timeZones(), []);
  const errors = form.formState.errors;
  const languages = new Intl.DisplayNames(localeTags[locale], { type: 'language' });
  return (
    <>
      <div className={styles.grid}>
        <SelectField label={t('events.kindLabel')} registration={form.register('kind')} error={message(errors.kind?.message)}>
          {EVENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`events.kind.${k}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('events.startsAt')} type="datetime-local" registration={form.register('startsAt')} error={message(errors.startsAt?.message)} />
        <TextField label={t('events.endsAt')} type="datetime-local" registration={form.register('endsAt')} error={message(errors.endsAt?.message)} />
        <SelectField
          label={t('events.timeZone')}
          hint={t('events.timeZoneHint')}
          registration={form.register('timeZone')}
          error={message(errors.timeZone?.message)}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="field__hint">{t('events.textsHint')}</p>
      {locales.map((l) => {
        const name = languages.of(localeTags[l]) ?? l;
        const fieldErrors = errors.texts?.[l];
        return (
          <details key={l} open={l === 'en' || Boolean(fieldErrors)}>
            <summary>{name}</summary>
            <fieldset className={styles.grid} lang={localeTags[l]}>
              <legend className="visually-hidden">{name}</legend>
              <TextField
                label={t('events.title', { language: name })}
                registration={form.register(`texts.${l}.title`)}
                error={message(fieldErrors?.title?.message)}
              />
              <TextField
                label={t('events.location', { language: name })}
                registration={form.register(`texts.${l}.location`)}
                error={message(fieldErrors?.location?.message)}
              />
              <TextField
                label={t('events.description', { language: name })}
                registration={form.register(`texts.${l}.description`)}
                error={message(fieldErrors?.description?.message)}
              />
            </fieldset>
          </details>
        );
      })}
    </>
  );
}

function EventEditor({ event, setOutcome, onDeleted }: { event: StaffEvent; setOutcome: (outcome: Outcome) => void; onDeleted: () => void }) {
  const t = useT('AdminInvestors');
  const client = useQueryClient();
  const failed = useFailure(setOutcome);
  const form = useSchemaForm(newEventSchema, {
    kind: event.kind,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    texts: { ...emptyTexts(), ...event.texts },
  }) as unknown as UseFormReturn<NewEvent>;
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await adminFetch<StaffEvent>(`/api/admin/investors/events/${event.id}`, {
        method: 'PATCH',
        body: { ...values, updatedAt: event.updatedAt },
      });
      await client.invalidateQueries({ queryKey: adminQueryKeys.events });
      setOutcome({ kind: 'success', text: t('events.saved', { title: saved.texts.en.title }) });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  const remove = async () => {
    if (!window.confirm(t('events.confirmRemove', { title: event.texts.en.title }))) return;
    try {
      await adminFetch(`/api/admin/investors/events/${event.id}`, { method: 'DELETE', body: { updatedAt: event.updatedAt } });
      await client.invalidateQueries({ queryKey: adminQueryKeys.events });
      onDeleted();
      setOutcome({ kind: 'success', text: t('events.removed', { title: event.texts.en.title }) });
    } catch (e) {
      await failed(e, null);
    }
  };
  return (
    <article aria-labelledby="event-heading" className={styles.section}>
      <h3 id="event-heading">{event.texts.en.title}</h3>
      <form onSubmit={save} noValidate aria-label={t('events.details')}>
        <EventFields form={form} />
        <SubmitButton pending={form.formState.isSubmitting} label={t('events.save')} pendingLabel={t('saving')} />
      </form>
      <button type="button" className="button" onClick={() => void remove()}>
        {t('events.remove')}
      </button>
    </article>
  );
}

function NewEventForm({ setOutcome, onCreated }: { setOutcome: (outcome: Outcome) => void; onCreated: (id: string) => void }) {
  const t = useT('AdminInvestors');
  const client = useQueryClient();
  const failed = useFailure(setOutcome);
  const form = useSchemaForm(newEventSchema, {
    kind: 'earnings_call',
    startsAt: '',
    endsAt: '',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    texts: emptyTexts(),
  }) as unknown as UseFormReturn<NewEvent>;
  const create = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const created = await adminFetch<StaffEvent>('/api/admin/investors/events', { method: 'POST', body: values });
      await client.invalidateQueries({ queryKey: adminQueryKeys.events });
      form.reset();
      onCreated(created.id);
      setOutcome({ kind: 'success', text: t('events.added', { title: created.texts.en.title }) });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  return (
    <form onSubmit={create} noValidate aria-labelledby="new-event" className={styles.section}>
      <h3 id="new-event">{t('events.new')}</h3>
      <EventFields form={form} />
      <SubmitButton pending={form.formState.isSubmitting} label={t('events.add')} pendingLabel={t('new.adding')} />
    </form>
  );
}
