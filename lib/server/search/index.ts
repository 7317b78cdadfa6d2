import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { SearchResponse, Suggestion } from '@/lib/types/catalogue';
import type { SearchType } from '@/lib/validations/search';
import { db } from '../db';
import { runSearch, type SearchHit } from './engine';

export type { SearchHit };

export type { SearchResponse, SearchResult, Suggestion } from '@/lib/types/catalogue';

const BODY_EXCERPT = 2000;

/** Site search over products, news, FAQ and downloads; `q` must already be validated. */
export async function search(q: string, locale: Locale, options: { type?: SearchType; limit: number }): Promise<SearchResponse> {
  const outcome = await runSearch(db(), q, { locale, type: options.type, limit: options.limit });
  return {
    query: q,
    results: outcome.hits.map((h) => ({
      type: h.type as SearchType,
      id: h.refId,
      locale: h.locale,
      title: h.title,
      summary: h.summary,
      body: h.body.slice(0, BODY_EXCERPT),
      url: h.url,
      score: Math.round(h.score * 1000) / 1000,
    })),
    counts: outcome.counts,
    total: outcome.total,
    capped: outcome.capped,
  };
}

/** Title suggestions for the header search box. */
export async function suggest(q: string, locale: Locale, limit: number): Promise<Suggestion[]> {
  const outcome = await runSearch(db(), q, { locale, limit, titlesOnly: true });
  return outcome.hits.map((h) => ({ type: h.type as SearchType, title: h.title, url: h.url }));
}
