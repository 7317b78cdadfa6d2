import type { Metadata } from 'next';
import { ViewerPage, viewerMetadata, type ViewerSearchParams } from '@/components/viewer/viewer-page';
import { paramsLocale, type LocaleParams } from '@/lib/page-metadata';

export async function generateMetadata({ params, searchParams }: LocaleParams & { searchParams: ViewerSearchParams }): Promise<Metadata> {
  return viewerMetadata(await paramsLocale(params), 'image', searchParams);
}

/** /openimg?src=/media/… (without src: the image gallery) — dynamic: the src is checked against the files of this site per request. */
export default async function Page({ params, searchParams }: LocaleParams & { searchParams: ViewerSearchParams }) {
  return <ViewerPage locale={await paramsLocale(params)} kind="image" searchParams={searchParams} />;
}
