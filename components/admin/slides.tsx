'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { mediaSrcSet } from '@/lib/media/uploaded';
import { newSlideSchema, slideSettingsSchema } from '@/lib/validations/content';
import { AdminShell } from './admin-shell';
import { fieldError, useSaveFailure } from './use-save-failure';
import { MediaLibrary } from './media';
import { LoadFailure } from './load-failure';
import type { StaffSlide, StaffSlideList } from '@/lib/types/staff';
import styles from './admin.module.css';

/** What GET /api/admin/slides answers per slide. */
type Slide = StaffSlide;

const settingsForm = slideSettingsSchema.omit({ updatedAt: true });
/** Marks where a link goes in its sentence (`{link}`), to split the formatted message around it. */
const LINK = '\u2063';

/** The home slider: each slide's image (from the image library), link and place; its texts are under Content. */
export function Slides() {
  const t = useT('AdminSlides');
  return (
    <AdminShell title={t('title')} roles={['admin', 'editor']}>
      {() => <SlidesView />}
    </AdminShell>
  );
}

function SlidesView() {
  const t = useT('AdminSlides');
  const [selected, setSelected] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const slides = useQuery({ queryKey: adminQueryKeys.slides, queryFn: () => adminFetch<StaffSlideList>('/api/admin/slides') });
  const items = slides.data?.items ?? [];
  const current = items.find((s) => s.id === selected);
  return (
    <>
      <StatusLine outcome={outcome} />
      <div className={styles.split}>
        <section aria-label={t('slides')}>
          <LoadFailure query={slides} />
          <ol className={styles.inbox} aria-busy={slides.isPending} data-testid="slides">
            {items.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  aria-current={selected === s.id}
                  onClick={() => {
                    setSelected(s.id);
                    setOutcome(null);
                  }}
                >
                  <img src={s.image} srcSet={mediaSrcSet(s.image)} sizes="12rem" alt="" width={160} height={70} className={styles.thumb} />
                  <strong>{s.title}</strong>
                  <br />
                  <span className={styles.meta}>
                    {s.href} · {t('place', { position: s.position })}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <NewSlide setOutcome={setOutcome} onCreated={setSelected} />
        </section>
        {current ? (
          <SlideEditor key={`${current.id}/${current.updatedAt}`} slide={current} setOutcome={setOutcome} onDeleted={() => setSelected(null)} />
        ) : (
          <p>{t('choose')}</p>
        )}
      </div>
    </>
  );
}

function useConflict(setOutcome: (outcome: Outcome) => void) {
  const t = useT('AdminSlides');
  return useSaveFailure(adminQueryKeys.slides, t('conflict'), setOutcome);
}

function SlideEditor({ slide, setOutcome, onDeleted }: { slide: Slide; setOutcome: (outcome: Outcome) => void; onDeleted: () => void }) {
  const t = useT('AdminSlides');
  const client = useQueryClient();
  const failed = useConflict(setOutcome);
  const form = useSchemaForm(settingsForm, { image: slide.image, href: slide.href, position: slide.position });
  const image = form.watch('image');
  const error = fieldError(form);
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await adminFetch(`/api/admin/slides/${slide.id}`, { method: 'PATCH', body: { ...values, updatedAt: slide.updatedAt } });
      await client.invalidateQueries({ queryKey: adminQueryKeys.slides });
      setOutcome({ kind: 'success', text: t('saved', { title: slide.title }) });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  const remove = async () => {
    if (!window.confirm(t('confirmRemove', { title: slide.title }))) return;
    try {
      await adminFetch(`/api/admin/slides/${slide.id}`, { method: 'DELETE', body: { updatedAt: slide.updatedAt } });
      await client.invalidateQueries({ queryKey: adminQueryKeys.slides });
      onDeleted();
      setOutcome({ kind: 'success', text: t('removed', { title: slide.title }) });
    } catch (e) {
      await failed(e, null);
    }
  };
  const [noteBefore, noteAfter = ''] = t('contentNote', { link: LINK }).split(LINK);
  return (
    <article aria-labelledby="slide-heading" className={styles.section}>
      <h2 id="slide-heading">{slide.title}</h2>
      <form onSubmit={save} noValidate aria-label={t('form')} className={styles.grid}>
        <TextField label={t('href')} hint={t('hrefHint')} autoComplete="off" registration={form.register('href')} error={error('href')} />
        <TextField
          label={t('position')}
          hint={t('positionHint')}
          type="number"
          min={0}
          inputMode="numeric"
          registration={form.register('position', { valueAsNumber: true })}
          error={error('position')}
        />
        <input type="hidden" {...form.register('image')} />
        <figure className={styles.chosen}>
          <img src={image} srcSet={mediaSrcSet(image)} sizes="24rem" alt="" width={320} height={140} />
          <figcaption>{error('image') ? <span role="alert">{error('image')}</span> : t('imageNow')}</figcaption>
        </figure>
        <SubmitButton pending={form.formState.isSubmitting} label={t('save')} pendingLabel={t('saving')} />
      </form>
      <p className={styles.meta}>
        {noteBefore}
        <a href={`/admin/content?kind=slides&item=${encodeURIComponent(slide.id)}&locale=en&ref=ja`}>{t('contentLink')}</a>
        {noteAfter}
      </p>
      <button type="button" className="button" onClick={() => void remove()}>
        {t('remove')}
      </button>
      <MediaLibrary chosen={image} onChoose={(item) => form.setValue('image', item.src, { shouldDirty: true })} />
    </article>
  );
}

function NewSlide({ setOutcome, onCreated }: { setOutcome: (outcome: Outcome) => void; onCreated: (id: string) => void }) {
  const t = useT('AdminSlides');
  const client = useQueryClient();
  const failed = useConflict(setOutcome);
  const [choosing, setChoosing] = useState(false);
  const form = useSchemaForm(newSlideSchema, { id: '', image: '', href: '/' });
  const image = form.watch('image');
  const error = fieldError(form);
  const create = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const slide = await adminFetch<Slide>('/api/admin/slides', { method: 'POST', body: values });
      await client.invalidateQueries({ queryKey: adminQueryKeys.slides });
      onCreated(slide.id);
      setOutcome({ kind: 'success', text: t('new.added', { id: slide.id }) });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  return (
    <form onSubmit={create} noValidate aria-labelledby="new-slide" className={styles.section}>
      <h2 id="new-slide">{t('new.heading')}</h2>
      <TextField label={t('new.id')} hint={t('new.idHint')} autoComplete="off" registration={form.register('id')} error={error('id')} />
      <TextField label={t('href')} autoComplete="off" registration={form.register('href')} error={error('href')} />
      <input type="hidden" {...form.register('image')} />
      <p>
        {image ? <img src={image} srcSet={mediaSrcSet(image)} sizes="12rem" alt="" width={160} height={70} className={styles.thumb} /> : null}{' '}
        {error('image') ? <span role="alert">{t('new.imageMissing')}</span> : null}
        <button type="button" className="button" aria-expanded={choosing} onClick={() => setChoosing((c) => !c)}>
          {image ? t('new.chooseAnother') : t('new.chooseImage')}
        </button>
      </p>
      {choosing ? (
        <MediaLibrary
          chosen={image}
          onChoose={(item) => {
            form.setValue('image', item.src, { shouldValidate: true });
            setChoosing(false);
          }}
        />
      ) : null}
      <SubmitButton pending={form.formState.isSubmitting} label={t('new.add')} pendingLabel={t('new.adding')} />
    </form>
  );
}
