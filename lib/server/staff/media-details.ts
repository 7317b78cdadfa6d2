import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { locales } from '@/i18n/routing';
import type { StaffMedia, StaffMediaTags } from '@/lib/types/staff';
import type { MediaUpdate } from '@/lib/validations/media';
import { db, schema } from '../db';
import { assertVersion, notFound } from '../http/errors';
import { log } from '../log';
import { mediaTag } from '../media/image-facts';
import { recordAudit } from './audit';
import type { StaffSession } from './auth';
import { mediaUsage } from './media';

// What the library keeps about an image beside its file: alt text per language, focal point, tags.

const m = schema.media;

/**
 * Saves an image's alt texts, focal point and tags over the version the editor loaded (409
 * `version_conflict` otherwise, nothing saved). Alt texts merge by language: an empty one removes
 * that language's. Tags are kept once each, in alphabetical order. One transaction with the audit
 * entry (`media.update`, only what changed); then every page showing the image expires in every
 * language (its cache tag), on every instance with REDIS_URL.
 */
export async function updateMedia(actor: StaffSession, id: string, input: MediaUpdate, ip: string): Promise<StaffMedia> {
  const changed = await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ alt: m.alt, focalX: m.focalX, focalY: m.focalY, tags: m.tags, updatedAt: m.updatedAt })
      .from(m)
      .where(eq(m.id, id))
      .for('update');
    if (!row) throw notFound();
    assertVersion(row.updatedAt, input.updatedAt);
    const merged = { ...row.alt };
    for (const [locale, text] of Object.entries(input.alt ?? {})) {
      if (text) merged[locale as keyof typeof merged] = text;
      else delete merged[locale as keyof typeof merged];
    }
    // Kept in the site's language order, so an unchanged set compares equal.
    const alt = Object.fromEntries(locales.filter((l) => merged[l]).map((l) => [l, merged[l]!]));
    const focal = input.focal ?? { x: row.focalX, y: row.focalY };
    const tags = input.tags ? [...new Set(input.tags)].sort() : [...row.tags].sort();
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const beforeAlt = Object.fromEntries(locales.filter((l) => row.alt[l]).map((l) => [l, row.alt[l]!]));
    for (const locale of locales)
      if ((beforeAlt[locale] ?? '') !== (alt[locale] ?? '')) {
        before[`alt.${locale}`] = beforeAlt[locale] ?? null;
        after[`alt.${locale}`] = alt[locale] ?? null;
      }
    if (focal.x !== row.focalX || focal.y !== row.focalY) {
      before.focal = { x: row.focalX, y: row.focalY };
      after.focal = focal;
    }
    if (tags.join('\n') !== [...row.tags].sort().join('\n')) {
      before.tags = [...row.tags].sort();
      after.tags = tags;
    }
    if (Object.keys(after).length === 0) return false;
    await tx.update(m).set({ alt, focalX: focal.x, focalY: focal.y, tags, updatedAt: new Date() }).where(eq(m.id, id));
    await recordAudit(tx, { actor: actor.staff, action: 'media.update', targetType: 'media', targetId: id, before, after, ip });
    return true;
  });
  if (changed) {
    revalidateTag(mediaTag(id), { expire: 0 });
    log.info('pages expired', { reason: 'image details changed', tag: mediaTag(id) });
  }
  return (await mediaUsage(id)).image;
}

/** Every tag of the library with the number of images carrying it, alphabetical. */
export async function mediaTagList(): Promise<StaffMediaTags> {
  const { rows } = await db().execute<{ tag: string; count: number }>(
    sql`select tag, count(*)::int as count from ${m}, unnest(${m.tags}) as tag group by tag order by tag`,
  );
  return { items: rows.map((r) => ({ tag: r.tag, count: r.count })) };
}
