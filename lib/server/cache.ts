import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { log } from './log';

/** Cache tags of content; `revalidateTag(tag)` after a content change refreshes the static pages. */
export const TAGS = {
  settings: 'settings',
  products: 'products',
  news: 'news',
  faq: 'faq',
  downloads: 'downloads',
  brand: 'brand',
  investors: 'investors',
  stores: 'stores',
  /** The policies and legal pages (issue 32). */
  policies: 'policies',
  /** The IR section's financial reports and events calendar (issue 17). */
  investorRelations: 'investor-relations',
} as const;

/** Wraps a content reader in Next's data cache under its tags (one entry per argument list). */
export function cached<A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string, tags: string[]) {
  return unstable_cache(fn, [key], { tags });
}

/**
 * Stock that reaches zero, or comes back from zero, changes what the pre-rendered product pages
 * show (availability badge, Add to cart): expire them, in every locale, once the change has
 * committed. With REDIS_URL set, the expiry reaches every instance (scripts/lib/next-cache-handler.mjs).
 */
export function availabilityChanged(productIds: string[], reason: string): void {
  if (productIds.length === 0) return;
  revalidateTag(TAGS.products, { expire: 0 });
  log.info('product pages expired', { reason, products: productIds });
}
