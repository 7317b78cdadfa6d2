import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { localeTags, type Locale } from '@/i18n/routing';
import type { DownloadCategory } from '@/lib/server/content/downloads';
import { DownloadsFilter } from './downloads-filter';
import { fileTypeKey, formatBytes } from './format';
import styles from './downloads.module.css';

const archiveHref = (category: string) => `/api/downloads/${category}/archive`;

/**
 * Every download by category (section id = category id, file id = download id, so search
 * results and footer links land on them), each category also as one ZIP, and everything
 * at once under #all.
 */
export async function DownloadsList({ locale, categories }: { locale: Locale; categories: DownloadCategory[] }) {
  const t = await getTranslations({ locale, namespace: 'Downloads' });
  const dateFormat = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'medium', timeZone: 'UTC' });
  const total = categories.reduce((n, c) => n + c.files.length, 0);
  return (
    <>
      <nav aria-label={t('categoriesLabel')} className={styles.tabs}>
        <ul>
          {categories.map((c) => (
            <li key={c.id}>
              <a href={`?category=${c.id}#${c.id}`} data-category-link={c.id} className={styles.tab}>
                {c.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={null}>
        <DownloadsFilter
          categories={categories.map((c) => ({ id: c.id, name: c.name }))}
          labels={{ showing: t.raw('showing') as string, showAll: t('showAll') }}
        />
      </Suspense>
      <section id="all" className={styles.all} aria-labelledby="all-heading">
        <h2 id="all-heading">{t('allHeading')}</h2>
        <p>{t('allText', { count: total })}</p>
        <a href={archiveHref('all')} download className="button button--primary">
          {t('downloadAll')}
        </a>
      </section>
      {categories.map((c) => (
        <section key={c.id} id={c.id} className={styles.category} aria-labelledby={`${c.id}-heading`} data-download-category={c.id}>
          <div className={styles.categoryHead}>
            <h2 id={`${c.id}-heading`}>{c.name}</h2>
            <span className={styles.count}>{t('fileCount', { count: c.files.length })}</span>
            {c.files.length ? (
              <a href={archiveHref(c.id)} download className="button">
                {t('downloadCategory', { category: c.name })}
              </a>
            ) : null}
          </div>
          {c.files.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul className={styles.files}>
              {c.files.map((f) => (
                <li key={f.id} id={f.id} className={styles.file}>
                  <div className={styles.fileText}>
                    <h3>{f.title}</h3>
                    <p>{f.description}</p>
                    <dl className={styles.facts}>
                      <div>
                        <dt>{t('type')}</dt>
                        <dd>{t(`types.${fileTypeKey(f.mime)}`)}</dd>
                      </div>
                      <div>
                        <dt>{t('size')}</dt>
                        <dd>{formatBytes(locale, f.bytes)}</dd>
                      </div>
                      <div>
                        <dt>{t('published')}</dt>
                        <dd>
                          <time dateTime={f.publishedAt}>{dateFormat.format(new Date(`${f.publishedAt}T00:00:00Z`))}</time>
                        </dd>
                      </div>
                    </dl>
                  </div>
                  <a href={f.file} download className="button button--primary">
                    {t('download')}
                    <span className="visually-hidden">: {f.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
