import { handler, json } from '@/lib/server/http/handler';
import { findStores } from '@/lib/server/stores';
import { storeQuery } from '@/lib/validations/stores';

/**
 * GET /api/stores?country=&q=&kind=&page=&lat=&lon= — one page of stores and agents: a city in any
 * spelling or a postcode prefix, by country and kind; nearest first when lat and lon are given.
 * The store finder on /stores reads it as the visitor types (SWR).
 */
export const GET = handler({ query: storeQuery }, async ({ query }) => json(await findStores(query)));
