import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { shopFixtures } from '@/test/shop-fixtures';
import { closeDb, db, schema } from './db';
import { SWEEP_GRACE_MS, sweepExpired } from './sweep';

const fx = shopFixtures();
afterAll(async () => {
  await fx.cleanup();
  await closeDb();
});

const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
const token = () => randomBytes(16).toString('hex');

describe('the sweep of expired sign-ins and links', () => {
  it('deletes sessions and reset tokens a day after they expired, and keeps the rest', async () => {
    expect(SWEEP_GRACE_MS).toBe(24 * 3_600_000);
    const user = await fx.user();
    const sessions = await db()
      .insert(schema.sessions)
      .values([hours(-49), hours(-2), hours(24)].map((expiresAt) => ({ userId: user.id, tokenHash: token(), expiresAt })))
      .returning({ id: schema.sessions.id, expiresAt: schema.sessions.expiresAt });
    const resets = await db()
      .insert(schema.passwordResets)
      .values([hours(-30), hours(-1)].map((expiresAt) => ({ userId: user.id, tokenHash: token(), expiresAt })))
      .returning({ id: schema.passwordResets.id });

    const swept = await sweepExpired();
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    expect(swept.passwordResets).toBeGreaterThanOrEqual(1);

    const left = await db().select({ id: schema.sessions.id }).from(schema.sessions).where(eq(schema.sessions.userId, user.id));
    const mine = left.map((s) => s.id).filter((id) => sessions.some((s) => s.id === id));
    // Long expired: gone. Expired two hours ago (an "expired" answer still has its row) and valid: kept.
    expect(mine.sort()).toEqual([sessions[1]!.id, sessions[2]!.id].sort());
    const resetsLeft = await db()
      .select({ id: schema.passwordResets.id })
      .from(schema.passwordResets)
      .where(
        inArray(
          schema.passwordResets.id,
          resets.map((r) => r.id),
        ),
      );
    expect(resetsLeft.map((r) => r.id)).toEqual([resets[1]!.id]);
    // The session fx.user signed in with is valid and untouched.
    expect(left).toHaveLength(3);
  });
});
