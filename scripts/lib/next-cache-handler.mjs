// Next.js's cache handler (next.config.ts `cacheHandler`): Next's own file-system cache, plus
// tag expiry shared through Redis when REDIS_URL is set, so that `revalidateTag` on any instance
// expires the pages and data built from that tag on every instance.
//
// Each instance keeps its rendered pages and cached reads on its own disk, as before; what must be
// shared is only *which tags expired when*. That is Next's tags manifest (a map in the process):
// every revalidation is written to a Redis hash (the durable record, read in full by an instance
// when it connects) and published on a channel (applied by the running instances at once). An
// entry older than its tag's expiry is then a miss everywhere and is rendered afresh.
//
// Written here rather than taken from a package: @neshca/cache-handler is unmaintained and does not
// support Next 16; @fortedigital/nextjs-cache-handler moves every page into Redis, which this site
// does not need (docs/architecture.md, "Several instances").
import Redis from 'ioredis';
// Next's file-system cache and its tags manifest (a map every bundle shares), checked on load.
import { FileSystemCache, tagsManifest } from './next-seam.mjs';

const say = (level, msg, fields = {}) => {
  const line = JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields });
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
};

/** Applies a revalidation from another instance (or Redis' record): the later one wins per tag. */
export function applyTagExpiry(tag, entry) {
  const current = tagsManifest.get(tag);
  if (current?.at !== undefined && entry.at !== undefined && current.at >= entry.at) return;
  tagsManifest.set(tag, { ...current, ...entry });
}

class TagSync {
  constructor(url, prefix) {
    this.key = `${prefix}:next-tags`;
    /** Revalidations not yet in Redis (it was unreachable): written when it is back. */
    this.pending = new Map();
    this.reported = false;
    const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectionName: 'pawtrail-cache-tags' };
    this.client = new Redis(url, options);
    this.subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
    const onError = (error) => {
      if (!this.reported) say('error', 'redis unreachable: cache expiry reaches this instance only until it is back', { error: error.message });
      this.reported = true;
    };
    this.client.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (_channel, message) => {
      try {
        for (const [tag, entry] of Object.entries(JSON.parse(message))) applyTagExpiry(tag, entry);
      } catch (error) {
        say('error', 'unreadable cache expiry message', { error: error instanceof Error ? error.message : String(error) });
      }
    });
    // Subscribe first, then read the record, so that no revalidation falls between the two.
    this.subscriber.on('ready', () => {
      this.subscriber.subscribe(this.key).then(
        () => this.catchUp(),
        (error) => onError(error),
      );
    });
    this.client.on('ready', () => {
      this.reported = false;
      void this.flush();
    });
  }

  async catchUp() {
    try {
      const record = await this.client.hgetall(this.key);
      for (const [tag, value] of Object.entries(record)) applyTagExpiry(tag, JSON.parse(value));
    } catch (error) {
      say('error', 'could not read the cache expiry record', { error: error instanceof Error ? error.message : String(error) });
    }
  }

  async publish(entries) {
    for (const [tag, entry] of Object.entries(entries)) this.pending.set(tag, entry);
    await this.flush();
  }

  async flush() {
    if (this.pending.size === 0 || this.client.status !== 'ready') return;
    const entries = Object.fromEntries(this.pending);
    this.pending.clear();
    try {
      await this.client
        .multi()
        .hset(this.key, Object.fromEntries(Object.entries(entries).map(([tag, entry]) => [tag, JSON.stringify(entry)])))
        .publish(this.key, JSON.stringify(entries))
        .exec();
    } catch (error) {
      for (const [tag, entry] of Object.entries(entries)) if (!this.pending.has(tag)) this.pending.set(tag, entry);
      say('error', 'could not share a cache expiry; retried when Redis is back', { error: error instanceof Error ? error.message : String(error) });
    }
  }
}

const globalForSync = globalThis;

/** The process's one connection pair, or null (no REDIS_URL, or inside `next build`). */
function tagSync() {
  const url = process.env.REDIS_URL;
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return null;
  globalForSync.pawtrailTagSync ??= new TagSync(url, process.env.REDIS_PREFIX || 'pawtrail');
  return globalForSync.pawtrailTagSync;
}

/**
 * RENDER_AFTER_START=1 (the container image): what was rendered before this process started is
 * rendered again on first request. The image is built against the demo content, not the
 * production database, so its pre-rendered pages must not be served.
 */
const startedAt = Date.now();
const renderAfterStart = process.env.RENDER_AFTER_START === '1' && process.env.NEXT_PHASE !== 'phase-production-build';

export default class PawtrailCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    // Connect when the server starts, not on the first publish, so the record is read before pages are served.
    tagSync();
  }

  async get(key, ctx) {
    const data = await super.get(key, ctx);
    if (data && renderAfterStart && (data.lastModified ?? 0) < startedAt) return null;
    return data;
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const sync = tagSync();
    if (!sync) return;
    const at = Date.now();
    const entries = {};
    for (const tag of typeof tags === 'string' ? [tags] : tags) {
      const entry = { ...tagsManifest.get(tag), at };
      tagsManifest.set(tag, entry);
      entries[tag] = entry;
    }
    if (Object.keys(entries).length > 0) await sync.publish(entries);
  }
}
