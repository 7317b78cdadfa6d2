import 'server-only';
import { sql } from 'drizzle-orm';
import { db, type Queryable } from '../db';

/**
 * The rules addresses and cards share: a user's rows of one kind have exactly one default when
 * there are any. The first row becomes the default; marking another one default moves it; the
 * default cannot be switched off directly; deleting the default hands it to the newest other row.
 * Every change of one user's rows of a kind runs under one advisory lock, so two first rows
 * created at once still end with one default.
 */
export type OwnedKind = 'addresses' | 'cards';

/** Serialises the default changes of one user's rows of this kind (inside the caller's transaction). */
async function lockOwned(kind: OwnedKind, userId: string, q: Queryable): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${userId}`}, 0))`);
}

/** Runs `work` in one transaction that holds the lock of this user's rows of the kind. */
export function inOwnedList<T>(kind: OwnedKind, userId: string, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db().transaction(async (tx) => {
    await lockOwned(kind, userId, tx);
    return work(tx);
  });
}

/**
 * Before a row is written: whether it is to be the default (the user's first row, or asked for),
 * after clearing the current default when it moves.
 */
export async function claimDefault(kind: OwnedKind, userId: string, wanted: boolean | undefined, q: Queryable): Promise<boolean> {
  const table = sql.identifier(kind);
  const any = await q.execute(sql`select 1 from ${table} where user_id = ${userId} limit 1`);
  const isDefault = any.rows.length === 0 || wanted === true;
  if (isDefault) await q.execute(sql`update ${table} set is_default = false where user_id = ${userId} and is_default`);
  return isDefault;
}

/**
 * For an edit: `isDefault: true` on a row that is not the default moves the default to it. Returns
 * what the row's update sets (`isDefault: false` is never written: the default cannot be switched off).
 */
export async function moveDefault(
  kind: OwnedKind,
  userId: string,
  current: { isDefault: boolean },
  wanted: boolean | undefined,
  q: Queryable,
): Promise<{ isDefault?: true }> {
  if (wanted !== true) return {};
  if (!current.isDefault) await q.execute(sql`update ${sql.identifier(kind)} set is_default = false where user_id = ${userId} and is_default`);
  return { isDefault: true };
}

/** Deletes the row; when it was the default, the newest other row takes over. */
async function deleteOwned(kind: OwnedKind, userId: string, current: { id: string; isDefault: boolean }, q: Queryable): Promise<void> {
  const table = sql.identifier(kind);
  await q.execute(sql`delete from ${table} where id = ${current.id} and user_id = ${userId}`);
  if (current.isDefault) {
    await q.execute(sql`update ${table} set is_default = true where id = (
      select id from ${table} where user_id = ${userId} order by created_at desc limit 1)`);
  }
}

/** Deletes one of the user's rows (`get` answers 404 unless it is theirs); a deleted default passes on. */
export function removeOwned(
  kind: OwnedKind,
  userId: string,
  id: string,
  get: (userId: string, id: string, q: Queryable) => Promise<{ id: string; isDefault: boolean }>,
): Promise<void> {
  return inOwnedList(kind, userId, async (tx) => deleteOwned(kind, userId, await get(userId, id, tx), tx));
}
