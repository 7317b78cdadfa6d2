import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { safeRedirectPath } from '@/lib/client/safe-redirect';
import { ogCard, routeMetadata } from '@/lib/page-metadata';
import { pageMetadata } from '@/lib/seo';
import type { ViewerKind } from '@/lib/media/viewer-src';
import { imageSize, resolveViewerSrc, videoPoster } from '@/lib/server/media';
import { getImageGallery, getVideoGallery } from '@/lib/server/content/gallery';
import { imageFacts } from '@/lib/server/media/image-facts';
import { mediaUse, type MediaUse } from '@/lib/server/media-use';
import { RoutePage } from '../layout/route-page';
import { ImageGalleryView, VideoGalleryView } from './gallery';
import { MediaViewer } from './media-viewer';

export type ViewerSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** `report` → `report`, `c4-launch` → `c4 launch`: a readable name for the alt text. */
function displayName(src: string): string {
  const file = src.slice(src.lastIndexOf('/') + 1);
  return file
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}

const GALLERY = { image: '/openimg', video: '/openvideo' } as const;

/** The content that uses the file, read once per request for the page and its metadata. */
const viewedMedia = cache((src: string, locale: Locale) => mediaUse(src, locale));

/**
 * What the viewer shows, in words: a product photo by its product, colour and number, other files
 * by the content that uses them, and by the file's name only when nothing does.
 */
function subjectOf(use: MediaUse | null, src: string, t: (key: 'productPhoto', values: { product: string; colour: string; number: number }) => string): string {
  if (use?.photo) return t('productPhoto', { product: use.alt, colour: use.photo.colour, number: use.photo.number });
  return use?.alt ?? displayName(src);
}

/**
 * A viewer page: `src` is validated on the server on every request (it cannot be
 * pre-rendered per file); anything that is not a media file of this site is a 404. Without
 * `src`, the page is the gallery of every image (or video) of the site's content.
 */
export async function ViewerPage({ locale, kind, searchParams }: { locale: Locale; kind: ViewerKind; searchParams: ViewerSearchParams }) {
  setRequestLocale(locale);
  const query = await searchParams;
  const raw = query.src;
  if (raw === undefined)
    return kind === 'image' ? (
      <RoutePage locale={locale} page="gallery">
        <ImageGalleryView locale={locale} gallery={await getImageGallery(locale)} />
      </RoutePage>
    ) : (
      <RoutePage locale={locale} page="videos">
        <VideoGalleryView locale={locale} videos={await getVideoGallery(locale)} />
      </RoutePage>
    );
  const src = await resolveViewerSrc(kind, Array.isArray(raw) ? undefined : raw);
  if (!src) notFound();
  const t = await getTranslations({ locale, namespace: 'Viewer' });
  const size = kind === 'image' ? await imageSize(src) : null;
  const poster = kind === 'video' ? await videoPoster(src) : null;
  const [use, facts] = await Promise.all([viewedMedia(src, locale), imageFacts(src, locale)]);
  const subject = subjectOf(use, src, t);
  return (
    <MediaViewer
      kind={kind}
      src={src}
      poster={poster}
      width={size?.width}
      height={size?.height}
      // Closing returns to the page that opened the viewer, else the page that shows the file, else the gallery.
      returnHref={safeRedirectPath(typeof query.from === 'string' ? query.from : null, getPathname({ locale, href: use?.page ?? GALLERY[kind] }))}
      labels={{
        title: kind === 'image' ? t('imageTitle') : t('videoTitle'),
        close: t('close'),
        zoomIn: t('zoomIn'),
        zoomOut: t('zoomOut'),
        hint: kind === 'image' ? t('imageHint') : t('videoHint'),
        unsupported: t('unsupported'),
        play: t('play'),
        pause: t('pause'),
        mute: t('mute'),
        unmute: t('unmute'),
        seek: t('seek'),
        download: t('download'),
        // A library image's own alt text in this language says best what it shows; else the content that uses it.
        alt: facts.alt ?? (use ? subject : kind === 'image' ? t('imageAlt', { name: subject }) : t('videoLabel', { name: subject })),
      }}
    />
  );
}

/**
 * The galleries are pages of their own (indexed, in the sitemap); a viewer of one file is a view of
 * other content: not indexed, canonical on the gallery, titled by what it shows and its kind.
 */
export async function viewerMetadata(locale: Locale, kind: ViewerKind, searchParams: ViewerSearchParams): Promise<Metadata> {
  const raw = (await searchParams).src;
  if (raw === undefined) return routeMetadata(locale, kind === 'image' ? 'gallery' : 'videos', GALLERY[kind]);
  const noindex = { robots: { index: false, follow: true } };
  const page = kind === 'image' ? 'openimg' : 'openvideo';
  const src = await resolveViewerSrc(kind, Array.isArray(raw) ? undefined : raw);
  if (!src) return routeMetadata(locale, page, GALLERY[kind], noindex);
  const [t, pages] = await Promise.all([getTranslations({ locale, namespace: 'Viewer' }), getTranslations({ locale, namespace: 'Pages' })]);
  const subject = subjectOf(await viewedMedia(src, locale), src, t);
  const title = kind === 'image' ? t('imagePageTitle', { subject }) : t('videoPageTitle', { subject });
  return pageMetadata(locale, GALLERY[kind], title, pages(`${page}.description`), noindex, await ogCard(locale, { kind: 'page', id: page }, title));
}
