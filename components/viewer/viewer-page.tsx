import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { safeRedirectPath } from '@/lib/client/safe-redirect';
import { routeMetadata } from '@/lib/page-metadata';
import type { ViewerKind } from '@/lib/media/viewer-src';
import { imageSize, resolveViewerSrc, videoPoster } from '@/lib/server/media';
import { mediaAlt } from '@/lib/server/media-alt';
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

/**
 * A viewer page: `src` is validated on the server on every request (it cannot be
 * pre-rendered per file); anything that is not a media file of this site is a 404.
 */
export async function ViewerPage({ locale, kind, searchParams }: { locale: Locale; kind: ViewerKind; searchParams: ViewerSearchParams }) {
  setRequestLocale(locale);
  const query = await searchParams;
  const raw = query.src;
  const src = await resolveViewerSrc(kind, Array.isArray(raw) ? undefined : raw);
  if (!src) notFound();
  const t = await getTranslations({ locale, namespace: 'Viewer' });
  const size = kind === 'image' ? await imageSize(src) : null;
  const poster = kind === 'video' ? await videoPoster(src) : null;
  // What the file shows, from the content that uses it; the file's name only when nothing does.
  const described = await mediaAlt(src, locale);
  const name = displayName(src);
  return (
    <MediaViewer
      kind={kind}
      src={src}
      poster={poster}
      width={size?.width}
      height={size?.height}
      returnHref={safeRedirectPath(typeof query.from === 'string' ? query.from : null, getPathname({ locale, href: '/index' }))}
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
        alt: described ?? (kind === 'image' ? t('imageAlt', { name }) : t('videoLabel', { name })),
      }}
    />
  );
}

/** Viewer pages are per-request views of other content: not indexed, canonical on the bare route. */
export async function viewerMetadata(locale: Locale, kind: ViewerKind): Promise<Metadata> {
  const path = kind === 'image' ? '/openimg' : '/openvideo';
  return routeMetadata(locale, kind === 'image' ? 'openimg' : 'openvideo', path, { robots: { index: false, follow: true } });
}
