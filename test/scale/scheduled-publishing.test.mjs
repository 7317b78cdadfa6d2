// Scheduled publishing with two app instances sharing PostgreSQL and Redis (issue 33): each runs
// its own scheduler; the article publishes once, on time, and both instances show it within
// 30 s of its time, whichever of them published it (the cache expiry travels through Redis).
// Run by `npm test` after the multi-instance test, against the build and database it prepared;
// needs Redis (REDIS_URL, default redis://127.0.0.1:6379), like that test, and is skipped without it.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import Redis from 'ioredis';
import pg from 'pg';
import { sparePort } from '../../scripts/lib/bare-next.mjs';
import { redisUrl, revalidate, skipReason, startInstance, waitHealthy } from './instances.mjs';

const skip = await skipReason('scheduled-publishing');

// An article and a language no other test reads.
const ARTICLE = 'series-b-funding';
const LOCALE = 'es';
const PAGE = `/${LOCALE}/newsShow?id=${ARTICLE}`;

describe('scheduled publishing on two instances', { skip: skip ?? false }, () => {
  const prefix = `sched-${randomBytes(4).toString('hex')}`;
  const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const instances = [];
  let original;
  let state;
  let lastVersion = 0;
  let staffId;

  const instanceEnv = () => ({
    REDIS_PREFIX: prefix,
    XSRF_SECRET: randomBytes(32).toString('base64url'),
    MAIL_SECRET_KEY: process.env.MAIL_SECRET_KEY ?? randomBytes(32).toString('base64url'),
    SHUTDOWN_READY_DELAY_MS: '500',
  });

  /** Expires the news pages on every instance. */
  const revalidateNews = (instance) => revalidate(instance, ['news']);

  before(async () => {
    const [p1, p2] = await Promise.all([sparePort(), sparePort()]);
    instances.push(startInstance(p1, instanceEnv()), startInstance(p2, instanceEnv()));
    await Promise.all(instances.map(waitHealthy));
    ({
      rows: [original],
    } = await db.query('select title, summary, source, body from news_texts where news_id = $1 and locale = $2', [ARTICLE, LOCALE]));
    ({
      rows: [state],
    } = await db.query('select * from translation_state where kind = $1 and item_id = $2 and locale = $3', ['news', ARTICLE, LOCALE]));
    lastVersion = (await db.query('select coalesce(max(id), 0)::int as last from content_versions')).rows[0].last;
    ({
      rows: [{ id: staffId }],
    } = await db.query(`insert into staff (email, name, role, password_hash) values ($1, 'Sched Scale', 'editor', 'never-signs-in') returning id`, [
      `${prefix}@staff.example`,
    ]));
  });

  after(async () => {
    await db.query('delete from content_drafts where kind = $1 and item_id = $2', ['news', ARTICLE]);
    if (original) {
      await db.query('update news_texts set title = $1 where news_id = $2 and locale = $3', [original.title, ARTICLE, LOCALE]);
      await db.query('delete from content_versions where id > $1 and item_id = $2', [lastVersion, ARTICLE]);
      if (state) {
        await db.query(
          'update translation_state set revision = $1, based_on = $2, edited_in = $3, updated_at = $4, updated_by = $5 where kind = $6 and item_id = $7 and locale = $8',
          [state.revision, state.based_on, state.edited_in, state.updated_at, state.updated_by, 'news', ARTICLE, LOCALE],
        );
      } else await db.query('delete from translation_state where kind = $1 and item_id = $2 and locale = $3', ['news', ARTICLE, LOCALE]);
      const live = instances.find((i) => i.child.exitCode === null);
      // Rendered again now, so the build's cache on disk, which later servers read, holds the seed's text.
      if (live) {
        await revalidateNews(live);
        await fetch(`${live.url}${PAGE}`);
      }
    }
    if (staffId) await db.query('delete from staff where id = $1', [staffId]);
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(instances.map(({ child }) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)));
    await db.end();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('an article scheduled 20 s ahead publishes once, on time, and both instances show it within 30 s of its time', async () => {
    const title = `Pawtrail cierra su ronda de serie B (${randomBytes(3).toString('hex')})`;
    const titleOn = async (base) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${base}${PAGE}`)).text())?.[1];
    // Both instances hold the page as it is (rendered afresh: the build's cache on disk may hold an earlier process's).
    await revalidateNews(instances[0]);
    for (const { url } of instances) {
      for (let i = 0; (await titleOn(url)) !== original.title; i += 1) {
        assert.ok(i < 50, 'the instance did not show the article as it is');
        await sleep(100);
      }
    }

    await db.query(`insert into content_drafts (kind, item_id, locale, fields, updated_by) values ('news', $1, $2, $3, $4)`, [
      ARTICLE,
      LOCALE,
      JSON.stringify({ ...original, title }),
      staffId,
    ]);
    // Far enough ahead for a loaded machine to get here first; the bound after it allows for the
    // publication itself (it rebuilds the search index: 1–12 s seen under load).
    const due = Math.ceil((Date.now() + 20_000) / 1000) * 1000;
    await db.query(
      `insert into content_schedules (kind, item_id, locale, publish_at, time_zone, scheduled_by, scheduled_by_name, scheduled_by_email)
       values ('news', $1, $2, $3, 'Europe/Madrid', $4, 'Sched Scale', $5)`,
      [ARTICLE, LOCALE, new Date(due), staffId, `${prefix}@staff.example`],
    );

    for (const { url } of instances) assert.equal(await titleOn(url), original.title, 'shown before its time');
    assert.ok(Date.now() < due);
    for (const [i, { url }] of instances.entries()) {
      for (;;) {
        const shown = await titleOn(url);
        if (shown === title) break;
        assert.equal(shown, original.title);
        assert.ok(Date.now() - due < 30_000, `instance ${i + 1} still served the old text 30 s after its time`);
        await sleep(100);
      }
      assert.ok(Date.now() >= due, `instance ${i + 1} showed the text before its time`);
    }
    // Once: one audit entry in the name of this test's editor.
    const { rows } = await db.query(`select actor from audit_log where action = 'content.publish' and target_id = $1 and actor = $2`, [
      `${ARTICLE}/${LOCALE}`,
      `${prefix}@staff.example`,
    ]);
    assert.equal(rows.length, 1);
    assert.equal((await db.query('select count(*)::int as n from content_schedules where item_id = $1', [ARTICLE])).rows[0].n, 0);
  });
});
