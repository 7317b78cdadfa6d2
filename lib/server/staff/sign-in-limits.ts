import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import { db, schema } from '../db';

/**
 * Per-account limits of the staff sign-in. They live in PostgreSQL, not in a process: several app
 * instances answer behind nginx, and an attacker spreads guesses over addresses and sign-ins.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The sign-in's clock: tests move it forward instead of sleeping through a lock. */
export const signInClock = { now: (): number => Date.now() };

// ---------- wrong second-factor codes, per staff account ----------
/** Wrong codes (across pending sign-ins and addresses) before each further one must wait. */
export const TOTP_SLOWDOWN_AFTER = 5;
/** The wait doubles with each wrong code past the slowdown threshold, from 1 s up to this. */
export const TOTP_SLOWDOWN_MAX_MS = MINUTE;
/** Wrong codes after which the second factor is locked (the password is never locked by codes). */
export const TOTP_LOCK_AFTER = 20;
export const TOTP_LOCK_MS = 15 * MINUTE;
/** Wrong codes after which the member is told by email (once per run of wrong codes). */
export const TOTP_ALERT_AFTER = 10;

/** What the `failures`-th wrong code in a row does to the account's second factor. */
export function afterWrongCode(failures: number, now: number): { retryAt: Date | null; lockedUntil: Date | null; alert: boolean } {
  const lockedUntil = failures >= TOTP_LOCK_AFTER ? new Date(now + TOTP_LOCK_MS) : null;
  const wait = failures >= TOTP_SLOWDOWN_AFTER ? Math.min(TOTP_SLOWDOWN_MAX_MS, SECOND * 2 ** (failures - TOTP_SLOWDOWN_AFTER)) : 0;
  return { retryAt: wait ? new Date(now + wait) : null, lockedUntil, alert: failures === TOTP_ALERT_AFTER };
}

// ---------- password attempts, per typed email ----------
/** Attempts on one email (from any address) that are not slowed down. */
export const PASSWORD_FREE_ATTEMPTS = 10;
/** Each attempt past those waits twice as long as the one before, from 1 s, at most this long. */
export const PASSWORD_DELAY_MAX_MS = 15 * MINUTE;
/** The count starts again after this long without an attempt (a lock itself never lasts longer than the delay). */
export const PASSWORD_WINDOW_MS = 60 * MINUTE;

export type PasswordAttempt = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * Counts one password attempt on `email` before the password is checked (so a burst of concurrent
 * guesses cannot all pass a check made before any is counted). Refused while the email waits out
 * its delay: then the password is not checked at all.
 */
export async function countPasswordAttempt(email: string): Promise<PasswordAttempt> {
  const now = signInClock.now();
  const t = schema.staffPasswordAttempts;
  return db().transaction(async (tx) => {
    await tx
      .insert(t)
      .values({ email, attempts: 0, lastAttemptAt: new Date(now) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(t).where(eq(t.email, email)).for('update');
    if (row!.lockedUntil && row!.lockedUntil.getTime() > now) return { ok: false, retryAfterMs: row!.lockedUntil.getTime() - now };
    const attempts = now - row!.lastAttemptAt.getTime() > PASSWORD_WINDOW_MS ? 1 : row!.attempts + 1;
    const delay = attempts > PASSWORD_FREE_ATTEMPTS ? Math.min(PASSWORD_DELAY_MAX_MS, SECOND * 2 ** (attempts - PASSWORD_FREE_ATTEMPTS - 1)) : 0;
    await tx
      .update(t)
      .set({ attempts, lastAttemptAt: new Date(now), lockedUntil: delay ? new Date(now + delay) : null })
      .where(eq(t.email, email));
    return { ok: true };
  });
}

/** A correct password: the email's count starts again; rows of quiet emails go too (the table stays small). */
export async function clearPasswordAttempts(email: string): Promise<void> {
  const t = schema.staffPasswordAttempts;
  const stale = new Date(signInClock.now() - PASSWORD_WINDOW_MS - PASSWORD_DELAY_MAX_MS);
  await db()
    .delete(t)
    .where(sql`${t.email} = ${email} or ${lt(t.lastAttemptAt, stale)}`);
}
