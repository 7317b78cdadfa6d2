import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { defaultFact, editableFacts, factLimits, type FactOverride, type FactOverrides } from '@/lib/shop/market-fact-overrides';
import { MARKETS } from '@/lib/shop/markets';
import type { StaffMarketFacts } from '@/lib/types/staff';
import { TAGS } from '../cache';
import { db, schema, type Queryable, readAll } from '../db';
import { conflict } from '../http/errors';
import { log } from '../log';
import { factOverrides, MARKET_FACTS_KEY, shippingRule } from '../shop/shipping';
import { rebuildSearchIndex } from '../search/indexer';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';

const version = (overrides: FactOverrides) => createHash('sha256').update(JSON.stringify(overrides)).digest('hex');

/** Keys in a fixed order, markets without an override left out: the stored value and its digest do not depend on the form's order. */
function normalized(overrides: FactOverrides): FactOverrides {
  const out: FactOverrides = {};
  for (const market of MARKETS) {
    const o = overrides[market] ?? {};
    const kept = Object.fromEntries(
      editableFacts(market).flatMap((f) => (o[f] !== undefined && o[f] !== defaultFact(market, f) ? [[f, o[f]]] : [])),
    ) as FactOverride;
    if (Object.keys(kept).length) out[market] = kept;
  }
  return out;
}

/** The screen: per market, each editable fact with its default, range and current value; the US shipping setting it does not edit; the version. */
export async function marketFactsView(q: Queryable = db()): Promise<StaffMarketFacts> {
  const [overrides, us] = await readAll(q, [() => factOverrides(q), () => shippingRule(q)]);
  return {
    markets: MARKETS.map((market) => ({
      market,
      facts: editableFacts(market).map((fact) => ({
        fact,
        default: defaultFact(market, fact),
        value: overrides[market]?.[fact] ?? defaultFact(market, fact),
        ...factLimits(market, fact),
      })),
    })),
    usShipping: us,
    version: version(normalized(overrides)),
  };
}

/**
 * Saves the market facts over the version the editor loaded (409 when they changed meanwhile):
 * values equal to the code's are stored as no override (a reset). One transaction with the audit
 * entry (the markets that changed, before and after) and the search index's FAQ answers rebuilt
 * with the new values; then every page quoting them expires, on
 * every instance (the settings tag: FAQ, policies, legal pages, the cached market reader).
 */
export async function updateMarketFacts(actor: StaffSession, input: { overrides: FactOverrides; version: string }, ip: string) {
  const changed = await db().transaction(async (tx) => {
    await tx.execute(sql`lock table site_settings in share row exclusive mode`);
    const current = normalized(await factOverrides(tx));
    if (version(current) !== input.version) throw conflict('version_conflict');
    const next = normalized(input.overrides);
    const markets = MARKETS.filter((m) => JSON.stringify(current[m] ?? {}) !== JSON.stringify(next[m] ?? {}));
    if (!markets.length) return false;
    await tx
      .insert(schema.siteSettings)
      .values({ key: MARKET_FACTS_KEY, value: next })
      .onConflictDoUpdate({ target: schema.siteSettings.key, set: { value: next } });
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'settings.market_facts',
      targetType: 'settings',
      targetId: MARKET_FACTS_KEY,
      before: Object.fromEntries(markets.map((m) => [m, current[m] ?? {}])),
      after: Object.fromEntries(markets.map((m) => [m, next[m] ?? {}])),
      ip,
    });
    // The search index holds the FAQ answers as readers see them: with the new values.
    await rebuildSearchIndex(tx);
    return true;
  });
  if (changed) {
    revalidateTag(TAGS.settings, { expire: 0 });
    log.info('pages expired', { reason: 'market facts changed', tag: TAGS.settings });
  }
  return marketFactsView();
}
