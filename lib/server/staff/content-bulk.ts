import 'server-only';
import type { BulkConfirmResult, BulkRefusal } from '@/lib/types/staff';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { TRANSLATED_LOCALES, type BulkConfirmInput } from '@/lib/validations/content';
import { db, schema, type Queryable } from '../db';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import { SOURCE_LOCALE, statusOf } from './content';
import type { ContentSpec } from './content-kinds';

const state = schema.translationState;

/**
 * Why a translation was not marked: `missing` (no text in that language), `not_outdated` (already
 * current) are left alone while the rest goes ahead; `english_changed` (the English text changed
 * after the editor saw it) and `not_found` (no such item) stop the whole action.
 */
export type { BulkConfirmResult, BulkRefusal };
const STOPS: readonly BulkRefusal[] = ['english_changed', 'not_found'];

/** Rolls the transaction back while keeping the summary of what stopped it. */
class Stopped extends Error {
  constructor(readonly result: BulkConfirmResult) {
    super('bulk confirm stopped');
    this.name = 'Stopped';
  }
}

async function lockedState(tx: Queryable, spec: ContentSpec, id: string, locale: Locale, mode: 'share' | 'update') {
  const [row] = await tx
    .select({ revision: state.revision, basedOn: state.basedOn })
    .from(state)
    .where(and(eq(state.kind, spec.kind), eq(state.itemId, id), eq(state.locale, locale)))
    .for(mode);
  return row ?? null;
}

/**
 * The bulk form of "still correct" (confirmTranslation): every outdated translation of the given
 * items, in one locale or all nine, is marked up to date with the English revision the editor saw,
 * in one transaction with one audit entry per item and locale. Missing and current translations
 * are named in the answer and left as they are; an item that is gone or whose English text changed
 * since the editor saw it stops everything (nothing is changed, the answer says why).
 */
export async function confirmTranslations(spec: ContentSpec, actor: StaffSession, input: BulkConfirmInput, ip: string): Promise<BulkConfirmResult> {
  const targets: Locale[] = input.locale === 'all' ? [...TRANSLATED_LOCALES] : [input.locale];
  // One entry per item, in a fixed order so that two bulk actions lock rows in the same order.
  const items = [...new Map(input.items.map((i) => [i.id, i])).values()].sort((a, b) => a.id.localeCompare(b.id));
  try {
    return await db().transaction(async (tx) => {
      const result: BulkConfirmResult = { applied: true, confirmed: [], refused: [] };
      for (const item of items) {
        if (!(await spec.exists(tx, item.id))) {
          result.refused.push({ id: item.id, locale: null, reason: 'not_found' });
          continue;
        }
        // Shared lock: the English text cannot be published while its translations are confirmed against it.
        const source = (await lockedState(tx, spec, item.id, SOURCE_LOCALE, 'share'))?.revision ?? 1;
        if (source !== item.revision) {
          result.refused.push({ id: item.id, locale: null, reason: 'english_changed' });
          continue;
        }
        for (const locale of targets) {
          const own = await lockedState(tx, spec, item.id, locale, 'update');
          const present = (await spec.read(tx, item.id, locale)) !== null;
          const status = statusOf(locale, present, own?.basedOn, source, spec.ownTexts?.(item.id));
          if (status !== 'outdated') {
            result.refused.push({ id: item.id, locale, reason: status === 'missing' ? 'missing' : 'not_outdated' });
            continue;
          }
          const next = { basedOn: source, updatedAt: new Date(), updatedBy: actor.staff.id };
          await tx
            .insert(state)
            .values({ kind: spec.kind, itemId: item.id, locale, ...next })
            .onConflictDoUpdate({ target: [state.kind, state.itemId, state.locale], set: next });
          await recordAudit(tx, {
            actor: actor.staff,
            action: 'content.confirm',
            targetType: spec.kind,
            targetId: `${item.id}/${locale}`,
            before: { basedOn: own?.basedOn ?? 1 },
            after: { basedOn: source, bulk: true },
            ip,
          });
          result.confirmed.push({ id: item.id, locale });
        }
      }
      const stops = result.refused.filter((r) => STOPS.includes(r.reason));
      if (stops.length) throw new Stopped({ applied: false, confirmed: [], refused: stops });
      return result;
    });
  } catch (error) {
    if (error instanceof Stopped) return error.result;
    throw error;
  }
}
