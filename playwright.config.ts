import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './scripts/lib/chromium.mjs';

/** Specs that change shared state other specs read while they run (see `projects`). */
const ALONE = /(market-facts|investor-facts|policy-editing|admin-review|admin-media)\.spec\.ts$/;

const baseURL = process.env.PLAYWRIGHT_BASE_URL ?? 'http://localhost:3100';

// Debian's Chromium, its headless shell (Playwright cannot download browsers here; see
// scripts/lib/chromium.mjs, which installs it); no network beyond localhost.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    // A trace records the page after every action: it made the every-route sweep about 10 % slower
    // (measured on the 2-core CI machine, trace on and off alternately), and CI keeps only the log,
    // where each failure prints its error and call log. To debug
    // a failure locally, run the spec again with PLAYWRIGHT_TRACE=1 and open the trace it keeps.
    trace: process.env.PLAYWRIGHT_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: CHROMIUM, args: chromiumArgs },
  },
  // Specs that change what every other spec reads (a German market fact quoted by the policy and
  // legal specs, the German terms whose title and date the policy specs check, the share facts
  // the investor-relations spec reads, the home page's first slide) run alone, after all the others: project `alone` depends
  // on `chromium`. They change different pages, so they may run beside each other.
  projects: [
    { name: 'chromium', testIgnore: ALONE, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'alone', testMatch: ALONE, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
});
