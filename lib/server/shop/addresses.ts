import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { AddressInput, AddressPatch } from '@/lib/validations/address';
import { db, schema, type Queryable } from '../db';
import { notFound } from '../http/errors';
import { claimDefault, inOwnedList, moveDefault, removeOwned } from './owned-list';
import type { Address } from '@/lib/types/shop';

const a = schema.addresses;

const columns = {
  id: a.id,
  recipient: a.recipient,
  phone: a.phone,
  country: a.country,
  region: a.region,
  city: a.city,
  line1: a.line1,
  line2: a.line2,
  postalCode: a.postalCode,
  isDefault: a.isDefault,
};

export async function listAddresses(userId: string): Promise<Address[]> {
  return db().select(columns).from(a).where(eq(a.userId, userId)).orderBy(desc(a.isDefault), desc(a.createdAt));
}

export async function getAddress(userId: string, id: string, q: Queryable = db()): Promise<Address> {
  const [row] = await q
    .select(columns)
    .from(a)
    .where(and(eq(a.id, id), eq(a.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** Creates an address; the first one, or one marked default, becomes the only default. */
export async function createAddress(userId: string, input: AddressInput): Promise<Address> {
  return inOwnedList('addresses', userId, async (tx) => {
    const isDefault = await claimDefault('addresses', userId, input.isDefault, tx);
    const { isDefault: _ignored, ...fields } = input;
    const [row] = await tx
      .insert(a)
      .values({ ...fields, userId, isDefault })
      .returning(columns);
    return row!;
  });
}

/**
 * Edits the caller's address. `isDefault: true` moves the default here; the default cannot be
 * switched off directly (another address has to become the default), so one always exists.
 */
export async function updateAddress(userId: string, id: string, patch: AddressPatch): Promise<Address> {
  return inOwnedList('addresses', userId, async (tx) => {
    const { isDefault, ...fields } = patch;
    const flag = await moveDefault('addresses', userId, await getAddress(userId, id, tx), isDefault, tx);
    const [row] = await tx
      .update(a)
      .set({ ...fields, ...flag, updatedAt: new Date() })
      .where(and(eq(a.id, id), eq(a.userId, userId)))
      .returning(columns);
    return row!;
  });
}

/** Deletes the caller's address; when it was the default, the most recent other one takes over. */
export function deleteAddress(userId: string, id: string): Promise<void> {
  return removeOwned('addresses', userId, id, getAddress);
}

export type { Address };
