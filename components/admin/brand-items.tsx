'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { mediaSrcSet } from '@/lib/media/uploaded';
import type { StaffBrandItem, StaffBrandItems } from '@/lib/types/staff';
import { type BrandItemKind, brandItemSettingsSchema, newBrandItemSchema } from '@/lib/validations/brand-items';
import { AdminShell } from './admin-shell';
import { LoadFailure } from './load-failure';
import { MediaLibrary } from './media';
import { fieldError, useSaveFailure } from './use-save-failure';
import styles from './admin.module.css';

/** Marks where a link goes in its sentence (`{link}`), to split the formatted message around it. */
const LINK = '\u2063';

type Selection = { kind: BrandItemKind; id: string } | null;

/** The brand page's history events and certificates: each one's year (its place on the page) and picture; their texts are under Content. */
export function BrandItems() {
  const t = useT('AdminBrand');
  return (
    <AdminShell title={t('title')} roles={['admin', 'editor']}>
      {() => <BrandItemsView />}
    </AdminShell>
  );
}

function BrandItemsView() {
  const t = useT('AdminBrand');
  const [selected, setSelected] = useState<Selection>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const items = useQuery({ queryKey: adminQueryKeys.brandItems, queryFn: () => adminFetch<StaffBrandItems>('/api/admin/brand') });
  const current = selected ? items.data?.[selected.kind].find((i) => i.id === selected.id) : undefined;
  const choose = (kind: BrandItemKind, id: string) => {
    setSelected({ kind, id });
    setOutcome(null);
  };
  return (
    <>
      <p>{t('intro')}</p>
      <StatusLine outcome={outcome} />
      <LoadFailure query={items} />
      <div className={styles.split}>
        <div>
          {(['timeline', 'certificates'] as const).map((kind) => (
            <section key={kind} aria-labelledby={`brand-${kind}`}>
              <h2 id={`brand-${kind}`}>{t(`${kind}.heading`)}</h2>
              <ol className={styles.inbox} aria-busy={items.isPending} data-testid={`brand-${kind}`}>
                {(items.data?.[kind] ?? []).map((item) => (
                  <li key={item.id}>
                    <button type="button" aria-current={selected?.kind === kind && selected.id === item.id} onClick={() => choose(kind, item.id)}>
                      {item.image ? <Thumb src={item.image} /> : null}
                      <strong>{item.title}</strong>
                      <br />
                      <span className={styles.meta}>{item.image ? item.year : t('yearNoPicture', { year: item.year })}</span>
                    </button>
                  </li>
                ))}
              </ol>
              <NewItem kind={kind} setOutcome={setOutcome} onCreated={(id) => choose(kind, id)} />
            </section>
          ))}
        </div>
        {selected && current ? (
          <ItemEditor
            key={`${selected.kind}/${current.id}/${current.updatedAt}`}
            kind={selected.kind}
            item={current}
            setOutcome={setOutcome}
            onDeleted={() => setSelected(null)}
          />
        ) : (
          <p>{t('choose')}</p>
        )}
      </div>
    </>
  );
}

function Thumb({ src }: { src: string }) {
  return <img src={src} srcSet={mediaSrcSet(src)} sizes="12rem" alt="" width={160} height={120} className={styles.thumb} />;
}

/** The picture field: the chosen one (or none), a button that opens the library, and for a history event "no picture". */
function PictureField({
  kind,
  image,
  error,
  onChange,
}: {
  kind: BrandItemKind;
  image: string | null;
  error?: string;
  onChange: (image: string | null) => void;
}) {
  const t = useT('AdminBrand');
  const [choosing, setChoosing] = useState(false);
  return (
    <fieldset>
      <legend>{t('picture')}</legend>
      <p>
        {image ? <Thumb src={image} /> : <span>{t('noPicture')}</span>} {error ? <span role="alert">{error}</span> : null}
      </p>
      <p>
        <button type="button" className="button" aria-expanded={choosing} onClick={() => setChoosing((c) => !c)}>
          {image ? t('chooseAnother') : t('choosePicture')}
        </button>{' '}
        {kind === 'timeline' && image ? (
          <button type="button" className="button" onClick={() => onChange(null)}>
            {t('removePicture')}
          </button>
        ) : null}
      </p>
      {choosing ? (
        <MediaLibrary
          chosen={image ?? undefined}
          onChoose={(item) => {
            onChange(item.src);
            setChoosing(false);
          }}
        />
      ) : null}
    </fieldset>
  );
}

function useFailure(setOutcome: (outcome: Outcome) => void) {
  const t = useT('AdminBrand');
  return useSaveFailure(adminQueryKeys.brandItems, t('conflict'), setOutcome);
}

function ItemEditor({
  kind,
  item,
  setOutcome,
  onDeleted,
}: {
  kind: BrandItemKind;
  item: StaffBrandItem;
  setOutcome: (outcome: Outcome) => void;
  onDeleted: () => void;
}) {
  const t = useT('AdminBrand');
  const client = useQueryClient();
  const failed = useFailure(setOutcome);
  const form = useSchemaForm(brandItemSettingsSchema, { year: item.year, image: item.image });
  const image = form.watch('image');
  const error = fieldError(form);
  const url = `/api/admin/brand/${kind}/${encodeURIComponent(item.id)}`;
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await adminFetch(url, { method: 'PATCH', body: { ...values, updatedAt: item.updatedAt } });
      await client.invalidateQueries({ queryKey: adminQueryKeys.brandItems });
      setOutcome({ kind: 'success', text: t('saved', { title: item.title }) });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  const remove = async () => {
    if (!window.confirm(t('confirmRemove', { title: item.title }))) return;
    try {
      await adminFetch(url, { method: 'DELETE', body: { updatedAt: item.updatedAt } });
      await client.invalidateQueries({ queryKey: adminQueryKeys.brandItems });
      onDeleted();
      setOutcome({ kind: 'success', text: t('removed', { title: item.title }) });
    } catch (e) {
      await failed(e, null);
    }
  };
  const [noteBefore, noteAfter = ''] = t('contentNote', { link: LINK }).split(LINK);
  return (
    <article aria-labelledby="brand-item-heading" className={styles.section}>
      <h2 id="brand-item-heading">{item.title}</h2>
      <form onSubmit={save} noValidate aria-label={t('form')} className={styles.grid}>
        <TextField
          label={t('year')}
          hint={t('yearHint')}
          type="number"
          inputMode="numeric"
          min={1900}
          max={2100}
          registration={form.register('year', { valueAsNumber: true })}
          error={error('year')}
        />
        <PictureField kind={kind} image={image} error={error('image')} onChange={(src) => form.setValue('image', src, { shouldDirty: true })} />
        <SubmitButton pending={form.formState.isSubmitting} label={t('save')} pendingLabel={t('saving')} />
      </form>
      <p className={styles.meta}>
        {noteBefore}
        <a href={`/admin/content?kind=${kind}&item=${encodeURIComponent(item.id)}&locale=en&ref=ja`}>{t('contentLink')}</a>
        {noteAfter}
      </p>
      <button type="button" className="button" onClick={() => void remove()}>
        {t('remove')}
      </button>
    </article>
  );
}

function NewItem({ kind, setOutcome, onCreated }: { kind: BrandItemKind; setOutcome: (outcome: Outcome) => void; onCreated: (id: string) => void }) {
  const t = useT('AdminBrand');
  const client = useQueryClient();
  const failed = useFailure(setOutcome);
  const form = useSchemaForm(newBrandItemSchema, { id: '', year: new Date().getFullYear(), image: null });
  const image = form.watch('image');
  const error = fieldError(form);
  const create = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const added = await adminFetch<StaffBrandItem>(`/api/admin/brand/${kind}`, { method: 'POST', body: values });
      await client.invalidateQueries({ queryKey: adminQueryKeys.brandItems });
      form.reset();
      onCreated(added.id);
      setOutcome({ kind: 'success', text: t('new.added', { id: added.id }) });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  return (
    <details className={styles.section}>
      <summary>{t(`${kind}.add`)}</summary>
      <form onSubmit={create} noValidate aria-label={t(`${kind}.add`)} className={styles.grid}>
        <TextField label={t('new.id')} hint={t('new.idHint')} autoComplete="off" registration={form.register('id')} error={error('id')} />
        <TextField
          label={t('year')}
          type="number"
          inputMode="numeric"
          min={1900}
          max={2100}
          registration={form.register('year', { valueAsNumber: true })}
          error={error('year')}
        />
        <PictureField kind={kind} image={image} error={error('image')} onChange={(src) => form.setValue('image', src, { shouldValidate: true })} />
        <SubmitButton pending={form.formState.isSubmitting} label={t('new.add')} pendingLabel={t('new.adding')} />
      </form>
    </details>
  );
}
