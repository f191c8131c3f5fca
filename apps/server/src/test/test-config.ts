import { loadConfig, type Config } from '../config.js'

/**
 * Demo mode unless a test says otherwise: the suites pay through the demo gateway. A live-mode test
 * passes `SITE_MODE: 'live'` with the SMTP and SMS catchers' URLs (@galata/testkit).
 */
/** A live site must name its operator (docs/content.md): the live-mode suites get these. */
export const TEST_OPERATOR_ENV = {
  OPERATOR_COMPANY: 'Test Operator Ltd',
  OPERATOR_REG_NUMBER: 'TEST-REG-1',
  OPERATOR_ADDRESS: '1 Test Street, Testville',
  LICENCE_AUTHORITY: 'Test Gaming Authority',
  LICENCE_NUMBER: 'TEST-LIC-1',
} as const

/**
 * What else a live site must be given (docs/security.md "WebSockets and the games origin"): a games
 * origin of its own. The live-mode suites get it beside the operator.
 */
export const TEST_LIVE_ENV = { ...TEST_OPERATOR_ENV, GAMES_ORIGIN: 'https://games.galata.test' } as const

export function testConfig(overrides: Record<string, string> = {}): Config {
  // The argon2 address budget and the SMS address ceiling would answer instead of the endpoints
  // under test (every inject comes from one address); the files that test them set their own.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_MODE: 'demo',
    SEED: 'demo',
    // A token argon2 cost (docs/testing.md); the files about hashing itself ask for 'production'.
    ARGON2_COST: 'test',
    AUTH_ADDRESS_BUDGET: '1000000',
    SMS_ADDRESS_MAX_PER_HOUR: '1000000',
    // The sports world's job would fill a week of fixtures in every suite; sports tests run passes.
    SPORTS_JOB: 'off',
    ...(overrides.SITE_MODE === 'live' ? TEST_LIVE_ENV : {}),
    ...overrides,
  })
}
