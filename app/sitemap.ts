import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/server/sitemap';

/** /sitemap.xml: every public page in every locale with its xhtml:link alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries();
}
