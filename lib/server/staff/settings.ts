import 'server-only';
import type { StaffSettings } from '@/lib/types/staff';
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { locales, type Locale } from '@/i18n/routing';
import { STAT_IDS, type CompanyTexts, type SiteFacts, type SiteOperations, type StatId } from '@/lib/validations/settings';
import { TAGS } from '../cache';
import { db, schema, type Queryable, readAll } from '../db';
import { conflict } from '../http/errors';
import { IP_HASH_SALT_KEY } from '../public-forms';
import { log } from '../log';
import { INVESTOR_FACTS_KEY } from '../content/investor-relations';
import { MARKET_FACTS_KEY } from '../shop/shipping';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import { SOURCE_LOCALE, statusOf, type TranslationStatus } from './content';

const base = schema.siteSettings;
const texts = schema.siteSettingTexts;
const state = schema.translationState;
/** The settings are one item of the translation state: their company name and address per locale. */
const ITEM = { kind: 'settings', itemId: 'site' } as const;
const TEXT_KEYS = ['companyName', 'address'] as const;

type Stored = { base: Record<string, unknown>; texts: Partial<Record<Locale, Partial<CompanyTexts>>>; version: string };

/**
 * Rows of site_settings that are no part of this screen's version: the salt the server keeps for
 * itself, and the market facts and share facts, which have their own forms and versions
 * (./market-facts.ts, ./investor-facts.ts).
 */
const INTERNAL_KEYS = [IP_HASH_SALT_KEY, MARKET_FACTS_KEY, INVESTOR_FACTS_KEY];

/**
 * Everything stored, and its version: a digest of every row staff edit. Any change by anyone
 * (another editor, `content:publish --force`) moves it, so a form saved over a newer state answers
 * 409; the salt the first public form of a database writes does not (it made an editor's save a
 * conflict once).
 */
async function stored(q: Queryable): Promise<Stored> {
  const [allBaseRows, textRows] = await readAll(q, [
    () => q.select().from(base).orderBy(asc(base.key)),
    () => q.select().from(texts).orderBy(asc(texts.key), asc(texts.locale)),
  ]);
  const baseRows = allBaseRows.filter((row) => !INTERNAL_KEYS.includes(row.key));
  const version = createHash('sha256')
    .update(JSON.stringify([baseRows, textRows]))
    .digest('hex');
  const byLocale: Stored['texts'] = {};
  for (const row of textRows) {
    if (!(locales as readonly string[]).includes(row.locale)) continue;
    (byLocale[row.locale as Locale] ??= {})[row.key as keyof CompanyTexts] = row.value;
  }
  return { base: Object.fromEntries(baseRows.map((r) => [r.key, r.value])), texts: byLocale, version };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

function factsOf(s: Stored): SiteFacts {
  const social = obj(s.base.social);
  const appStore = obj(s.base.appStore);
  const stats = obj(s.base.stats);
  return {
    hotline: str(s.base.hotline),
    hotlineTel: str(s.base.hotlineTel),
    hoursOpen: str(s.base.hoursOpen),
    hoursClose: str(s.base.hoursClose),
    email: str(s.base.email),
    phone: str(s.base.phone),
    fax: str(s.base.fax),
    socialHandle: str(social.handle),
    socialUrl: str(social.url),
    iosUrl: str(appStore.ios),
    androidUrl: str(appStore.android),
    stats: Object.fromEntries(
      STAT_IDS.map((id) => {
        const stat = obj(stats[id]);
        return [id, { value: typeof stat.value === 'number' ? stat.value : 0, plus: stat.plus === true }];
      }),
    ) as Record<StatId, { value: number; plus: boolean }>,
    texts: Object.fromEntries(locales.map((l) => [l, { companyName: s.texts[l]?.companyName ?? '', address: s.texts[l]?.address ?? '' }])) as Record<
      Locale,
      CompanyTexts
    >,
  };
}

function operationsOf(s: Stored): SiteOperations {
  const shipping = obj(s.base.shipping);
  return {
    staffEmail: str(s.base.staffEmail),
    flatRateCents: Number(shipping.flatRateCents ?? 0),
    freeThresholdCents: Number(shipping.freeThresholdCents ?? 0),
  };
}

async function translationOf(q: Queryable, s: Stored): Promise<Record<Locale, TranslationStatus>> {
  const rows = await q
    .select({ locale: state.locale, revision: state.revision, basedOn: state.basedOn })
    .from(state)
    .where(and(eq(state.kind, ITEM.kind), eq(state.itemId, ITEM.itemId)));
  const byLocale = new Map(rows.map((r) => [r.locale, r]));
  const sourceRevision = byLocale.get(SOURCE_LOCALE)?.revision;
  return Object.fromEntries(
    locales.map((l) => {
      const present = TEXT_KEYS.every((k) => Boolean(s.texts[l]?.[k]));
      return [l, statusOf(l, present, byLocale.get(l)?.basedOn, sourceRevision)];
    }),
  ) as Record<Locale, TranslationStatus>;
}

/** The settings screen: the facts, the admin-only operations, each locale's translation status, the version. */
export async function siteSettingsView(q: Queryable = db()): Promise<StaffSettings> {
  const s = await stored(q);
  return { facts: factsOf(s), operations: operationsOf(s), translation: await translationOf(q, s), version: s.version };
}

/**
 * Keeps writers of the settings in line. The translation state first, as the content files' seed
 * locks it (share row exclusive) before it writes the settings: the same order, no deadlock.
 */
async function lockSettings(q: Queryable) {
  await q.execute(sql`lock table translation_state in row exclusive mode`);
  await q.execute(sql`lock table site_settings, site_setting_texts in share row exclusive mode`);
}

/** The keys of `after` whose values differ from `before`'s, with both values: what the audit log keeps. */
function changes<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    keys,
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

async function putBase(q: Queryable, key: string, value: unknown) {
  await q.insert(base).values({ key, value }).onConflictDoUpdate({ target: base.key, set: { value } });
}

/**
 * Marks the settings as written in the back office (the content files no longer overwrite them
 * unless forced) and moves the translation state: a changed English text is a new revision, and
 * the locales saved or confirmed with it are translations of that revision.
 */
async function markEdited(q: Queryable, actor: StaffSession, translated: Locale[], sourceChanged: boolean) {
  const [source] = await q
    .select({ revision: state.revision })
    .from(state)
    .where(and(eq(state.kind, ITEM.kind), eq(state.itemId, ITEM.itemId), eq(state.locale, SOURCE_LOCALE)))
    .for('update');
  const revision = (source?.revision ?? 1) + (sourceChanged ? 1 : 0);
  const now = new Date();
  const rows = [...new Set<Locale>([SOURCE_LOCALE, ...translated])].map((locale) => ({
    ...ITEM,
    locale,
    revision: locale === SOURCE_LOCALE ? revision : 1,
    basedOn: revision,
    editedIn: 'back_office' as const,
    updatedAt: now,
    updatedBy: actor.staff.id,
  }));
  await q
    .insert(state)
    .values(rows)
    .onConflictDoUpdate({
      target: [state.kind, state.itemId, state.locale],
      set: {
        revision: sql`case when excluded.locale = ${SOURCE_LOCALE} then excluded.revision else ${state.revision} end`,
        basedOn: sql`excluded.based_on`,
        editedIn: sql`excluded.edited_in`,
        updatedAt: sql`excluded.updated_at`,
        updatedBy: sql`excluded.updated_by`,
      },
    });
}

function expire(reason: string) {
  // The footer, contact and home pages of every locale show these: expire every page built from them.
  revalidateTag(TAGS.settings, { expire: 0 });
  log.info('pages expired', { reason, tag: TAGS.settings });
}

/**
 * Saves the facts editors keep (contact details, hours, app links, statistics, the company name and
 * address in every locale) over the version the editor loaded: 409 when anything changed meanwhile.
 * `confirmed`: locales whose unchanged texts the editor checked against the current English.
 * One transaction with the audit entry (only what changed, before and after); then every page expires.
 */
export async function updateSiteFacts(actor: StaffSession, input: { facts: SiteFacts; version: string; confirmed?: Locale[] }, ip: string) {
  const changed = await db().transaction(async (tx) => {
    await lockSettings(tx);
    const current = await stored(tx);
    if (current.version !== input.version) throw conflict('version_conflict');
    const before = factsOf(current);
    const { texts: beforeTexts, ...beforeRest } = before;
    const { texts: afterTexts, ...afterRest } = input.facts;
    const diff = changes(beforeRest, afterRest);
    const localesChanged = locales.filter((l) => JSON.stringify(beforeTexts[l]) !== JSON.stringify(afterTexts[l]));
    const confirmed = (input.confirmed ?? []).filter((l) => l !== SOURCE_LOCALE && !localesChanged.includes(l));
    if (!diff.keys.length && !localesChanged.length && !confirmed.length) return false;

    const f = input.facts;
    const next: Record<string, unknown> = {
      hotline: f.hotline,
      hotlineTel: f.hotlineTel,
      hoursOpen: f.hoursOpen,
      hoursClose: f.hoursClose,
      email: f.email,
      phone: f.phone,
      fax: f.fax,
      social: { ...obj(current.base.social), handle: f.socialHandle, url: f.socialUrl },
      appStore: { ...obj(current.base.appStore), ios: f.iosUrl, android: f.androidUrl },
      stats: f.stats,
    };
    for (const [key, value] of Object.entries(next)) {
      if (JSON.stringify(current.base[key]) !== JSON.stringify(value)) await putBase(tx, key, value);
    }
    const textRows = localesChanged.flatMap((locale) => TEXT_KEYS.map((key) => ({ key, locale, value: afterTexts[locale][key] })));
    if (textRows.length) {
      await tx
        .insert(texts)
        .values(textRows)
        .onConflictDoUpdate({ target: [texts.key, texts.locale], set: { value: sql`excluded.value` } });
    }
    await markEdited(tx, actor, [...localesChanged, ...confirmed], localesChanged.includes(SOURCE_LOCALE));
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'settings.update',
      targetType: 'settings',
      targetId: ITEM.itemId,
      before: { ...diff.before, texts: Object.fromEntries(localesChanged.map((l) => [l, beforeTexts[l]])) },
      after: { ...diff.after, texts: Object.fromEntries(localesChanged.map((l) => [l, afterTexts[l]])), confirmed },
      ip,
    });
    return true;
  });
  if (changed) expire('site settings changed');
  return siteSettingsView();
}

/** Admins only: where visitor messages are copied, and the shipping rates. Same version check, audit and expiry. */
export async function updateSiteOperations(actor: StaffSession, input: { operations: SiteOperations; version: string }, ip: string) {
  const changed = await db().transaction(async (tx) => {
    await lockSettings(tx);
    const current = await stored(tx);
    if (current.version !== input.version) throw conflict('version_conflict');
    const diff = changes(operationsOf(current), input.operations);
    if (!diff.keys.length) return false;
    const { staffEmail, flatRateCents, freeThresholdCents } = input.operations;
    if (diff.keys.includes('staffEmail')) await putBase(tx, 'staffEmail', staffEmail);
    if (diff.keys.some((k) => k !== 'staffEmail')) await putBase(tx, 'shipping', { ...obj(current.base.shipping), flatRateCents, freeThresholdCents });
    await markEdited(tx, actor, [], false);
    await recordAudit(tx, {
      actor: actor.staff,
      action: 'settings.operations',
      targetType: 'settings',
      targetId: ITEM.itemId,
      before: diff.before,
      after: diff.after,
      ip,
    });
    return true;
  });
  if (changed) expire('shop settings changed');
  return siteSettingsView();
}
