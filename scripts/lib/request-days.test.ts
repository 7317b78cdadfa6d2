import pg from 'pg';
import { requestDays } from './request-days.mjs';

// The dashboard's requests and server errors per day: what an instance counts, and what it adds to
// PostgreSQL. A day of its own, far in the past, so no other test's requests land on it.
const DAY = '2001-02-03';
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
const read = async () =>
  (await db.query<{ requests: string; server_errors: string }>('select requests, server_errors from request_days where day = $1', [DAY])).rows[0];

afterAll(async () => {
  await db.query('delete from request_days where day = $1', [DAY]);
  await db.end();
});

it('counts the answers of pages and the API with their 5xx, not static files or probes, and two instances add up', async () => {
  const now = () => new Date(`${DAY}T12:00:00Z`);
  const one = requestDays({ databaseUrl: process.env.DATABASE_URL!, intervalMs: 3_600_000, now });
  const two = requestDays({ databaseUrl: process.env.DATABASE_URL!, intervalMs: 3_600_000, now });
  try {
    one.count('/index', 200);
    one.count('/de/productsShow?id=c4', 200);
    one.count('/api/cart/items', 500);
    one.count('/api/checkout', 503);
    one.count('/_next/static/chunks/app.js', 200);
    one.count('/api/health', 200);
    one.count('/api/ready', 503);
    one.count('/api/metrics', 200);
    two.count('/api/products', 200);
    two.count('/shoppingcart', 502);
    await Promise.all([one.flush(), two.flush()]);
    expect(await read()).toEqual({ requests: '6', server_errors: '3' });
    // Nothing new: a flush writes nothing more.
    await one.flush();
    expect(await read()).toEqual({ requests: '6', server_errors: '3' });
  } finally {
    await Promise.all([one.stop(), two.stop()]);
  }
});

it('keeps its counts when the database cannot be reached, and says so', async () => {
  const errors: unknown[] = [];
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = '/no_such_database_for_request_days';
  const counter = requestDays({ databaseUrl: url.toString(), intervalMs: 3_600_000, onError: (e) => errors.push(e), now: () => new Date(`${DAY}T12:00:00Z`) });
  counter.count('/index', 500);
  await counter.flush();
  expect(errors.length).toBeGreaterThan(0);
  await counter.stop();
});
