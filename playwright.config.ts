import { defineConfig, devices } from '@playwright/test'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMS_GATEWAY_URL, SMTP_URL } from './apps/web/e2e/support/catcher-ports'
import { consentStorageState } from './apps/web/e2e/support/consent'
import { FAST_WORLD_PORT, FAST_WORLD_SPEED, FAST_WORLD_URL } from './apps/web/e2e/support/fast-world'
import { E2E_ADMIN } from './apps/web/e2e/support/operator'

// Browser journeys run against the built site on a fresh embedded database (scripts/e2e-server.mjs).
const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const launchOptions = {
  executablePath: chromium,
  // The machine has no network beyond localhost; these keep Chromium from trying (node-svc notes).
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
}

/** Both e2e servers' settings (each adds its port and database). */
const serverEnv = {
  HOST: '127.0.0.1',
  SEED: 'demo',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  // Every browser of the run comes from 127.0.0.1: lift the hub's per-address caps (issue 12).
  HUB_SOCKETS_PER_ADDRESS: '100000',
  HUB_UPGRADES_PER_MINUTE: '100000',
  // Every journey comes from 127.0.0.1: the per-address argon2 budget and SMS ceiling would
  // refuse the run's own sign-ups and codes (the per-number SMS limit still holds: each journey
  // player has its own number).
  AUTH_ADDRESS_BUDGET: '100000',
  SMS_ADDRESS_MAX_PER_HOUR: '100000',
  SMS_GATEWAY_URL,
  SMTP_URL,
  // The back-office operator that reviews identity documents in the journeys (issue 14).
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // The sports world (issue 16): a day of fixtures is plenty for a run, and a fresh server fills
  // it in a few short job passes instead of a week's worth on PGlite's one connection.
  SPORTS_DAYS_AHEAD: '1',
  // The shared-round tables (issue 18) three times faster: a roulette round every 10 s.
  ROUNDS_SPEED: '3',
}

export default defineConfig({
  testDir: './apps/web/e2e',
  // SMS and mail catchers (issue 3): the server sends its codes there, the journeys read them.
  globalSetup: './apps/web/e2e/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // The cookie notice answered (issue 15): only cookie-notice.spec.ts meets it.
    storageState: consentStorageState(baseURL),
    trace: 'retain-on-failure',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // The journeys test behaviour, not motion. Chromium here composites in software, and the home
    // page's looping animations (live dots, the marquee, the video) kept a core busy per open page,
    // enough on 2 cores to push a three-page journey past its timeout. Journeys that assert an
    // animation (the confetti) ask for motion on their page with emulateMedia.
    reducedMotion: 'reduce',
  },
  projects: [
    // A journey of one layout only carries its tag (`@desktop`, `@mobile`) and runs in that project.
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 850 }, launchOptions },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...serverEnv, PORT: String(port), DATA_DIR: join(tmpdir(), `galata-e2e-${process.pid}`) },
    },
    // The same site with the sports world at FAST_WORLD_SPEED on its own database, for the journey
    // that watches a ticket settle (sportsbook-settlement.spec.ts). Its clock never reaches the
    // main server, whose journeys bet on events that must not kick off mid-journey.
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${FAST_WORLD_URL}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnv,
        PORT: String(FAST_WORLD_PORT),
        DATA_DIR: join(tmpdir(), `galata-e2e-fast-${process.pid}`),
        SPORTS_SPEED: String(FAST_WORLD_SPEED),
      },
    },
  ],
})
