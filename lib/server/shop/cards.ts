import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { CardInput, CardPatch } from '@/lib/validations/card';
import { db, schema, type Queryable } from '../db';
import { notFound } from '../http/errors';
import { paymentProvider } from '../payments/provider';
import { getAddress } from './addresses';
import { claimDefault, inOwnedList, moveDefault, removeOwned } from './owned-list';
import type { SavedCard } from '@/lib/types/shop';

const c = schema.cards;

const columns = {
  id: c.id,
  brand: c.brand,
  last4: c.last4,
  expMonth: c.expMonth,
  expYear: c.expYear,
  holder: c.holder,
  billingAddressId: c.billingAddressId,
  isDefault: c.isDefault,
};

export async function listCards(userId: string): Promise<SavedCard[]> {
  return db().select(columns).from(c).where(eq(c.userId, userId)).orderBy(desc(c.isDefault), desc(c.createdAt));
}

export async function getCard(userId: string, id: string, q: Queryable = db()): Promise<SavedCard> {
  const [row] = await q
    .select(columns)
    .from(c)
    .where(and(eq(c.id, id), eq(c.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** The provider token of the caller's card (checkout only). */
export async function cardToken(userId: string, id: string, q: Queryable): Promise<SavedCard & { token: string }> {
  const [row] = await q
    .select({ ...columns, token: c.providerToken })
    .from(c)
    .where(and(eq(c.id, id), eq(c.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** A billing address must be one of the caller's own. */
async function checkBilling(userId: string, addressId: string | null | undefined, q: Queryable) {
  if (addressId) await getAddress(userId, addressId, q);
}

/**
 * Saves a card: the number and CVC go to the provider, which answers a token; only the token,
 * brand, last four, expiry and holder are stored. The first card becomes the default.
 */
export async function createCard(userId: string, input: CardInput): Promise<SavedCard> {
  await checkBilling(userId, input.billingAddressId, db());
  const { token, brand, last4 } = await paymentProvider().tokenize({
    number: input.number,
    cvc: input.cvc,
    expMonth: input.expMonth,
    expYear: input.expYear,
    holder: input.holder,
  });
  return inOwnedList('cards', userId, async (tx) => {
    const isDefault = await claimDefault('cards', userId, input.isDefault, tx);
    const [row] = await tx
      .insert(c)
      .values({
        userId,
        providerToken: token,
        brand,
        last4,
        expMonth: input.expMonth,
        expYear: input.expYear,
        holder: input.holder,
        billingAddressId: input.billingAddressId ?? null,
        isDefault,
      })
      .returning(columns);
    return row!;
  });
}

export async function updateCard(userId: string, id: string, patch: CardPatch): Promise<SavedCard> {
  return inOwnedList('cards', userId, async (tx) => {
    const current = await getCard(userId, id, tx);
    await checkBilling(userId, patch.billingAddressId, tx);
    const { isDefault, ...fields } = patch;
    const flag = await moveDefault('cards', userId, current, isDefault, tx);
    const [row] = await tx
      .update(c)
      .set({ ...fields, ...flag, updatedAt: new Date() })
      .where(and(eq(c.id, id), eq(c.userId, userId)))
      .returning(columns);
    return row!;
  });
}

/** Deletes the caller's card; when it was the default, the most recent other one takes over. */
export function deleteCard(userId: string, id: string): Promise<void> {
  return removeOwned('cards', userId, id, getCard);
}

export type { SavedCard };
