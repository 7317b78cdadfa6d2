import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findTool, restore, serverMajor } from './lib/backup.mjs';
import { runMigrations } from './lib/database.mjs';

// `npm run backup` → the database is dropped → `npm run restore -- FILE` into a new, empty one:
// the orders, accounts, content and uploaded files come back as they were, the files byte for
// byte. Runs the two commands as an operator does, against the suite's PostgreSQL server, on
// scratch databases of its own (dropped afterwards).
const root = path.resolve(__dirname, '..');
const serverUrl = process.env.DATABASE_URL!;
const tag = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const names = { source: `pawtrail_backup_${tag}`, corrupt: `pawtrail_backup_${tag}_c` };
const work = mkdtempSync(path.join(tmpdir(), 'pawtrail-backup-'));
const backups = path.join(work, 'backups');

const urlOf = (database: string) => {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
};
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function withClient<T>(database: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const admin = <T>(fn: (client: pg.Client) => Promise<T>) => withClient(new URL(serverUrl).pathname.slice(1), fn);
const dropDatabase = (name: string) => admin((c) => c.query(`drop database if exists "${name}" with (force)`));
const createDatabase = (name: string) => admin((c) => c.query(`create database "${name}"`));

/** Runs one of the project's scripts as `npm run` would, in `cwd`, against `database`. */
function script(file: string, args: string[], database: string, cwd = root): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: urlOf(database) };
    delete env.INIT_CWD;
    delete env.BACKUP_DIR;
    const child = spawn(process.execPath, [path.join(root, 'scripts', file), ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** Every table's row count and an md5 over its rows in a stable order, and every sequence's position. */
async function fingerprint(database: string): Promise<Record<string, string>> {
  return withClient(database, async (c) => {
    const out: Record<string, string> = {};
    const { rows: tables } = await c.query<{ name: string }>(
      `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    );
    for (const { name } of tables) {
      const { rows } = await c.query(`select count(*)::int as n, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as h from ${name} t`);
      out[name] = `${rows[0].n} ${rows[0].h}`;
    }
    const { rows: sequences } = await c.query<{ name: string }>(
      `select quote_ident(sequence_schema) || '.' || quote_ident(sequence_name) as name from information_schema.sequences order by 1`,
    );
    for (const { name } of sequences) {
      const { rows } = await c.query(`select last_value, is_called from ${name}`);
      out[name] = `${rows[0].last_value} ${rows[0].is_called}`;
    }
    return out;
  });
}

const tableCount = (database: string) =>
  withClient(database, async (c) => {
    const { rows } = await c.query(
      "select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and n.nspname in ('public', 'drizzle')",
    );
    return rows[0].n as number;
  });

// What a shop has after some use: an account with an order, a published article in two
// languages, a download file, a media image with a variant, an avatar; random bytes with every
// byte value, so a dump that mangled binary data (an encoding, a NUL) would show.
const userId = randomUUID();
const file = Buffer.concat([Buffer.from([0, 255, 0, 13, 10, 92, 39]), randomBytes(200_000)]);
const variant = randomBytes(50_000);
const avatar = randomBytes(4_000);
const legacyAvatarId = randomBytes(16).toString('hex');
const legacyAvatar = randomBytes(3_000);

async function seed(database: string) {
  await runMigrations(urlOf(database));
  await withClient(database, async (c) => {
    await c.query('begin');
    await c.query(
      `insert into users (id, email, password_hash, name, avatar) values ($1, 'Backup.Buyer@example.test', 'scrypt$not-a-real-hash', 'Björk Ōtani', 'a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0')`,
      [userId],
    );
    await c.query(`insert into avatar_images (id, data) values ('a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0', $1)`, [avatar]);
    await c.query(`insert into product_categories (id) values ('backup-cat')`);
    await c.query(`insert into products (id, category_id, price_cents, released_at) values ('backup-collar', 'backup-cat', 14900, '2026-01-15')`);
    const { rows } = await c.query(
      `insert into orders (user_id, idempotency_key, request_hash, status, subtotal_cents, shipping_cents, total_cents, address, card_brand, card_last4)
       values ($1, 'idem-1', 'hash-1', 'paid', 29800, 500, 30300, $2, 'visa', '4242') returning id, number`,
      [userId, JSON.stringify({ name: 'Björk Ōtani', line1: '1-2-3 Shibuya', city: '東京', country: 'JP' })],
    );
    await c.query(
      `insert into order_items (order_id, product_id, color_id, name, unit_price_cents, quantity) values ($1, 'backup-collar', 'black', 'C4 Smart GPS Collar', 14900, 2)`,
      [rows[0].id],
    );
    await c.query(`insert into news_categories (id) values ('backup-news')`);
    await c.query(
      `insert into news (id, category_id, published_at, image) values ('backup-article', 'backup-news', '2026-11-01T09:00:00Z', '/images/news/1.webp')`,
    );
    await c.query(
      `insert into news_texts (news_id, locale, title, body) values ('backup-article', 'en', 'Backups are here', '<p>Restore tested.</p>'), ('backup-article', 'ja', 'バックアップ', '<p>復元を確認</p>')`,
    );
    await c.query(`insert into download_files (id, name, mime, bytes, sha256, data) values ('backup-file', 'manual.pdf', 'application/pdf', $1, $2, $3)`, [
      file.length,
      sha(file),
      file,
    ]);
    await c.query(`insert into media (id, name, width, height, bytes, sha256) values ('backup-media', 'collar.png', 1600, 900, $1, $2)`, [
      variant.length,
      sha(variant),
    ]);
    await c.query(`insert into media_variants (media_id, width, height, data) values ('backup-media', 640, 360, $1)`, [variant]);
    await c.query('commit');
  });
}

/**
 * The round trip needs pg_dump and pg_restore of the server's major version. CI's external server
 * (PostgreSQL 15) has Debian's; the embedded cluster of a plain `npm test` (PostgreSQL 17) has
 * none on Debian 12, and there the commands' refusal is what a user gets, so that is what is checked.
 */
let major = 0;
let tools = true;

beforeAll(async () => {
  major = await admin(serverMajor);
  tools = await Promise.all([findTool('pg_dump', major), findTool('pg_restore', major)]).then(
    () => true,
    () => false,
  );
  if (!tools)
    console.warn(`no pg_dump/pg_restore of PostgreSQL ${major} on this machine: the backup round trip is replaced by the check of the commands' refusal`);
  await createDatabase(names.source);
  await seed(names.source);
}, 120_000);

afterAll(async () => {
  for (const name of Object.values(names)) await dropDatabase(name);
  rmSync(work, { recursive: true, force: true });
}, 60_000);

describe('npm run backup and npm run restore', () => {
  let dump = '';

  it('bring orders, accounts, content and uploaded files back byte for byte into a new database', async () => {
    // A server of an older version kept avatars on disk, in .data/uploads/avatars of its working directory.
    const cwd = path.join(work, 'app');
    mkdirSync(path.join(cwd, '.data', 'uploads', 'avatars'), { recursive: true });
    writeFileSync(path.join(cwd, '.data', 'uploads', 'avatars', `${legacyAvatarId}.webp`), legacyAvatar);

    const made = await script('backup.mjs', ['--dir', backups], names.source, cwd);
    if (!tools) {
      expect(made.code).toBe(1);
      expect(made.out).toContain(`A backup needs pg_dump of PostgreSQL ${major}, the server's major version, and none was found`);
      expect(existsSync(backups) ? readdirSync(backups) : []).toEqual([]);
      return;
    }
    expect(made.out).toContain('moved 1 avatar file(s)');
    expect(made.code).toBe(0);
    const files = readdirSync(backups);
    expect(files).toEqual([expect.stringMatching(new RegExp(`^${names.source}-\\d{8}T\\d{6}Z\\.dump$`))]);
    dump = path.join(backups, files[0]!);
    expect(statSync(dump).mode & 0o777).toBe(0o600);
    const before = await fingerprint(names.source);
    expect(before['public.orders']).toMatch(/^1 /);

    // The machine is lost: the database is gone. The restore makes an empty one of the same name
    // (an existing empty database is restored into as well: the damaged-file case below).
    await dropDatabase(names.source);
    const restored = await script('restore.mjs', [dump], names.source);
    expect(restored.out).toContain(`created the database ${names.source}`);
    expect(restored.out).toContain(`restored into ${names.source}`);
    expect(restored.code).toBe(0);

    expect(await fingerprint(names.source)).toEqual(before);
    await withClient(names.source, async (c) => {
      const { rows: users } = await c.query('select id, name from users where email = $1', ['backup.buyer@example.test']);
      expect(users).toEqual([{ id: userId, name: 'Björk Ōtani' }]);
      const { rows: orders } = await c.query(
        'select o.total_cents, o.address, i.quantity from orders o join order_items i on i.order_id = o.id where o.user_id = $1',
        [userId],
      );
      expect(orders).toEqual([{ total_cents: 30300, address: expect.objectContaining({ city: '東京' }), quantity: 2 }]);
      const { rows: texts } = await c.query("select locale, title from news_texts where news_id = 'backup-article' order by locale");
      expect(texts).toEqual([
        { locale: 'en', title: 'Backups are here' },
        { locale: 'ja', title: 'バックアップ' },
      ]);
      const { rows: blobs } = await c.query(
        `select (select data from download_files where id = 'backup-file') as file, (select data from media_variants where media_id = 'backup-media') as variant,
                (select data from avatar_images where id = 'a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0') as avatar, (select data from avatar_images where id = $1) as legacy`,
        [legacyAvatarId],
      );
      expect(Buffer.compare(blobs[0].file, file)).toBe(0);
      expect(sha(blobs[0].file)).toBe(sha(file));
      expect(Buffer.compare(blobs[0].variant, variant)).toBe(0);
      expect(Buffer.compare(blobs[0].avatar, avatar)).toBe(0);
      expect(Buffer.compare(blobs[0].legacy, legacyAvatar)).toBe(0);
      // The next order after a restore gets the next number, not one a restored order has.
      const { rows: next } = await c.query(
        `insert into orders (user_id, idempotency_key, request_hash, status, subtotal_cents, shipping_cents, total_cents, address, card_brand, card_last4)
         values ($1, 'idem-2', 'hash-2', 'paid', 100, 0, 100, '{}', 'visa', '4242') returning number`,
        [userId],
      );
      const { rows: first } = await c.query("select number from orders where idempotency_key = 'idem-1'");
      expect(next[0].number).toBe(first[0].number + 1);
      await c.query("delete from orders where idempotency_key = 'idem-2'");
    });
  }, 240_000);

  it('refuse a database that is not empty, and change nothing in it', async () => {
    if (!tools) return;
    expect(dump).not.toBe('');
    await withClient(names.source, (c) =>
      c.query("update news_texts set title = 'Edited after the backup' where news_id = 'backup-article' and locale = 'en'"),
    );
    const edited = await fingerprint(names.source);
    const refused = await script('restore.mjs', [dump], names.source);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`the database ${names.source} is not empty (public.`);
    expect(refused.out).toContain('--replace');
    expect(await fingerprint(names.source)).toEqual(edited);

    // The explicit flag replaces everything with the backup's state.
    const replaced = await script('restore.mjs', [dump, '--replace'], names.source);
    expect(replaced.code).toBe(0);
    await withClient(names.source, async (c) => {
      const { rows } = await c.query("select title from news_texts where news_id = 'backup-article' and locale = 'en'");
      expect(rows).toEqual([{ title: 'Backups are here' }]);
    });
  }, 240_000);

  it('say clearly when the file is missing, not a backup or damaged, and change nothing', async () => {
    await createDatabase(names.corrupt);
    const missing = await script('restore.mjs', [path.join(work, 'no-such.dump')], names.corrupt);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain(`no such backup file: ${path.join(work, 'no-such.dump')}`);

    const text = path.join(work, 'notes.dump');
    writeFileSync(text, 'not a dump\n');
    // The rest through the command's function, in this process: a node start less each (slow on a loaded machine).
    await expect(restore({ url: urlOf(names.corrupt), file: text })).rejects.toThrow(`${text} is not a backup made by \`npm run backup\``);
    expect(await tableCount(names.corrupt)).toBe(0);

    if (!tools) return;
    expect(dump).not.toBe('');
    // Damage the middle of the file, where the compressed table data is.
    const damaged = path.join(work, 'damaged.dump');
    copyFileSync(dump, damaged);
    const bytes = readFileSync(damaged);
    for (let i = Math.floor(bytes.length / 2); i < Math.floor(bytes.length / 2) + 64; i += 1) bytes[i] = bytes[i]! ^ 0x5a;
    writeFileSync(damaged, bytes);
    await expect(restore({ url: urlOf(names.corrupt), file: damaged })).rejects.toThrow(`${damaged} is damaged and was not restored (nothing changed)`);
    expect(await tableCount(names.corrupt)).toBe(0);

    const truncated = path.join(work, 'truncated.dump');
    writeFileSync(truncated, readFileSync(dump).subarray(0, Math.floor(statSync(dump).size * 0.8)));
    await expect(restore({ url: urlOf(names.corrupt), file: truncated })).rejects.toThrow(`${truncated} is damaged and was not restored`);
    expect(await tableCount(names.corrupt)).toBe(0);
  }, 240_000);

  it('use pg_dump and pg_restore of the server’s major version only, and say what to install when there are none', async () => {
    const bin = path.join(work, 'bin16');
    mkdirSync(bin);
    for (const tool of ['pg_dump', 'pg_restore']) {
      writeFileSync(path.join(bin, tool), `#!/bin/sh\necho "${tool} (PostgreSQL) 16.4"\n`);
      chmodSync(path.join(bin, tool), 0o755);
    }
    await expect(findTool('pg_dump', 16, { dirs: [path.join(work, 'nothing'), bin], purpose: 'A backup' })).resolves.toBe(path.join(bin, 'pg_dump'));
    await expect(findTool('pg_dump', 17, { dirs: [bin], purpose: 'A backup' })).rejects.toThrow(
      `A backup needs pg_dump of PostgreSQL 17, the server's major version, and none was found: found 16 (${path.join(bin, 'pg_dump')}).`,
    );
    await expect(findTool('pg_restore', 17, { dirs: [bin], purpose: 'A restore' })).rejects.toThrow('postgresql-client-17');
  });
});
