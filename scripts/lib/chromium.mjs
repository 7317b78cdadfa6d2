// Playwright drives Debian's Chromium; install it on a fresh machine (root + apt) when absent.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function ensureChromium(log = console.log) {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) throw new Error(`Chromium not found at ${CHROMIUM}. Install it (apt-get install chromium) or set CHROME_PATH.`);
  log('Installing Chromium from Debian packages (first run only) …');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return CHROMIUM;
}
