'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, SelectField, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { newFaqSchema } from '@/lib/validations/content';
import { AdminShell } from './admin-shell';
import { fieldError, useSaveFailure } from './use-save-failure';
import { LoadFailure } from './load-failure';
import styles from './admin.module.css';
import type { StaffFaqList } from '@/lib/types/staff';

/** What GET /api/admin/faq answers. */
type Faq = StaffFaqList;

/** The FAQ's questions by category: add one (its texts are written under Content) or remove one. */
export function FaqAdmin() {
  const t = useT('AdminFaq');
  return (
    <AdminShell title={t('title')} roles={['admin', 'editor']}>
      {() => <FaqView />}
    </AdminShell>
  );
}

function FaqView() {
  const t = useT('AdminFaq');
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const faq = useQuery({ queryKey: adminQueryKeys.faq, queryFn: () => adminFetch<Faq>('/api/admin/faq') });
  const failed = useSaveFailure(adminQueryKeys.faq, t('conflict'), setOutcome);
  const categories = faq.data?.categories ?? [];
  const items = faq.data?.items ?? [];
  const form = useSchemaForm(newFaqSchema, { id: '', categoryId: '' });
  const error = fieldError(form);
  const create = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await adminFetch('/api/admin/faq', { method: 'POST', body: values });
      await client.invalidateQueries({ queryKey: adminQueryKeys.faq });
      form.reset({ id: '', categoryId: values.categoryId });
      setOutcome({
        kind: 'success',
        text: t('added', { id: values.id }),
      });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  const remove = async (item: Faq['items'][number]) => {
    if (!window.confirm(t('confirmRemove', { question: item.question }))) return;
    setOutcome(null);
    try {
      await adminFetch(`/api/admin/faq/${item.id}`, { method: 'DELETE' });
      await client.invalidateQueries({ queryKey: adminQueryKeys.faq });
      setOutcome({ kind: 'success', text: t('removed', { question: item.question }) });
    } catch (e) {
      await failed(e, null);
    }
  };
  return (
    <>
      <StatusLine outcome={outcome} />
      <LoadFailure query={faq} />
      {categories.map((c) => (
        <section key={c.id} aria-labelledby={`faq-${c.id}`} className={styles.section}>
          <h2 id={`faq-${c.id}`}>{c.name}</h2>
          <ul data-testid={`faq-${c.id}`}>
            {items
              .filter((i) => i.categoryId === c.id)
              .map((i) => (
                <li key={i.id}>
                  <strong>{i.question}</strong> <span className={styles.meta}>{i.id}</span>{' '}
                  <a href={`/admin/content?kind=faq&item=${encodeURIComponent(i.id)}&locale=en&ref=ja`}>
                    {t('edit')}
                    <span className="visually-hidden">{t('which', { question: i.question })}</span>
                  </a>{' '}
                  <button type="button" className="button" onClick={() => void remove(i)}>
                    {t('remove')}
                    <span className="visually-hidden">{t('which', { question: i.question })}</span>
                  </button>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <form onSubmit={create} noValidate aria-labelledby="new-faq" className={styles.section}>
        <h2 id="new-faq">{t('addHeading')}</h2>
        <TextField label={t('id')} hint={t('idHint')} autoComplete="off" registration={form.register('id')} error={error('id')} />
        <SelectField label={t('category')} registration={form.register('categoryId')} error={error('categoryId')}>
          <option value="">{t('chooseCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SubmitButton pending={form.formState.isSubmitting} label={t('add')} pendingLabel={t('adding')} />
      </form>
    </>
  );
}
