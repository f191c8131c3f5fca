import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2'
import { createWorkLimiter, type WorkLimiter, type WorkLimits } from '../../lib/work-limiter.js'

/**
 * argon2id at OWASP's first recommended setting (ASVS 5.0 §6; SECURITY.md): 19 MiB, 2 passes, one
 * lane. The whole password is hashed (argon2 has no 72-byte cut-off like bcrypt), and the settings
 * travel inside each PHC string, so raising them later still verifies old hashes.
 */
export const PASSWORD_HASH_OPTIONS = {
  // The package declares its enum as an ambient const enum, which isolated modules cannot read.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} satisfies Options

/**
 * The test-only cost (config ARGON2_COST=test, accepted only with NODE_ENV=test): argon2id still,
 * at the smallest memory and one pass, so a suite that registers hundreds of players is not timing
 * argon2. Verification reads the parameters from each PHC string, so both kinds verify alike.
 */
export const TEST_PASSWORD_HASH_OPTIONS = {
  ...PASSWORD_HASH_OPTIONS,
  memoryCost: 64,
  timeCost: 1,
} satisfies Options

export type PasswordCost = 'production' | 'test'

let hashOptions: Options = PASSWORD_HASH_OPTIONS

/**
 * Every argon2 call of the process goes through one limiter (docs/security.md, first audit item 11): at most
 * ARGON2_CONCURRENCY at once, ARGON2_QUEUE_MAX waiting, the rest refused with 503 SERVER_BUSY.
 * One per process, because the thread pool and the cores it protects are per process; the app
 * sets the limits at boot (`configurePasswordWork`), the defaults fit one core.
 */
let work: WorkLimiter = createWorkLimiter({ concurrency: 1, queueMax: 32 })

export function configurePasswordWork(limits: WorkLimits, cost: PasswordCost = 'production'): void {
  work = createWorkLimiter(limits)
  hashOptions = cost === 'test' ? TEST_PASSWORD_HASH_OPTIONS : PASSWORD_HASH_OPTIONS
}

export function hashPassword(password: string): Promise<string> {
  const options = hashOptions
  return work.run(() => hash(password, options))
}

/**
 * False for a wrong password and for a stored value that is not a valid hash. Throws only
 * SERVER_BUSY, when the limiter's queue is full (before any work was done).
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return work.run(async () => {
    try {
      return await verify(passwordHash, password)
    } catch {
      return false
    }
  })
}

/** Per cost, so an unknown user name costs what a known one does at the cost in force. */
const dummyHashes = new Map<Options, Promise<string>>()

/**
 * Spends the time of one real verification when there is no account to check, so a login for an
 * unknown user name takes as long as a wrong password (SECURITY.md: same answer, similar time).
 * The dummy hash itself is made once, outside the limiter: it is not work a request asked for.
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  let dummyHash = dummyHashes.get(hashOptions)
  if (!dummyHash) {
    dummyHash = hash('galata-dummy-password-never-matches', hashOptions)
    dummyHashes.set(hashOptions, dummyHash)
  }
  await verifyPassword(await dummyHash, password)
}
