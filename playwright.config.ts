import { availableParallelism, loadavg } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './server/test/free-port.ts';

// A free port unless E2E_PORT names one. The runner's workers load this file again and inherit its
// environment, so the port chosen here is written back for them to read.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
// Alert mails go to the SMTP inbox e2e/alerts.spec.ts starts on this port; until it listens, no spec sends any.
process.env.E2E_SMTP_PORT ??= String(await freePort());
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// Timeouts catch a hang, never measure speed: on a machine already busy with other work they grow with the
// load the run starts under (up to ten times), read once here and passed on to the workers like the port.
process.env.E2E_PATIENCE ??= Math.min(10, Math.max(1, (loadavg()[0] ?? 0) / availableParallelism())).toFixed(2);
const patience = Number(process.env.E2E_PATIENCE);
const CHANGES_PUBLIC_DATA = /(admin|event|alerts|follow-report|hostile-text|live-updates|sky-filter)\.spec\.ts$/;

/**
 * Browser tests run the real server on a fresh, empty data folder (it loads the built-in historical
 * sightings) against a fresh build of the web app, in Debian's Chromium.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  timeout: Math.round(30_000 * patience),
  expect: { timeout: Math.round(10_000 * patience) },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    timezoneId: 'UTC',
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-gpu',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // One server for all: the specs that change public sightings (staff edits, hostile text, approved
  // reports) run after the ones that read them, so no reading test sees the data change under it.
  projects: [
    { name: 'chromium', testIgnore: CHANGES_PUBLIC_DATA, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium-changing-data',
      testMatch: CHANGES_PUBLIC_DATA,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: `npm run build:web && DATA_DIR="$(mktemp -d)" PORT=${port} HOST=127.0.0.1 GEOCODER=offline TILE_URL=none SATELLITES_URL=none CHECK_RESPONSES=true ADMIN_EMAIL=admin@skywatch.test ADMIN_PASSWORD=e2e-admin-password-1 SOCIAL_X_URL=https://x.com/example SOCIAL_FACEBOOK_URL=https://www.facebook.com/example FEEDBACK_URL=https://feedback.example.org/skywatch ADVERTISING_URL=mailto:advertise@skywatch.example TRUST_PROXY=true SMTP_URL=smtp://127.0.0.1:${smtpPort} MAIL_FROM=alerts@skywatch.test LOG_LEVEL=warn node server/main.ts`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: Math.round(180_000 * patience),
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
