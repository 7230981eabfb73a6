import { defineConfig, devices } from '@playwright/test';

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, channel: undefined };

/** End-to-end tests drive Debian's Chromium against the built site that `npm test` starts (BASE_URL). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test.only left in by mistake would make CI run one test and pass.
  forbidOnly: Boolean(process.env.CI),
  // Generous limits: the machines that run these are shared, and an axe-core scan of a long page can take seconds.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  outputDir: '.tmp/test-run/playwright',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    // DOM snapshots without the screencast: on a page with a running CSS animation (the home page's hero) the
    // screencast records frames all the time and slows an axe-core scan several times over.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Phone-only specs end in .phone.spec.ts; the accessibility checks run at both widths. Specs that change what every
  // page shows (site settings) end in .site-wide.spec.ts: they run after all the others, one at a time.
  projects: [
    { name: 'desktop', use: desktop, testIgnore: [/.*\.phone\.spec\.ts/, /.*\.site-wide\.spec\.ts/] },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined },
      testMatch: [/.*\.phone\.spec\.ts/, /accessibility\.spec\.ts/, /focus-not-obscured\.spec\.ts/],
    },
    { name: 'site-wide', use: desktop, testMatch: /.*\.site-wide\.spec\.ts/, dependencies: ['desktop', 'phone'], workers: 1 },
  ],
});
