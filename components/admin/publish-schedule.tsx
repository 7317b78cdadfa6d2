'use client';
import { busyButton } from '@/components/ui/busy-button';
import { useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { SelectField, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { localeTags } from '@/i18n/routing';
import { formatDateTime } from '@/lib/intl';
import { scheduleSchema } from '@/lib/validations/content';
import { timeZones } from '@/lib/zoned-time';
import type { StaffSchedule } from '@/lib/types/staff';
import styles from './admin.module.css';

/** What the editor view says about the draft's scheduled publication. */
export type ScheduleView = StaffSchedule;

interface Props {
  schedule: ScheduleView | null;
  /** The draft can be scheduled now (saved, no unsaved edits). */
  canSchedule: boolean;
  busy: boolean;
  onSchedule: (values: { at: string; timeZone: string }, form: UseFormReturn<FieldValues>) => void;
  onCancel: () => void;
}

/** The zone this browser runs in: the form's first choice. */
const ownZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Publish the draft later: a date and time on the clocks of a time zone the editor picks (their
 * own by default), or, once scheduled, when it publishes, in that zone, and a way to cancel.
 */
export function PublishSchedule({ schedule, canSchedule, busy, onSchedule, onCancel }: Props) {
  const t = useT('AdminContent');
  const tag = localeTags[useMessagesLocale()];
  if (schedule) {
    const date = formatDateTime(tag, { dateStyle: 'full', timeStyle: 'medium', timeZone: schedule.timeZone }, new Date(schedule.publishAt));
    return (
      <section aria-labelledby="schedule-heading" className={styles.section}>
        <h3 id="schedule-heading">{t('schedule.heading')}</h3>
        <p data-testid="publish-schedule">{t('schedule.scheduled', { date, zone: schedule.timeZone, by: schedule.by })}</p>
        {schedule.failed ? (
          <p role="alert" className="field__error">
            {t('schedule.failed', { reason: schedule.failed })}
          </p>
        ) : null}
        <button type="button" className="button" {...busyButton(busy, onCancel)}>
          {t('schedule.cancel')}
        </button>
      </section>
    );
  }
  if (!canSchedule) return null;
  return <ScheduleForm busy={busy} onSchedule={onSchedule} />;
}

function ScheduleForm({ busy, onSchedule }: Pick<Props, 'busy' | 'onSchedule'>) {
  const t = useT('AdminContent');
  const zones = useMemo(() => timeZones(), []);
  const form = useSchemaForm(scheduleSchema, { at: '', timeZone: ownZone() }) as unknown as UseFormReturn<FieldValues>;
  const error = (name: 'at' | 'timeZone') => {
    const message = form.formState.errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  return (
    <section aria-labelledby="schedule-heading" className={styles.section}>
      <h3 id="schedule-heading">{t('schedule.heading')}</h3>
      <form
        noValidate
        aria-labelledby="schedule-heading"
        onSubmit={form.handleSubmit((values) => onSchedule(values as { at: string; timeZone: string }, form))}
      >
        <div className={styles.actions}>
          {/* Seconds too: a publication can be set to the second. */}
          <TextField label={t('schedule.at')} type="datetime-local" step={1} required registration={form.register('at')} error={error('at')} />
          <SelectField label={t('schedule.timeZone')} registration={form.register('timeZone')} error={error('timeZone')}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </SelectField>
        </div>
        <p className={styles.meta}>{t('schedule.hint')}</p>
        <button type="submit" className="button" {...busyButton(busy)}>
          {t('schedule.submit')}
        </button>
      </form>
    </section>
  );
}
