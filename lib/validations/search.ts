import './jitless';
import { z } from 'zod';

export const SEARCH_TYPES = ['product', 'news', 'faq', 'download'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Queries are at most this long; longer ones are refused (400), never truncated silently. */
export const MAX_QUERY_LENGTH = 499;

// Control characters (C0, DEL, C1) never belong in a typed query; tabs and newlines from a
// paste are refused as well, which keeps the rule simple and the error obvious.
const CONTROL = /\p{Cc}/u;

export const searchQuery = z
  .string()
  .max(MAX_QUERY_LENGTH)
  .refine((q) => !CONTROL.test(q), { message: '@fieldInvalid' })
  .transform((q) => q.trim())
  .refine((q) => q.length > 0, { message: '@fieldRequired' })
  // A query made only of punctuation has no searchable word.
  .refine((q) => /[\p{L}\p{N}]/u.test(q), { message: '@fieldInvalid' });

export const searchParams = z.object({
  q: searchQuery,
  type: z.enum(SEARCH_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const suggestParams = z.object({
  q: searchQuery,
  limit: z.coerce.number().int().min(1).max(10).default(8),
});

/** The query of the /searchlist page: invalid input means "no query", an empty page. */
export function pageQuery(raw: string | string[] | undefined): string | null {
  const result = searchQuery.safeParse(Array.isArray(raw) ? raw[0] : raw);
  return result.success ? result.data : null;
}

/** The type filter of the /searchlist page: one of the types, else none (every type). */
export function pageType(raw: string | string[] | undefined): SearchType | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (SEARCH_TYPES as readonly string[]).includes(value ?? '') ? (value as SearchType) : null;
}
