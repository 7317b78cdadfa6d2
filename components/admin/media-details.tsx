'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { type Outcome, serverOutcome, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { locales, type Locale } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { mediaSrc, objectPosition } from '@/lib/media/uploaded';
import type { StaffMedia } from '@/lib/types/staff';
import { MEDIA_ALT_MAX, MEDIA_TAG_MAX, MEDIA_TAGS_MAX, mediaDetailsSchema, mediaTag } from '@/lib/validations/media';
import { useAdminFormats } from './formats';
import { errorAt } from './use-save-failure';
import styles from './admin.module.css';

const values = (item: StaffMedia) => ({
  alt: Object.fromEntries(locales.map((l) => [l, item.alt[l] ?? ''])) as Record<Locale, string>,
  focal: item.focal,
  tags: item.tags,
});

/** A fraction as the whole percent the fields show; a percent typed as the fraction the API keeps. */
const percent = (fraction: number) => Math.round(fraction * 1000) / 10;

/**
 * The details of one image: its alt text in every language, its focal point (a click on the
 * picture, or two number fields for the keyboard) with two crops that show its effect, and its
 * tags. Saved together over the version loaded (409: loaded again and said so).
 */
export function MediaDetails({
  item,
  onSaved,
  onClose,
  setOutcome,
}: {
  item: StaffMedia;
  onSaved: (item: StaffMedia) => void;
  onClose: () => void;
  setOutcome: (outcome: Outcome) => void;
}) {
  const t = useT('AdminMedia');
  const errors = useT('Errors');
  const { language } = useAdminFormats();
  const client = useQueryClient();
  const form = useSchemaForm(mediaDetailsSchema, values(item));
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const [version, setVersion] = useState(item.updatedAt);
  const focal = form.watch('focal') ?? item.focal;
  const tags = form.watch('tags') ?? [];
  const [newTag, setNewTag] = useState('');
  const [tagError, setTagError] = useState<string | undefined>();

  useEffect(() => heading.current?.focus(), [item.id]);

  const setFocal = (next: { x?: number; y?: number }) =>
    form.setValue('focal', { ...focal, ...next }, { shouldDirty: true, shouldValidate: form.formState.submitCount > 0 });

  // A click on the picture: where it landed, as fractions of the picture's box (the picture is shown
  // whole), to the whole percent the fields show.
  const pick = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 100) / 100));
    setFocal({ x: clamp((e.clientX - box.left) / box.width), y: clamp((e.clientY - box.top) / box.height) });
  };

  const addTag = () => {
    const parsed = mediaTag.safeParse(newTag);
    if (!parsed.success) return setTagError(newTag.trim() ? errors('fieldInvalid') : errors('fieldRequired'));
    if (!tags.includes(parsed.data)) {
      if (tags.length >= MEDIA_TAGS_MAX) return setTagError(errors('fieldInvalid'));
      form.setValue('tags', [...tags, parsed.data].sort(), { shouldDirty: true });
    }
    setNewTag('');
    setTagError(undefined);
  };

  const save = form.handleSubmit(async (body) => {
    setOutcome(null);
    try {
      const saved = await adminFetch<StaffMedia>(`/api/admin/media/${item.id}`, { method: 'PATCH', body: { ...body, updatedAt: version } });
      setVersion(saved.updatedAt);
      form.reset(values(saved));
      onSaved(saved);
      await client.invalidateQueries({ queryKey: adminQueryKeys.media });
      setOutcome({ kind: 'success', text: t('saved', { name: item.name }) });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        // Someone saved meanwhile: their version is loaded, and nothing of ours was saved.
        const fresh = await adminFetch<{ image: StaffMedia }>(`/api/admin/media/${item.id}`);
        setVersion(fresh.image.updatedAt);
        form.reset(values(fresh.image));
        onSaved(fresh.image);
        await client.invalidateQueries({ queryKey: adminQueryKeys.media });
        setOutcome({ kind: 'error', text: t('conflict') });
        return;
      }
      // Field messages (`alt.de`, `focal.x`, `tags.0`) go on their fields; the status line says the rest.
      if (isApiError(error)) for (const [field, message] of Object.entries(error.fields)) form.setError(field as never, { type: 'server', message });
      setOutcome(serverOutcome(null, error, errors));
    }
  });

  const position = objectPosition(focal) ?? '50% 50%';
  const preview = mediaSrc(item.id, item.widths.find((w) => w >= 960) ?? item.width);
  return (
    <section aria-labelledby={`${ids}-heading`} className={styles.section} data-testid="media-details">
      <h2 id={`${ids}-heading`} ref={heading} tabIndex={-1}>
        {t('detailsHeading', { name: item.name })}
      </h2>
      <form onSubmit={save} noValidate>
        <fieldset>
          <legend>{t('focalHeading')}</legend>
          <p className="field__hint">{t('focalHint')}</p>
          {/* The click is a shortcut for pointer users; the two number fields below set the same point by keyboard. */}
          <div className={styles.focalPicture} onClick={pick} data-testid="focal-picture">
            <img src={preview} alt="" width={item.width} height={item.height} />
            <span className={styles.focalMark} style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }} aria-hidden="true" />
          </div>
          <div className={styles.actions}>
            {(['x', 'y'] as const).map((axis) => (
              <TextField
                key={axis}
                label={t(axis === 'x' ? 'focalX' : 'focalY')}
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step={1}
                value={Number.isFinite(focal[axis]) ? percent(focal[axis]) : ''}
                registration={{
                  name: `focal.${axis}`,
                  onChange: async (e) => setFocal({ [axis]: e.target.value === '' ? Number.NaN : Number(e.target.value) / 100 }),
                  onBlur: async () => undefined,
                  ref: () => undefined,
                }}
                error={errorAt(form.formState.errors, `focal.${axis}`)}
              />
            ))}
          </div>
          <figure className={styles.crops}>
            <figcaption>{t('crops')}</figcaption>
            {(['cropWide', 'cropSquare'] as const).map((crop) => (
              <span key={crop} className={styles.crop}>
                <img src={preview} alt="" className={crop === 'cropWide' ? styles.cropWide : styles.cropSquare} style={{ objectPosition: position }} />
                <span className={styles.meta}>{t(crop)}</span>
              </span>
            ))}
          </figure>
        </fieldset>
        <fieldset>
          <legend>{t('altHeading')}</legend>
          <p className="field__hint">{t('altHint')}</p>
          <div className={styles.grid}>
            {locales.map((locale) => (
              <TextField
                key={locale}
                label={language(locale)}
                lang={locale}
                maxLength={MEDIA_ALT_MAX}
                autoComplete="off"
                registration={form.register(`alt.${locale}`)}
                error={errorAt(form.formState.errors, `alt.${locale}`)}
              />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('tagsHeading')}</legend>
          {tags.length ? (
            <ul className={styles.tags} aria-label={t('tagsHeading')}>
              {tags.map((tag) => (
                <li key={tag}>
                  {tag}{' '}
                  <button
                    type="button"
                    className={styles.tagRemove}
                    aria-label={t('tagRemove', { tag })}
                    onClick={() =>
                      form.setValue(
                        'tags',
                        tags.filter((x) => x !== tag),
                        { shouldDirty: true },
                      )
                    }
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.meta}>{t('tagsNone')}</p>
          )}
          <div className={styles.actions}>
            <TextField
              label={t('tagNew')}
              hint={t('tagsHint')}
              maxLength={MEDIA_TAG_MAX}
              autoComplete="off"
              value={newTag}
              error={tagError ?? errorAt(form.formState.errors, 'tags')}
              registration={{
                name: 'new-tag',
                onChange: async (e) => setNewTag(e.target.value),
                onBlur: async () => undefined,
                ref: () => undefined,
              }}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                addTag();
              }}
            />
            <button type="button" className="button" onClick={addTag}>
              {t('tagAdd')}
            </button>
          </div>
        </fieldset>
        <div className={styles.actions}>
          <SubmitButton pending={form.formState.isSubmitting} label={t('save')} pendingLabel={t('saving')} />
          <button type="button" className="button" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </form>
    </section>
  );
}
