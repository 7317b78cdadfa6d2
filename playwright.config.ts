import { defineConfig, devices } from '@playwright/test';

/** Specs that change shared state other specs read while they run (see `projects`). */
const ALONE = /market-facts\.spec\.ts$/;

const baseURL = process.env.PLAYWRIGHT_BASE_URL ?? 'http://localhost:3100';

// Debian's Chromium (Playwright cannot download browsers here); no network beyond localhost.
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
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  // Specs that change what every other spec reads (a German market fact quoted by the policy and
  // legal specs) run alone, after all the others: project `alone` depends on `chromium`.
  projects: [
    { name: 'chromium', testIgnore: ALONE, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'alone', testMatch: ALONE, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
});
