// wrk (Debian's package) for the throughput measurements of `npm run bench` and `npm run bench:front`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureWrk(log) {
  if (existsSync('/usr/bin/wrk')) return;
  log('installing wrk from Debian');
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'wrk'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Requests per second of `wrk -t2 -c50 -d{seconds}s` on `url`, with the given request headers.
 * Throws when any answer was not 2xx or 3xx, or a connection failed: a fast error is not
 * throughput. (Requests slower than wrk's 2 s timeout are not counted as done; they only lower the rate.)
 */
export function wrk(url, { seconds = 10, headers = {} } = {}) {
  const args = ['-t2', '-c50', `-d${seconds}s`];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const out = execFileSync('wrk', [...args, url], { encoding: 'utf8' });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+)/.exec(out);
  const broken = socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0;
  if (errors || broken > 0 || !Number.isFinite(rps)) throw new Error(`${url}: ${errors ?? 0} failed responses, ${broken} broken connections\n${out}`);
  return rps;
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
