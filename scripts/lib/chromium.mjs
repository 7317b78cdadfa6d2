// Playwright drives Debian's Chromium, its old headless shell (package chromium-headless-shell):
// the same engine without the browser's window, compositor and UI layers. The whole Playwright
// suite took about a quarter less time with it than with the full browser in headless mode on
// the 2-core CI machine (docs/development.md). Lighthouse runs the full browser (scripts/lighthouse.mjs).
// Installed on a fresh machine (root + apt) when absent; CHROME_PATH chooses another binary.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = process.env.CHROME_PATH ?? SHELL;

export function ensureChromium(log = console.log) {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const pkg = CHROMIUM === SHELL ? 'chromium-headless-shell' : 'chromium';
  if (process.getuid?.() !== 0) throw new Error(`Chromium not found at ${CHROMIUM}. Install it (apt-get install ${pkg}) or set CHROME_PATH.`);
  log(`Installing ${pkg} from Debian packages (first run only) …`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return CHROMIUM;
}
