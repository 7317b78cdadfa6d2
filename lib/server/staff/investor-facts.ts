import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import type { StaffInvestorFacts } from '@/lib/types/staff';
import type { InvestorFactsInput } from '@/lib/validations/investors';
import { TAGS } from '../cache';
import { INVESTOR_FACTS_KEY, readInvestorFacts, type InvestorFacts } from '../content/investor-relations';
import { db, schema, type Queryable } from '../db';
import { conflict } from '../http/errors';
import { log } from '../log';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import { markEdited } from './edit-marks';

/** The facts' version: a digest of the stored value, so any change by anyone (another editor, a forced content import) moves it. */
const version = (facts: InvestorFacts) => createHash('sha256').update(JSON.stringify(facts)).digest('hex');

/** The screen: the share facts and IR contact as stored, and their version. */
export async function investorFactsView(q: Queryable = db()): Promise<StaffInvestorFacts> {
  const facts = await readInvestorFacts(q);
  return { facts, version: version(facts) };
}

/** The fields that differ, with both values: what the audit log keeps. */
function changes(before: InvestorFacts, after: InvestorFacts) {
  const flat = (f: InvestorFacts) => {
    const { contact, ...rest } = f;
    return { ...rest, ...Object.fromEntries(Object.entries(contact).map(([k, v]) => [`contact.${k}`, v])) } as Record<string, unknown>;
  };
  const [b, a] = [flat(before), flat(after)];
  const keys = Object.keys(a).filter((k) => b[k] !== a[k]);
  return { keys, before: Object.fromEntries(keys.map((k) => [k, b[k]])), after: Object.fromEntries(keys.map((k) => [k, a[k]])) };
}

/**
 * Saves the share facts over the version the editor loaded (409 when they changed meanwhile). One
 * transaction with the audit entry (only what changed) and the mark that keeps `content:publish`
 * from overwriting staff work; then the investor pages expire on every instance (settings tag).
 */
export async function updateInvestorFacts(actor: StaffSession, input: { facts: InvestorFactsInput; version: string }, ip: string) {
  const changed = await db().transaction(async (tx) => {
    // The same lock as the other writers of site_settings (settings.ts, market-facts.ts).
    await tx.execute(sql`lock table site_settings in share row exclusive mode`);
    const current = await readInvestorFacts(tx);
    if (version(current) !== input.version) throw conflict('version_conflict');
    const next: InvestorFacts = { ...input.facts, contact: { ...input.facts.contact } };
    const diff = changes(current, next);
    if (!diff.keys.length) return false;
    await markEdited(tx, actor, 'settings', INVESTOR_FACTS_KEY);
    await tx
      .insert(schema.siteSettings)
      .values({ key: INVESTOR_FACTS_KEY, value: next })
      .onConflictDoUpdate({ target: schema.siteSettings.key, set: { value: next } });
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'settings.investor_facts',
      targetType: 'settings',
      targetId: INVESTOR_FACTS_KEY,
      before: diff.before,
      after: diff.after,
      ip,
    });
    return true;
  });
  if (changed) {
    revalidateTag(TAGS.settings, { expire: 0 });
    log.info('pages expired', { reason: 'share facts changed', tag: TAGS.settings });
  }
  return investorFactsView();
}
