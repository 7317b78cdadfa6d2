// An investor alert to 2,000 subscribers survives an instance killed in the middle of it (issue 33):
// an article is published for the first time in a language (a scheduled publication, as an
// editor's Publish does it), its alert mails are queued in the outbox, the instance's mail worker
// starts delivering them, and the instance is killed with SIGKILL part-way. A new instance
// delivers the rest: every subscriber has the mail, and no more than the worker's concurrency
// (MAIL_WORKER_CONCURRENCY: the mails that were on the wire at the kill) arrive twice.
// Run by `npm test` after the other scale tests, against the build and database it prepared;
// needs Redis like them (the instances share the cache expiry through it), and is skipped without it.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import Redis from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { sparePort } from '../../scripts/lib/bare-next.mjs';
import { log, redisUrl, skipReason, startInstance, waitHealthy } from './instances.mjs';

const skip = await skipReason('alert-fanout');

const SUBSCRIBERS = 2_000;
// A language no other test publishes a new article in; the article is this test's own.
const LOCALE = 'it';
// The worker's settings for these instances: the duplicate bound is the concurrency.
const CONCURRENCY = 4;
const LEASE_MS = 3_000;

/**
 * The subscribers' mail server: counts what each recipient received. It answers each message after
 * a few milliseconds, as a real server does, so that the mailing lasts long enough to be cut.
 */
function countingSink() {
  const received = new Map();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('error', callback);
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) received.set(address.toLowerCase(), (received.get(address.toLowerCase()) ?? 0) + 1);
        total += 1;
        setTimeout(callback, 3);
      });
    },
  });
  // The connections of the instance killed mid-way end with a reset: expected here, not an error of the test.
  server.on('error', (error) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  return {
    received,
    get total() {
      return total;
    },
    listen: () =>
      new Promise((resolve) => {
        server.listen(0, '127.0.0.1', () => resolve(`smtp://127.0.0.1:${server.server.address().port}`));
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Polls `condition` every 20 ms until it holds; fails after `ms`. */
async function until(condition, ms, what) {
  const end = Date.now() + ms;
  while (!(await condition())) {
    assert.ok(Date.now() < end, `timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('an alert mailing cut by SIGKILL', { skip: skip ?? false }, () => {
  const prefix = `fanout-${randomBytes(4).toString('hex')}`;
  const article = prefix;
  const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `${prefix}-${i}@subscribers.example`);
  const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const sink = countingSink();
  const instances = [];
  let smtpUrl;
  let staffId;

  const start = async () => {
    const instance = startInstance(await sparePort(), {
      REDIS_PREFIX: prefix,
      XSRF_SECRET: randomBytes(32).toString('base64url'),
      SMTP_URL: smtpUrl,
      MAIL_WORKER_CONCURRENCY: String(CONCURRENCY),
      MAIL_LEASE_MS: String(LEASE_MS),
      MAIL_WORKER_INTERVAL_MS: '500',
      PUBLISH_SCHEDULER_INTERVAL_MS: '500',
      SHUTDOWN_READY_DELAY_MS: '500',
    });
    instances.push(instance);
    await waitHealthy(instance);
    return instance;
  };

  before(async () => {
    smtpUrl = await sink.listen();
    ({
      rows: [{ id: staffId }],
    } = await db.query(`insert into staff (email, name, role, password_hash) values ($1, 'Fanout Scale', 'editor', 'never-signs-in') returning id`, [
      `${prefix}@staff.example`,
    ]));
    // Confirmed subscribers of news in Italian, as the double opt-in leaves them.
    await db.query(
      `insert into alert_subscriptions (email, status, locale, topics, unsubscribe_token, confirmed_at)
       select e, 'active', $2, '{news}', md5(random()::text || e) || md5(e), now() from unnest($1::text[]) as e`,
      [emails, LOCALE],
    );
    // An article of the news category with no Italian text yet: its first Italian publication sends the alert.
    await db.query(`insert into news (id, category_id, published_at, image) values ($1, 'corporate', '2001-01-01', '/images/news/placeholder.jpg')`, [article]);
  });

  after(async () => {
    for (const { child } of instances) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(instances.map(({ child }) => (child.exitCode === null && child.signalCode === null ? new Promise((r) => child.once('exit', r)) : null)));
    await db.query('delete from outbox where "to" like $1', [`${prefix}-%`]);
    await db.query('delete from alert_subscriptions where email like $1', [`${prefix}-%`]);
    // The article goes with its texts and its dispatch record (on delete cascade); then what the publication wrote beside it.
    await db.query('delete from content_drafts where kind = $1 and item_id = $2', ['news', article]);
    await db.query('delete from content_versions where kind = $1 and item_id = $2', ['news', article]);
    await db.query('delete from translation_state where kind = $1 and item_id = $2', ['news', article]);
    await db.query('delete from search_documents where type = $1 and ref_id = $2', ['news', article]);
    await db.query('delete from news where id = $1', [article]);
    if (staffId) await db.query('delete from staff where id = $1', [staffId]);
    await db.end();
    await sink.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it(`every one of ${SUBSCRIBERS} subscribers gets the alert after the instance is killed mid-way, at most ${CONCURRENCY} twice`, async () => {
    const began = Date.now();
    const first = await start();
    const mine = () => emails.filter((e) => sink.received.has(e)).length;

    await db.query(`insert into content_drafts (kind, item_id, locale, fields, updated_by) values ('news', $1, $2, $3, $4)`, [
      article,
      LOCALE,
      JSON.stringify({ title: `Pawtrail apre a Milano (${prefix})`, summary: 'Un nuovo ufficio.', source: 'Pawtrail', body: '<p>Un nuovo ufficio.</p>' }),
      staffId,
    ]);
    await db.query(
      `insert into content_schedules (kind, item_id, locale, publish_at, time_zone, scheduled_by, scheduled_by_name, scheduled_by_email)
       values ('news', $1, $2, now(), 'Europe/Rome', $3, 'Fanout Scale', $4)`,
      [article, LOCALE, staffId, `${prefix}@staff.example`],
    );

    // Published, and the whole mailing queued with it (one transaction).
    await until(async () => (await db.query('select 1 from alert_dispatches where news_id = $1', [article])).rowCount === 1, 60_000, 'the publication');
    const queued = await db.query('select count(*)::int as n from outbox where "to" like $1', [`${prefix}-%`]);
    assert.equal(queued.rows[0].n, SUBSCRIBERS);

    // Some have it, not all: the instance dies.
    await until(() => mine() >= SUBSCRIBERS / 10, 60_000, 'the first alerts to arrive');
    first.child.kill('SIGKILL');
    await new Promise((r) => (first.child.exitCode === null && first.child.signalCode === null ? first.child.once('exit', r) : r()));
    const atKill = mine();
    log(`instance killed after ${atKill} of ${SUBSCRIBERS} subscribers had the alert (${Date.now() - began} ms)`);
    assert.ok(atKill < SUBSCRIBERS, 'the mailing was over before the instance was killed');

    // A new instance delivers the rest: what the dead one held comes back after its lease.
    const restarted = Date.now();
    await start();
    await until(() => mine() === SUBSCRIBERS, 120_000, 'every subscriber to have the alert');
    await until(
      async () => (await db.query('select count(*)::int as n from outbox where "to" like $1 and sent_at is null', [`${prefix}-%`])).rows[0].n === 0,
      30_000,
      'the outbox to record every alert as sent',
    );
    log(`the rest arrived ${Date.now() - restarted} ms after the restart; whole test ${Date.now() - began} ms`);

    const counts = emails.map((e) => sink.received.get(e) ?? 0);
    assert.equal(counts.filter((n) => n === 0).length, 0, 'subscribers without the alert');
    const duplicates = counts.reduce((sum, n) => sum + n - 1, 0);
    log(`${duplicates} duplicate(s) (bound: MAIL_WORKER_CONCURRENCY = ${CONCURRENCY})`);
    assert.ok(duplicates <= CONCURRENCY, `${duplicates} subscribers got the alert twice or more; at most ${CONCURRENCY} were in flight`);
    const dead = await db.query('select count(*)::int as n from outbox where "to" like $1 and dead_at is not null', [`${prefix}-%`]);
    assert.equal(dead.rows[0].n, 0);
  });
});
