'use client';
import { busyButton } from '@/components/ui/busy-button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Translate, useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { type Outcome, StatusLine } from '@/components/ui/form-kit';
import { localeTags, locales, type Locale } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { mediaSrcAtLeast } from '@/lib/media/uploaded';
import { productVariantsSchema, VARIANT_IMAGES_MAX, VARIANTS_MAX } from '@/lib/validations/variants';
import { MediaLibrary } from './media';
import { LoadFailure } from './load-failure';
import styles from './admin.module.css';
import type { StaffVariant } from '@/lib/types/staff';

/** What GET /api/admin/products/{id}/variants answers. */
type Variant = StaffVariant;
/** A variant as the form holds it: image addresses only; `fresh` ones still get their id typed. */
type Kind = 'colour' | 'size';
type Draft = { key: number; fresh: boolean; id: string; hex: string; images: string[]; names: Record<Locale, string> };

const noNames = Object.fromEntries(locales.map((l) => [l, ''])) as Record<Locale, string>;
let nextKey = 0;
const toDraft = (v: Variant): Draft => ({ key: (nextKey += 1), fresh: false, id: v.id, hex: v.hex, images: v.images.map((i) => i.src), names: v.names });

/** What a refused field means, said for the editor (the server sends the same paths). */
function problem(path: PropertyKey[], t: Translate<`problems.${'inVariant' | 'id' | 'hex' | 'images' | 'englishName' | 'names' | 'variants'}`>): string {
  const [, index, field, locale] = path;
  const which = (text: string) => (typeof index === 'number' ? t('problems.inVariant', { number: index + 1, problem: text }) : text);
  if (field === 'id') return which(t('problems.id'));
  if (field === 'hex') return which(t('problems.hex'));
  if (field === 'images') return which(t('problems.images', { max: VARIANT_IMAGES_MAX }));
  if (field === 'names') return which(locale === 'en' ? t('problems.englishName') : t('problems.names'));
  return t('problems.variants', { max: VARIANTS_MAX });
}

/**
 * A product's colours (or sizes): order, id, swatch, images from the library and names in every
 * language, saved together over the version seen. A variant left out is removed from the shop.
 */
export function ProductVariants({ productId }: { productId: string }) {
  const t = useT('AdminVariants');
  const query = useQuery({
    queryKey: [...adminQueryKeys.products, 'variants', productId],
    queryFn: () => adminFetch<{ kind: Kind; variants: Variant[]; version: string }>(`/api/admin/products/${productId}/variants`),
  });
  // Kept here: the form starts afresh from each saved version, the message stays.
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (query.isError) return <LoadFailure query={query} />;
  if (!query.data) return <p aria-busy="true">{t('loading')}</p>;
  return (
    <VariantsForm
      key={query.data.version}
      productId={productId}
      kind={query.data.kind}
      variants={query.data.variants}
      version={query.data.version}
      outcome={outcome}
      setOutcome={setOutcome}
    />
  );
}

function VariantsForm({
  productId,
  kind: savedKind,
  variants,
  version,
  outcome,
  setOutcome,
}: {
  productId: string;
  kind: Kind;
  variants: Variant[];
  version: string;
  outcome: Outcome;
  setOutcome: (outcome: Outcome) => void;
}) {
  const t = useT('AdminVariants');
  const tag = localeTags[useMessagesLocale()];
  const language = useMemo(() => {
    // "Chinese (Simplified)": the shop's Chinese is written in simplified characters.
    const names = new Intl.DisplayNames([tag], { type: 'language', languageDisplay: 'standard' });
    return (locale: Locale) => names.of(locale === 'zh' ? 'zh-Hans' : locale) ?? locale;
  }, [tag]);
  const client = useQueryClient();
  const [drafts, setDrafts] = useState<Draft[]>(() => variants.map(toDraft));
  const [kind, setKind] = useState<Kind>(savedKind);
  const [choosing, setChoosing] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (key: number, next: Partial<Draft>) => setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...next } : d)));
  const move = (index: number, by: -1 | 1) =>
    setDrafts((all) => {
      const next = [...all];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  const save = async () => {
    setOutcome(null);
    const body = { kind, variants: drafts.map(({ id, hex, images, names }) => ({ id, hex, images, names })), version };
    const checked = productVariantsSchema.safeParse(body);
    if (!checked.success) {
      setOutcome({ kind: 'error', text: problem(checked.error.issues[0]!.path, t) });
      return;
    }
    setSaving(true);
    try {
      await adminFetch(`/api/admin/products/${productId}/variants`, { method: 'PUT', body });
      await client.invalidateQueries({ queryKey: [...adminQueryKeys.products, 'variants', productId] });
      setOutcome({ kind: 'success', text: t('saved') });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await client.invalidateQueries({ queryKey: [...adminQueryKeys.products, 'variants', productId] });
        setOutcome({ kind: 'error', text: t('conflict') });
      } else if (isApiError(error)) {
        setOutcome({ kind: 'error', text: Object.values(error.fields)[0] ?? error.message });
      } else setOutcome({ kind: 'error', text: t('failed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="variants-heading" className={styles.section}>
      <h3 id="variants-heading">{t('heading')}</h3>
      <p className={styles.meta}>{t('intro')}</p>
      <fieldset>
        <legend>{t('kindLegend')}</legend>
        {(['colour', 'size'] as const).map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" name={`variant-kind-${productId}`} value={value} checked={kind === value} onChange={() => setKind(value)} />{' '}
            {t(`kinds.${value}`)}
          </label>
        ))}
      </fieldset>
      <ol className={styles.variants}>
        {drafts.map((d, index) => {
          const label = d.names.en || d.id || t('newVariant', { number: index + 1 });
          return (
            <li key={d.key}>
              <fieldset>
                <legend>
                  <span className={styles.swatch} style={{ background: d.hex }} aria-hidden="true" /> {label}
                </legend>
                <div className={styles.grid}>
                  <div className="field">
                    <label htmlFor={`variant-${d.key}-id`}>{t('id')}</label>
                    <input
                      id={`variant-${d.key}-id`}
                      value={d.id}
                      readOnly={!d.fresh}
                      autoComplete="off"
                      aria-describedby={`variant-${d.key}-id-hint`}
                      onChange={(e) => change(d.key, { id: e.target.value })}
                    />
                    <div id={`variant-${d.key}-id-hint`} className="field__hint">
                      {d.fresh ? t('idHintFresh') : t('idHintKept')}
                    </div>
                  </div>
                  <div className="field">
                    <label htmlFor={`variant-${d.key}-hex`}>{t('swatch')}</label>
                    <input id={`variant-${d.key}-hex`} type="color" value={d.hex} onChange={(e) => change(d.key, { hex: e.target.value })} />
                  </div>
                  {locales.map((l) => (
                    <div className="field" key={l}>
                      <label htmlFor={`variant-${d.key}-name-${l}`}>{t('nameIn', { language: language(l) })}</label>
                      <input
                        id={`variant-${d.key}-name-${l}`}
                        lang={l}
                        value={d.names[l]}
                        maxLength={60}
                        required={l === 'en'}
                        aria-describedby={l === 'en' ? undefined : `variant-${d.key}-names-hint`}
                        onChange={(e) => change(d.key, { names: { ...d.names, [l]: e.target.value } })}
                      />
                    </div>
                  ))}
                </div>
                <p id={`variant-${d.key}-names-hint`} className="field__hint">
                  {t('namesHint')}
                </p>
                <ul className={styles.variantImages} aria-label={t('imagesOf', { variant: label })}>
                  {d.images.map((src, i) => (
                    <li key={src}>
                      <img src={mediaSrcAtLeast(src, 480)} alt="" width={96} height={96} />
                      <button
                        type="button"
                        className="button"
                        disabled={i === 0}
                        onClick={() => change(d.key, { images: [src, ...d.images.filter((s) => s !== src)] })}
                      >
                        {t('first')}
                        <span className="visually-hidden">{t('firstHidden', { number: i + 1 })}</span>
                      </button>
                      <button type="button" className="button" onClick={() => change(d.key, { images: d.images.filter((s) => s !== src) })}>
                        {t('removeImage')}
                        <span className="visually-hidden">{t('removeImageHidden', { number: i + 1 })}</span>
                      </button>
                    </li>
                  ))}
                </ul>
                <p>
                  <button type="button" className="button" aria-expanded={choosing === d.key} onClick={() => setChoosing(choosing === d.key ? null : d.key)}>
                    {t('addImage')}
                    <span className="visually-hidden">{t('addImageHidden', { variant: label })}</span>
                  </button>{' '}
                  <button type="button" className="button" disabled={index === 0} onClick={() => move(index, -1)}>
                    {t('moveEarlier')}
                    <span className="visually-hidden">{t('variantHidden', { variant: label })}</span>
                  </button>{' '}
                  <button type="button" className="button" onClick={() => setDrafts((all) => all.filter((x) => x.key !== d.key))}>
                    {t('removeVariant')}
                    <span className="visually-hidden">{t('variantHidden', { variant: label })}</span>
                  </button>
                </p>
                {choosing === d.key ? (
                  <MediaLibrary
                    onChoose={(item) => {
                      if (!d.images.includes(item.src)) change(d.key, { images: [...d.images, item.src] });
                      setChoosing(null);
                    }}
                  />
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p>
        <button
          type="button"
          className="button"
          disabled={drafts.length >= VARIANTS_MAX}
          onClick={() => setDrafts((all) => [...all, { key: (nextKey += 1), fresh: true, id: '', hex: '#888888', images: [], names: { ...noNames } }])}
        >
          {t('addVariant')}
        </button>{' '}
        <button type="button" className="button button--primary" {...busyButton(saving, () => void save())}>
          {saving ? t('saving') : t('save')}
        </button>
      </p>
      <StatusLine outcome={outcome} />
    </section>
  );
}
