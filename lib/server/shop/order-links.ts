import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens';
import { db, schema, type Queryable } from '../db';

/** How long a mailed order link opens its order. */
export const ORDER_LINK_DAYS = 90;

/**
 * A new link to one order: a 256-bit random token of which only the SHA-256 is stored, with its
 * expiry. Nobody can forge one (there is nothing to sign with but the database row), each can be
 * revoked by deleting its row, and every instance checks it alike. The token travels in the URL's
 * fragment (`/order#…`), so it reaches neither the server's logs nor a cache key.
 */
export async function issueOrderLink(orderId: string, q: Queryable, now = new Date()): Promise<string> {
  const token = newToken();
  await q.insert(schema.orderLinks).values({ tokenHash: hashToken(token), orderId, expiresAt: new Date(now.getTime() + ORDER_LINK_DAYS * 86_400_000) });
  return token;
}

/** The order a link token opens, or null when it is unknown or expired. */
export async function orderOfLink(token: string, q: Queryable = db()): Promise<string | null> {
  const [row] = await q
    .select({ orderId: schema.orderLinks.orderId })
    .from(schema.orderLinks)
    .where(and(eq(schema.orderLinks.tokenHash, hashToken(token)), gt(schema.orderLinks.expiresAt, new Date())));
  return row?.orderId ?? null;
}

/** The site path a link token opens (the order page reads the fragment). */
export const orderLinkPath = (token: string) => `/order#${token}`;
