import 'server-only';
import { unstable_cache } from 'next/cache';

/** Cache tags of content; `revalidateTag(tag)` after a content change refreshes the static pages. */
export const TAGS = {
  settings: 'settings',
  products: 'products',
  news: 'news',
  faq: 'faq',
  downloads: 'downloads',
  brand: 'brand',
} as const;

/** Wraps a content reader in Next's data cache under its tags (one entry per argument list). */
export function cached<A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string, tags: string[]) {
  return unstable_cache(fn, [key], { tags });
}
