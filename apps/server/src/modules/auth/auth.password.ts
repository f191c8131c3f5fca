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
 * Every argon2 call of the process goes through one limiter (issue 12, item 11): at most
 * ARGON2_CONCURRENCY at once, ARGON2_QUEUE_MAX waiting, the rest refused with 503 SERVER_BUSY.
 * One per process, because the thread pool and the cores it protects are per process; the app
 * sets the limits at boot (`configurePasswordWork`), the defaults fit one core.
 */
let work: WorkLimiter = createWorkLimiter({ concurrency: 1, queueMax: 32 })

export function configurePasswordWork(limits: WorkLimits): void {
  work = createWorkLimiter(limits)
}

export function hashPassword(password: string): Promise<string> {
  return work.run(() => hash(password, PASSWORD_HASH_OPTIONS))
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

let dummyHash: Promise<string> | undefined

/**
 * Spends the time of one real verification when there is no account to check, so a login for an
 * unknown user name takes as long as a wrong password (SECURITY.md: same answer, similar time).
 * The dummy hash itself is made once, outside the limiter: it is not work a request asked for.
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hash('galata-dummy-password-never-matches', PASSWORD_HASH_OPTIONS)
  await verifyPassword(await dummyHash, password)
}
