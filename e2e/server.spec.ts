import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';

// A second production server of our own (the build exists by the time Playwright runs).
const PORT = 3190;
const XSRF = 'shutdown-test-xsrf-token-0123456789abcdefgh';
const root = path.resolve(__dirname, '..');

function startServer(): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    child.stdout!.on('data', () => {
      if (out.includes('"msg":"listening"')) {
        clearTimeout(timer);
        resolve({ child, output: () => out });
      }
    });
  });
}

const refused = () => new Promise<boolean>((resolve) => {
  const socket = net.connect(PORT, '127.0.0.1');
  socket.once('connect', () => { socket.destroy(); resolve(false); });
  socket.once('error', () => resolve(true));
});

test('SIGTERM drains the request in flight, refuses new ones and logs one JSON line per request', async () => {
  const { child, output } = await startServer();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const body = JSON.stringify({ name: 'Shutdown test', message: 'Sent while the server was stopping.' });
  const half = Math.floor(body.length / 2);

  const response = new Promise<{ status: number; json: { id?: string } }>((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1', port: PORT, path: '/api/messages', method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as { id?: string } }));
    });
    req.on('error', reject);
    req.write(body.slice(0, half));
    // The rest of the body arrives only after SIGTERM: the request is in flight while the server stops.
    setTimeout(() => {
      child.kill('SIGTERM');
      setTimeout(async () => {
        expect(await refused()).toBe(true);
        req.end(body.slice(half));
      }, 500);
    }, 300);
  });

  const { status, json } = await response;
  expect(status).toBe(201);
  expect(json.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(await exited).toBe(0);

  const lines = output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', method: 'POST', path: '/api/messages', status: 201 }));
  expect(lines).toContainEqual(expect.objectContaining({ msg: 'stopped', inFlight: 0 }));

  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  await db.query('delete from outbox where kind = $1 and text like $2', ['message-notification', '%Shutdown test%']);
  const deleted = await db.query('delete from messages where id = $1', [json.id]);
  await db.end();
  expect(deleted.rowCount).toBe(1);
});
