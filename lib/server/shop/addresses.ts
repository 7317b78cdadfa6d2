import 'server-only';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AddressInput, AddressPatch } from '@/lib/validations/address';
import { db, schema } from '../db';
import { notFound } from '../http/errors';
import type { Queryable } from './products';
import type { Address } from '@/lib/types/shop';

const a = schema.addresses;

const columns = {
  id: a.id, recipient: a.recipient, phone: a.phone, country: a.country, region: a.region, city: a.city,
  line1: a.line1, line2: a.line2, postalCode: a.postalCode, isDefault: a.isDefault,
};

/** Serialises default changes of one user (two first addresses created at once stay one default). */
export async function lockUserRows(userId: string, kind: string, q: Queryable): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${userId}`}, 0))`);
}

export async function listAddresses(userId: string): Promise<Address[]> {
  return db().select(columns).from(a).where(eq(a.userId, userId)).orderBy(desc(a.isDefault), desc(a.createdAt));
}

export async function getAddress(userId: string, id: string, q: Queryable = db()): Promise<Address> {
  const [row] = await q.select(columns).from(a).where(and(eq(a.id, id), eq(a.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** Creates an address; the first one, or one marked default, becomes the only default. */
export async function createAddress(userId: string, input: AddressInput): Promise<Address> {
  return db().transaction(async (tx) => {
    await lockUserRows(userId, 'addresses', tx);
    const [any] = await tx.select({ id: a.id }).from(a).where(eq(a.userId, userId)).limit(1);
    const isDefault = !any || input.isDefault === true;
    if (isDefault) await tx.update(a).set({ isDefault: false }).where(and(eq(a.userId, userId), eq(a.isDefault, true)));
    const { isDefault: _ignored, ...fields } = input;
    const [row] = await tx.insert(a).values({ ...fields, userId, isDefault }).returning(columns);
    return row!;
  });
}

/**
 * Edits the caller's address. `isDefault: true` moves the default here; the default cannot be
 * switched off directly (another address has to become the default), so one always exists.
 */
export async function updateAddress(userId: string, id: string, patch: AddressPatch): Promise<Address> {
  return db().transaction(async (tx) => {
    await lockUserRows(userId, 'addresses', tx);
    const current = await getAddress(userId, id, tx);
    const { isDefault, ...fields } = patch;
    if (isDefault === true && !current.isDefault) {
      await tx.update(a).set({ isDefault: false }).where(and(eq(a.userId, userId), eq(a.isDefault, true)));
    }
    const [row] = await tx.update(a)
      .set({ ...fields, ...(isDefault === true ? { isDefault: true } : {}), updatedAt: new Date() })
      .where(and(eq(a.id, id), eq(a.userId, userId))).returning(columns);
    return row!;
  });
}

/** Deletes the caller's address; when it was the default, the most recent other one takes over. */
export async function deleteAddress(userId: string, id: string): Promise<void> {
  await db().transaction(async (tx) => {
    await lockUserRows(userId, 'addresses', tx);
    const current = await getAddress(userId, id, tx);
    await tx.delete(a).where(and(eq(a.id, id), eq(a.userId, userId)));
    if (current.isDefault) {
      const [next] = await tx.select({ id: a.id }).from(a).where(and(eq(a.userId, userId), ne(a.id, id))).orderBy(desc(a.createdAt)).limit(1);
      if (next) await tx.update(a).set({ isDefault: true }).where(eq(a.id, next.id));
    }
  });
}

export type { Address };
