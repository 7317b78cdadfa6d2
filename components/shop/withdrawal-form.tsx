'use client';
import { createElement, useContext, useEffect, useId, useRef, useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { serverOutcome, StatusLine, SubmitButton, TextField, useSchemaForm, type Outcome } from '@/components/ui/form-kit';
import { localeTags, type Locale } from '@/i18n/routing';
import { dateTimeFormat } from '@/lib/intl';
import type { OrderDetail, WithdrawalView } from '@/lib/types/shop';
import { WITHDRAWAL_NAME_MAX, withdrawalInput, type WithdrawalInput } from '@/lib/validations/withdrawal';
import { formatDate } from './format';
import { OrderPartHeading } from './order-heading';
import { useShop } from './shop-context';
import styles from './shop.module.css';

/** The period's last day (YYYY-MM-DD) as a date in the reader's language. */
function dayText(locale: Locale, day: string): string {
  return dateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** What the order page says beside the withdrawal button: until when, or within how long of delivery. */
export function WithdrawalPeriod({ right }: { right: NonNullable<OrderDetail['withdrawalRight']> }) {
  const { t, locale } = useShop();
  return <p>{right.until ? t('Orders.withdrawUntil', { date: dayText(locale, right.until) }) : t('Orders.withdrawWithin', { days: right.days })}</p>;
}

/**
 * The confirmation step of the withdrawal function (EU Directive 2023/2673): which contract (the
 * order, all its items), what follows, the buyer's name (the recipient's, to confirm or change),
 * where the acknowledgement goes, and "Confirm withdrawal". It opens with focus on its heading, a
 * level under the order's title; the server's field message lands on the name.
 */
export function WithdrawalForm({
  order,
  email,
  send,
  onSent,
  onClose,
}: {
  order: OrderDetail;
  /** Where the acknowledgement goes, when the page knows it (the account's or the guest order's email). */
  email: string | null;
  send: (input: WithdrawalInput) => Promise<WithdrawalView>;
  onSent: (withdrawal: WithdrawalView) => void;
  onClose: () => void;
}) {
  const { t, locale } = useShop();
  const errors = useT('Errors');
  const id = useId();
  const headingLevel = useContext(OrderPartHeading);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useSchemaForm(withdrawalInput, { name: order.address.recipient });
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      onSent(await send(values));
    } catch (error) {
      setOutcome(serverOutcome(form, error, errors));
    }
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} data-testid="withdrawal-form">
      {createElement(headingLevel, { id: `${id}-heading`, ref: heading, tabIndex: -1 }, t('Orders.withdrawHeading'))}
      <p>{t('Orders.withdrawIntro', { number: order.number, date: formatDate(locale, order.createdAt) })}</p>
      {order.withdrawalRight ? <p>{t('Orders.withdrawEffect', { days: order.withdrawalRight.refundDays })}</p> : null}
      <TextField
        label={t('Orders.withdrawName')}
        autoComplete="name"
        required
        maxLength={WITHDRAWAL_NAME_MAX}
        registration={form.register('name')}
        error={typeof form.formState.errors.name?.message === 'string' ? form.formState.errors.name.message : undefined}
      />
      {email ? <p>{t('Orders.withdrawReceipt', { email })}</p> : null}
      <StatusLine outcome={outcome} />
      <div className={styles.actions}>
        <SubmitButton pending={form.formState.isSubmitting} label={t('Orders.withdrawConfirm')} pendingLabel={t('Orders.withdrawSending')} />
        <button type="button" className="button" onClick={onClose}>
          {t('Orders.withdrawClose')}
        </button>
      </div>
    </form>
  );
}
