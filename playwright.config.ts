import { defineConfig, devices } from '@playwright/test'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { consentStorageState } from './apps/web/e2e/support/consent'
import { e2eServerEnv } from './apps/web/e2e/support/server-env'

// Browser journeys run against the built site on a fresh embedded database (scripts/e2e-server.mjs).
const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`
// Debian's headless shell (package chromium-headless-shell), not the full browser in its new headless
// mode: the same journeys took a quarter less CPU and wall time (docs/testing.md "The journeys' browser").
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
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

export default defineConfig({
  testDir: './apps/web/e2e',
  // SMS and mail catchers (docs/accounts.md): the server sends its codes there, the journeys read them.
  globalSetup: './apps/web/e2e/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI keeps a JSON report too: .ci/run prints the slowest files and tests from it
  // (scripts/journey-times.mjs, docs/testing.md "CI's time budget").
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/journeys.json' }]] : [['list']],
  use: {
    baseURL,
    // The cookie notice answered (docs/content.md): only cookie-notice.spec.ts meets it.
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
    // The desktop runs every journey but the phone-only ones (`@mobile`). The phone runs a chosen
    // list: the journeys tagged `@phone`, whose phone layout differs (a side menu, a bottom sheet, a
    // game in a dialog), and the `@mobile` ones (docs/testing.md "Which journeys run on the phone").
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 850 }, launchOptions },
    },
    {
      name: 'mobile',
      grep: /@phone|@mobile/,
      use: {
        viewport: { width: 390, height: 844 },
        // The phone layout comes from the CSS viewport; a Pixel's density of 3 made Chromium's
        // software compositor paint nine times the pixels of every frame and axe's contrast pass
        // crawl (the phone half of the 2026-11-26 CI run took most of its 37.7 min).
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { ...e2eServerEnv, PORT: String(port), DATA_DIR: join(tmpdir(), `galata-e2e-${process.pid}`) },
  },
  // sportsbook-settlement.spec.ts starts its own fast-world server while it runs (support/fast-world.ts).
})
