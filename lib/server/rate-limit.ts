import 'server-only';
import Redis from 'ioredis';
import { env } from './env';
import { log } from './log';

export interface LimitResult {
  ok: boolean;
  /** Seconds until the window frees a slot (0 when ok). */
  retryAfter: number;
  remaining: number;
}

interface Store {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The current count without adding to it. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
}

/** Fixed-window counters in this process (the single-instance default). */
class MemoryStore implements Store {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    w.count += 1;
    return { count: w.count, resetInMs: w.resetAt - now };
  }
  async peek(key: string) {
    const now = Date.now();
    const w = this.windows.get(key);
    return !w || w.resetAt <= now ? { count: 0, resetInMs: 0 } : { count: w.count, resetInMs: w.resetAt - now };
  }
  async reset(key: string) {
    this.windows.delete(key);
  }
  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

/** Counters shared by every app instance (REDIS_URL). */
class RedisStore implements Store {
  constructor(private readonly redis: Redis) {}
  async hit(key: string, windowMs: number) {
    const k = `rl:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
    if (ttl < 0) await this.redis.pexpire(k, windowMs);
    return { count, resetInMs: ttl < 0 ? windowMs : ttl };
  }
  async peek(key: string) {
    const k = `rl:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().get(k).pttl(k).exec()) as [[null, string | null], [null, number]];
    return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
  }
  async reset(key: string) {
    await this.redis.del(`rl:${key}`);
  }
}

const globalForLimits = globalThis as unknown as { pawtrailLimitStore?: Store };

function store(): Store {
  // A dev reload keeps globalThis: a store made by an older version of this module is replaced.
  if (!globalForLimits.pawtrailLimitStore || typeof globalForLimits.pawtrailLimitStore.peek !== 'function') {
    const url = env().REDIS_URL;
    if (url) {
      const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
      redis.on('error', (error) => log.error('redis error', { error }));
      globalForLimits.pawtrailLimitStore = new RedisStore(redis);
    } else {
      globalForLimits.pawtrailLimitStore = new MemoryStore();
    }
  }
  return globalForLimits.pawtrailLimitStore;
}

/** Counts one attempt under `key`; `ok` is false once `max` attempts fell in the current window. */
export async function rateLimit(key: string, max: number, windowMs: number): Promise<LimitResult> {
  const { count, resetInMs } = await store().hit(key, windowMs);
  const ok = count <= max;
  return { ok, retryAfter: ok ? 0 : Math.ceil(resetInMs / 1000), remaining: Math.max(0, max - count) };
}

/**
 * Whether `key` is already at `max` in its window, without counting an attempt: for limits on
 * failures (counted with rateLimit only when an attempt fails), checked before each attempt.
 */
export async function rateLimitStatus(key: string, max: number): Promise<LimitResult> {
  const { count, resetInMs } = await store().peek(key);
  const ok = count < max;
  return { ok, retryAfter: ok ? 0 : Math.max(1, Math.ceil(resetInMs / 1000)), remaining: Math.max(0, max - count) };
}

export async function resetRateLimit(key: string): Promise<void> {
  await store().reset(key);
}
