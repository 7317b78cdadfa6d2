/**
 * Builds `search_documents` from the catalogue, news, FAQ and downloads, one row per item and
 * locale. Called by the seed (and by content editors later) inside their transaction.
 * No 'server-only' import: the seed script runs this module outside Next.js.
 */
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { isLocale } from '../../../i18n/routing';
import { factValues, renderFacts } from '../../shop/fact-text';
import { effectiveFacts, overridesFrom } from '../../shop/market-fact-overrides';
import { marketOf } from '../../shop/market-ids';
import { indexText } from '../../search/fold';

type Tx = Pick<NodePgDatabase, 'execute'>;

interface SourceRow extends Record<string, unknown> {
  type: string;
  ref_id: string;
  locale: string;
  title: string;
  summary: string;
  body: string;
  url: string;
}

/** Rebuilds take turns (a transaction-scoped advisory lock): two publishes at once each delete and re-insert every row, and the second would meet the first's rows (23505). */
const REBUILD_LOCK = sql`select pg_advisory_xact_lock(hashtext('pawtrail:search-index'))`;

export async function rebuildSearchIndex(tx: Tx): Promise<number> {
  await tx.execute(REBUILD_LOCK);
  const { rows } = await tx.execute<SourceRow>(sql`
    select 'product' as type, p.id as ref_id, t.locale, t.name as title, t.tagline || ' ' || t.summary as summary,
           t.description as body, '/productsShow?id=' || p.id as url
      from products p join product_texts t on t.product_id = p.id
     where p.status = 'active'
    union all
    select 'news', n.id, t.locale, t.title, t.summary, t.body, '/newsShow?id=' || n.id
      from news n join news_texts t on t.news_id = n.id
    union all
    select 'faq', f.id, t.locale, t.question, '', t.answer, '/problems#' || f.id
      from faqs f join faq_texts t on t.faq_id = f.id
    union all
    select 'download', d.id, t.locale, t.title, t.description, '', '/downlish#' || d.id
      from downloads d join download_texts t on t.download_id = d.id`);
  // FAQ answers quote market facts as placeholders: index what the reader sees ("4,99 €", not "{shippingFee}"),
  // with the staff's market facts and US shipping setting over the tables, as the FAQ page renders them.
  const settings = await tx.execute<{ key: string; value: unknown }>(sql`select key, value from site_settings where key in ('market_facts', 'shipping')`);
  const setting = (key: string) => settings.rows.find((s) => s.key === key)?.value;
  const overrides = overridesFrom(setting('market_facts'));
  const us = setting('shipping') as { flatRateCents?: number; freeThresholdCents?: number } | undefined;
  const usShipping = us ? { flatRateCents: Number(us.flatRateCents ?? 0), freeThresholdCents: Number(us.freeThresholdCents ?? 0) } : null;
  for (const r of rows) {
    if (r.type === 'faq' && isLocale(r.locale)) {
      const market = marketOf(r.locale);
      const { rule, facts } = effectiveFacts(market, overrides[market], market === 'US' ? usShipping : null);
      const values = factValues(r.locale, market, rule, facts);
      r.title = renderFacts(r.title, values);
      r.body = renderFacts(r.body, values);
    }
  }
  await tx.execute(sql`delete from search_documents`);
  for (let i = 0; i < rows.length; i += 300) {
    const chunk = rows.slice(i, i + 300);
    const values = sql.join(
      chunk.map(
        (r) => sql`(${r.type}, ${r.ref_id}, ${r.locale}, ${r.title}, ${r.summary}, ${r.body}, ${r.url},
      ${indexText(r.title)}, ${indexText(r.summary)}, ${indexText(r.body)})`,
      ),
      sql`, `,
    );
    await tx.execute(sql`insert into search_documents
      (type, ref_id, locale, title, summary, body, url, title_folded, summary_folded, body_folded) values ${values}`);
  }
  return rows.length;
}
