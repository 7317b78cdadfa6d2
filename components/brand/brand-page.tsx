import { getTranslations } from 'next-intl/server';
import { RoutePage } from '@/components/layout/route-page';
import { getPathname, Link } from '@/i18n/navigation';
import { mediaSrcSet } from '@/lib/media/uploaded';
import { viewerHref } from '@/lib/media/viewer-src';
import type { Locale } from '@/i18n/routing';
import { imageFacts } from '@/lib/server/media/image-facts';
import { getBrandContent, type BrandContent, type Certificate, type TimelineEvent } from '@/lib/server/content/brand';
import styles from './brand.module.css';

/**
 * Brand page: one section per brand section (its id is the anchor), with a table of contents.
 * `preview`: a staff preview's content instead of the published one.
 */
export async function BrandPage({ locale, preview }: { locale: Locale; preview?: BrandContent }) {
  const [t, content] = await Promise.all([getTranslations({ locale, namespace: 'Brand' }), preview ?? getBrandContent(locale)]);
  // A section's picture is described by its alt text in this language (none written: alt="", as it
  // always was beside the section's own words); a history event's picture is cropped around its focal point.
  const [sectionFacts, timelineFacts] = await Promise.all([
    Promise.all(content.sections.map((s) => imageFacts(s.image, locale))),
    Promise.all(content.timeline.map((e) => imageFacts(e.image, locale))),
  ]);
  return (
    <RoutePage locale={locale} page="brand">
      <div className={styles.layout}>
        <nav aria-labelledby="brand-toc" className={styles.toc}>
          <h2 id="brand-toc" className={styles.tocHeading}>
            {t('toc')}
          </h2>
          <ol>
            {content.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.sections}>
          {content.sections.map((section, i) => (
            <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
              <div className={styles.sectionText}>
                <h2 id={`${section.id}-heading`}>{section.title}</h2>
                {/* Rich text as lib/server/rich-text.ts left it: only paragraphs, headings, emphasis, lists, quotes, links. */}
                <div className={styles.richText} dangerouslySetInnerHTML={{ __html: section.html }} />
              </div>
              {section.image && section.id !== 'honors' && section.id !== 'history' ? (
                <img
                  src={section.image}
                  alt={sectionFacts[i]!.alt ?? ''}
                  width={1200}
                  height={800}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  className={styles.sectionImage}
                />
              ) : null}
              {section.id === 'history' ? <Timeline events={content.timeline} positions={timelineFacts.map((f) => f.position)} label={t('timeline')} /> : null}
              {section.id === 'honors' ? (
                <Certificates
                  items={content.certificates}
                  label={t('certificates')}
                  open={t('openCertificate')}
                  from={getPathname({ locale, href: '/brand' })}
                />
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </RoutePage>
  );
}

function Timeline({ events, positions, label }: { events: TimelineEvent[]; positions: (string | undefined)[]; label: string }) {
  return (
    <ol className={styles.timeline} aria-label={label}>
      {events.map((e, i) => (
        <li key={e.id}>
          <span className={styles.year}>{e.year}</span>
          <h3>{e.title}</h3>
          <p>{e.text}</p>
          {/* Beside its title and text, the picture adds nothing a reader needs in words: alt="". */}
          {e.image ? (
            <img
              src={e.image}
              srcSet={mediaSrcSet(e.image)}
              sizes="(min-width: 48rem) 20rem, 100vw"
              alt=""
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              className={styles.timelineImage}
              style={positions[i] ? { objectPosition: positions[i] } : undefined}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function Certificates({ items, label, open, from }: { items: Certificate[]; label: string; open: string; from: string }) {
  return (
    <ul className={styles.certificates} aria-label={label}>
      {items.map((c) => (
        <li key={c.id}>
          <Link href={viewerHref('image', c.image, from)} className={styles.certificate} data-opens-dialog>
            <img src={c.image} alt="" width={600} height={800} loading="lazy" decoding="async" />
            <span className={styles.certificateTitle}>{c.title}</span>
            <span className={styles.certificateYear}>{c.year}</span>
            <span className="visually-hidden">{open}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
