'use client';
import { createElement, useContext, useEffect, useId, useRef, useState } from 'react';
import type { FieldErrors, Path } from 'react-hook-form';
import { useT } from '@/components/i18n/messages-provider';
import { CheckboxField, SelectField, serverOutcome, StatusLine, SubmitButton, TextField, useSchemaForm, type Outcome } from '@/components/ui/form-kit';
import { isApiError } from '@/lib/api/errors';
import { shopApi, type OrderDetail, type ReturnRequestView } from '@/lib/api/shop';
import { RETURN_COMMENT_MAX, RETURN_REASONS, returnRequestForm, type ReturnRequestForm, type ReturnRequestInput } from '@/lib/validations/returns';
import { OrderPartHeading } from './order-heading';
import { useShop } from './shop-context';
import styles from './shop.module.css';

/**
 * How many of each line the buyer can still ask back: ordered minus what open (not rejected)
 * requests ask for. The server checks the same rule; this only keeps the choices honest.
 */
export function returnableLines(order: OrderDetail) {
  const asked = new Map<string, number>();
  for (const r of order.returns)
    if (r.status !== 'rejected')
      for (const i of r.items) asked.set(`${i.productId}/${i.colorId}`, (asked.get(`${i.productId}/${i.colorId}`) ?? 0) + i.quantity);
  return order.lines.map((l) => ({ ...l, left: l.quantity - (asked.get(`${l.productId}/${l.colorId}`) ?? 0) })).filter((l) => l.left > 0);
}

/**
 * The return request form of the account's order page: a box and a quantity per line that can
 * still go back (in a fieldset with its legend), the reason and an optional comment. The zod
 * schema's messages and the server's 422 field messages land on the fields they concern. It opens
 * with focus on its heading (the button that opened it is gone), a level under the order's title.
 */
export function ReturnForm({
  order,
  onSent,
  onClose,
  send = (input) => shopApi.requestReturn(order.id, input),
}: {
  order: OrderDetail;
  onSent: (request: ReturnRequestView) => void;
  onClose: () => void;
  /** How the request goes out: the account's order by default; a guest's through the order link. */
  send?: (input: ReturnRequestInput) => Promise<ReturnRequestView>;
}) {
  const { t } = useShop();
  const errors = useT('Errors');
  const legendId = useId();
  const headingLevel = useContext(OrderPartHeading);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const lines = returnableLines(order);
  const form = useSchemaForm(returnRequestForm, {
    reason: '' as ReturnRequestForm['reason'],
    comment: '',
    lines: lines.map((l) => ({ productId: l.productId, colorId: l.colorId, selected: false, quantity: 1 })),
  });
  const fieldErrors = form.formState.errors as FieldErrors<ReturnRequestForm>;
  const linesError = (fieldErrors.lines?.message ?? fieldErrors.lines?.root?.message) as string | undefined;
  const message = (value: unknown) => (typeof value === 'string' ? value : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const chosen = values.lines.map((l, index) => ({ ...l, index })).filter((l) => l.selected);
    try {
      const request = await send({
        reason: values.reason,
        comment: values.comment,
        items: chosen.map(({ productId, colorId, quantity }) => ({ productId, colorId, quantity })),
      });
      onSent(request);
    } catch (error) {
      // `items.<i>` of the request is the i-th ticked line of the form.
      if (isApiError(error))
        for (const [field, text] of Object.entries(error.fields)) {
          const match = /^items\.(\d+)(\.quantity)?$/.exec(field);
          const line = match ? chosen[Number(match[1])] : undefined;
          if (line) form.setError(`lines.${line.index}.${match![2] ? 'quantity' : 'selected'}` as Path<ReturnRequestForm>, { type: 'server', message: text });
        }
      setOutcome(serverOutcome(form, error, errors));
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={`${legendId}-heading`}>
      {createElement(headingLevel, { id: `${legendId}-heading`, ref: heading, tabIndex: -1 }, t('Orders.returnFormHeading'))}
      <fieldset aria-describedby={linesError ? `${legendId}-error` : undefined} aria-invalid={linesError ? true : undefined}>
        <legend>{t('Orders.returnLines')}</legend>
        {lines.map((l, i) => (
          <div key={`${l.productId}/${l.colorId}`} className={styles.returnLine}>
            <CheckboxField
              label={`${l.name} · ${l.colorName}`}
              registration={form.register(`lines.${i}.selected`)}
              error={message(fieldErrors.lines?.[i]?.selected?.message)}
            />
            <SelectField
              label={t('Orders.returnQuantityOf', { name: `${l.name} · ${l.colorName}` })}
              registration={form.register(`lines.${i}.quantity`)}
              error={message(fieldErrors.lines?.[i]?.quantity?.message)}
            >
              {Array.from({ length: l.left }, (_, n) => (
                <option key={n + 1} value={n + 1}>
                  {n + 1}
                </option>
              ))}
            </SelectField>
          </div>
        ))}
        {linesError ? (
          <p id={`${legendId}-error`} className="field__error" role="alert">
            {linesError}
          </p>
        ) : null}
      </fieldset>
      <SelectField label={t('Orders.returnReason')} required registration={form.register('reason')} error={message(fieldErrors.reason?.message)}>
        <option value="">{t('Orders.returnChooseReason')}</option>
        {RETURN_REASONS.map((r) => (
          <option key={r} value={r}>
            {t(`Orders.returnReasons.${r}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('Orders.returnComment')}
        optionalLabel={t('Shop.optional')}
        maxLength={RETURN_COMMENT_MAX}
        registration={form.register('comment')}
        error={message(fieldErrors.comment?.message)}
      />
      <StatusLine outcome={outcome} />
      <div className={styles.actions}>
        <SubmitButton pending={form.formState.isSubmitting} label={t('Orders.returnSubmit')} pendingLabel={t('Orders.returnSending')} />
        <button type="button" className="button" onClick={onClose}>
          {t('Orders.returnClose')}
        </button>
      </div>
    </form>
  );
}
