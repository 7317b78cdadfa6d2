'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { type Outcome, SelectField, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { localeTags } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { mediaSrcAtLeast } from '@/lib/media/uploaded';
import { newArticleFormSchema as newForm, newsSettingsFormSchema as settingsForm } from '@/lib/validations/content';
import { AdminShell } from './admin-shell';
import { fieldError, useSaveFailure } from './use-save-failure';
import { MediaLibrary } from './media';
import { LoadFailure } from './load-failure';
import styles from './admin.module.css';
import { formatDateTime } from '@/lib/intl';
import type { StaffArticle, StaffNewsList } from '@/lib/types/staff';

/** What GET /api/admin/news answers. */
type Article = StaffArticle;
type NewsList = StaffNewsList;

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` value in the editor's time zone. */
const localInput = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const when = (iso: string, tag: string) => formatDateTime(tag, { dateStyle: 'medium', timeStyle: 'short' }, new Date(iso));
/** Stands for the link in a formatted message, which is then split around it. */
const SLOT = '\u2063';

/** News articles: what does not depend on the language (category, date, image, related); their texts are under Content. */
export function News() {
  const t = useT('AdminNews');
  return (
    <AdminShell title={t('title')} roles={['admin', 'editor']}>
      {() => <NewsView />}
    </AdminShell>
  );
}

function NewsView() {
  const t = useT('AdminNews');
  const tag = localeTags[useMessagesLocale()];
  const [selected, setSelected] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const list = useQuery({ queryKey: adminQueryKeys.news, queryFn: () => adminFetch<NewsList>('/api/admin/news') });
  const items = list.data?.items ?? [];
  const current = items.find((a) => a.id === selected);
  return (
    <>
      <StatusLine outcome={outcome} />
      <div className={styles.split}>
        <section aria-label={t('articles')}>
          <LoadFailure query={list} />
          <ul className={styles.inbox} aria-busy={list.isPending} data-testid="articles">
            {items.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  aria-current={selected === a.id}
                  onClick={() => {
                    setSelected(a.id);
                    setOutcome(null);
                  }}
                >
                  <strong>{a.title}</strong>
                  <br />
                  <span className={styles.meta}>
                    {when(a.publishedAt, tag)} · {list.data?.categories.find((c) => c.id === a.categoryId)?.name ?? a.categoryId}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {list.data ? <NewArticle categories={list.data.categories} setOutcome={setOutcome} onCreated={setSelected} /> : null}
        </section>
        {current && list.data ? (
          <ArticleEditor key={`${current.id}/${current.updatedAt}`} article={current} list={list.data} setOutcome={setOutcome} />
        ) : (
          <p>{t('choose')}</p>
        )}
      </div>
    </>
  );
}

const useFailure = (setOutcome: (outcome: Outcome) => void) => {
  const t = useT('AdminNews');
  return useSaveFailure(adminQueryKeys.news, t('conflict'), setOutcome);
};

function ArticleEditor({ article, list, setOutcome }: { article: Article; list: NewsList; setOutcome: (outcome: Outcome) => void }) {
  const t = useT('AdminNews');
  const client = useQueryClient();
  const failed = useFailure(setOutcome);
  const form = useSchemaForm(settingsForm, {
    categoryId: article.categoryId,
    publishedAt: localInput(article.publishedAt),
    image: article.image,
    related0: article.related[0] ?? '',
    related1: article.related[1] ?? '',
    related2: article.related[2] ?? '',
  });
  const image = form.watch('image');
  const error = fieldError(form);
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const related = [values.related0, values.related1, values.related2].filter(Boolean);
      const body = {
        categoryId: values.categoryId,
        publishedAt: new Date(values.publishedAt).toISOString(),
        image: values.image,
        related,
        updatedAt: article.updatedAt,
      };
      await adminFetch(`/api/admin/news/${article.id}`, { method: 'PATCH', body });
      await client.invalidateQueries({ queryKey: adminQueryKeys.news });
      setOutcome({ kind: 'success', text: t('saved', { title: article.title }) });
    } catch (e) {
      await failed(e, null);
    }
  });
  const others = list.items.filter((a) => a.id !== article.id);
  const [beforeLink, afterLink = ''] = t('texts', { link: SLOT }).split(SLOT);
  return (
    <article aria-labelledby="article-heading" className={styles.section}>
      <h2 id="article-heading">{article.title}</h2>
      <form onSubmit={save} noValidate aria-label={t('details')} className={styles.grid}>
        <SelectField label={t('category')} registration={form.register('categoryId')} error={error('categoryId')}>
          {list.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField label={t('published')} type="datetime-local" registration={form.register('publishedAt')} error={error('publishedAt')} />
        {(['related0', 'related1', 'related2'] as const).map((name, i) => (
          <SelectField
            key={name}
            label={t('related', { number: i + 1 })}
            hint={i === 0 ? t('relatedHint') : undefined}
            registration={form.register(name)}
            error={error(name)}
          >
            <option value="">{t('noRelated')}</option>
            {others.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}
              </option>
            ))}
          </SelectField>
        ))}
        <input type="hidden" {...form.register('image')} />
        <figure className={styles.chosen}>
          <img src={mediaSrcAtLeast(image, 480)} alt="" width={320} height={180} />
          <figcaption>{t('imageCaption')}</figcaption>
        </figure>
        <SubmitButton pending={form.formState.isSubmitting} label={t('save')} pendingLabel={t('saving')} />
      </form>
      <p className={styles.meta}>
        {beforeLink}
        <a href={`/admin/content?kind=news&item=${encodeURIComponent(article.id)}&locale=en&ref=ja`}>{t('textsLink')}</a>
        {afterLink}
      </p>
      <MediaLibrary chosen={image} onChoose={(item) => form.setValue('image', item.src, { shouldDirty: true })} />
    </article>
  );
}

function NewArticle({
  categories,
  setOutcome,
  onCreated,
}: {
  categories: NewsList['categories'];
  setOutcome: (outcome: Outcome) => void;
  onCreated: (id: string) => void;
}) {
  const t = useT('AdminNews');
  const client = useQueryClient();
  const failed = useFailure(setOutcome);
  const [choosing, setChoosing] = useState(false);
  const form = useSchemaForm(newForm, { id: '', categoryId: categories[0]?.id ?? '', publishedAt: localInput(new Date().toISOString()), image: '' });
  const image = form.watch('image');
  const error = fieldError(form);
  const create = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const created = await adminFetch<Article>('/api/admin/news', {
        method: 'POST',
        body: { ...values, publishedAt: new Date(values.publishedAt).toISOString() },
      });
      await client.invalidateQueries({ queryKey: adminQueryKeys.news });
      onCreated(created.id);
      setOutcome({ kind: 'success', text: t('added', { id: created.id }) });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  return (
    <form onSubmit={create} noValidate aria-labelledby="new-article" className={styles.section}>
      <h2 id="new-article">{t('addHeading')}</h2>
      <TextField label={t('id')} hint={t('idHint')} autoComplete="off" registration={form.register('id')} error={error('id')} />
      <SelectField label={t('category')} registration={form.register('categoryId')} error={error('categoryId')}>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField label={t('published')} type="datetime-local" registration={form.register('publishedAt')} error={error('publishedAt')} />
      <input type="hidden" {...form.register('image')} />
      <p>
        {image ? <img src={mediaSrcAtLeast(image, 480)} alt="" width={160} height={90} className={styles.thumb} /> : null}{' '}
        {error('image') ? <span role="alert">{t('imageMissing')}</span> : null}
        <button type="button" className="button" aria-expanded={choosing} onClick={() => setChoosing((c) => !c)}>
          {image ? t('chooseAnotherImage') : t('chooseImage')}
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
      <SubmitButton pending={form.formState.isSubmitting} label={t('add')} pendingLabel={t('adding')} />
    </form>
  );
}
