import 'server-only';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { env } from './env';
import { log } from './log';

export interface LimitResult {
  ok: boolean;
  /** Seconds until the window frees a slot (0 when ok). */
  retryAfter: number;
  remaining: number;
}

export interface LimitRule {
  max: number;
  windowMs: number;
}

/**
 * Counters from rate-limiter-flexible: in this process (RateLimiterMemory), or with REDIS_URL in
 * Redis (RateLimiterRedis: one Lua script increments and sets the expiry atomically, so a key can
 * never be left without one). A Redis outage falls back to an in-memory insurance limiter with the
 * same rule, so it degrades to per-instance limits instead of failing the request.
 */
interface Backend {
  redis?: Redis;
  /** Settles once the first connection attempt did (ready, error, or 1 s): until then calls wait for it. */
  connected: Promise<void>;
  prefix: string;
  limiters: Map<string, RateLimiterAbstract>;
}

const globalForLimits = globalThis as unknown as { pawtrailLimiters?: Backend };

function createBackend(redisUrl: string | undefined, prefix: string): Backend {
  let redis: Redis | undefined;
  let connected = Promise.resolve();
  if (redisUrl) {
    // No offline queue: while Redis is unreachable, calls go straight to the insurance limiter
    // instead of waiting for reconnection.
    redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    // One line per outage, not one per reconnection attempt.
    let reported = false;
    redis.on('ready', () => {
      reported = false;
    });
    redis.on('error', (error) => {
      if (!reported) log.error('redis unreachable: rate limits fall back to this instance', { error });
      reported = true;
    });
    // Without this wait, the first attempts after an instance starts would be counted in its
    // memory (the insurance limiter) while the connection is still being made, not across instances.
    const client = redis;
    connected = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 1000);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      client.once('ready', done);
      client.once('error', done);
    });
  }
  return { redis, connected, prefix, limiters: new Map() };
}

function backend(): Backend {
  globalForLimits.pawtrailLimiters ??= createBackend(env().REDIS_URL, `${env().REDIS_PREFIX}:rl`);
  return globalForLimits.pawtrailLimiters;
}

/**
 * Replaces the limiter store (tests: Redis or memory, and a key prefix unique to the run).
 * Resolves once a Redis connection is ready, or at once when it cannot be reached.
 */
export async function useLimiterStore(options: { redisUrl?: string; prefix: string }): Promise<void> {
  await closeLimiterStore();
  const next = createBackend(options.redisUrl, options.prefix);
  globalForLimits.pawtrailLimiters = next;
  const redis = next.redis;
  if (redis && redis.status !== 'ready') {
    await new Promise<void>((resolve) => {
      redis.once('ready', () => resolve());
      redis.once('error', () => resolve());
    });
  }
}

export async function closeLimiterStore(): Promise<void> {
  const current = globalForLimits.pawtrailLimiters;
  globalForLimits.pawtrailLimiters = undefined;
  if (current?.redis) current.redis.disconnect();
}

async function limiterFor(rule: LimitRule): Promise<RateLimiterAbstract> {
  const b = backend();
  await b.connected;
  const duration = Math.max(1, Math.ceil(rule.windowMs / 1000));
  const name = `${rule.max}:${duration}`;
  let limiter = b.limiters.get(name);
  if (!limiter) {
    // Each rule has its own key prefix, as the library asks of limiters with different options.
    const keyPrefix = `${b.prefix}:${name}`;
    const memory = new RateLimiterMemory({ points: rule.max, duration, keyPrefix });
    limiter = b.redis
      ? new RateLimiterRedis({ storeClient: b.redis, points: rule.max, duration, keyPrefix, rejectIfRedisNotReady: true, insuranceLimiter: memory })
      : memory;
    b.limiters.set(name, limiter);
  }
  return limiter;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Counts `points` attempts under `key` before anything else happens (consume first: concurrent
 * attempts cannot all pass a check made before they are counted); `ok` is false once the rule's
 * `max` is used up in the current window.
 */
export async function consume(key: string, rule: LimitRule, points = 1): Promise<LimitResult> {
  try {
    const res = await (await limiterFor(rule)).consume(key, points);
    return { ok: true, retryAfter: 0, remaining: res.remainingPoints };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ok: false, retryAfter: seconds(rejection.msBeforeNext), remaining: 0 };
    throw rejection;
  }
}

/** How many attempts `key` used in its current window, without counting one. */
export async function consumed(key: string, rule: LimitRule): Promise<number> {
  const res = await (await limiterFor(rule)).get(key);
  return res?.consumedPoints ?? 0;
}

/** Gives back `points` (e.g. a successful attempt that should not count against an address). */
export async function reward(key: string, rule: LimitRule, points = 1): Promise<void> {
  await (await limiterFor(rule)).reward(key, points);
}

export async function resetRateLimit(key: string, rule: LimitRule): Promise<void> {
  await (await limiterFor(rule)).delete(key);
}

/** Counts one attempt under `key` (the older call shape of `consume`). */
export function rateLimit(key: string, max: number, windowMs: number): Promise<LimitResult> {
  return consume(key, { max, windowMs });
}
