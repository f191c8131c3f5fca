import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2'

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

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS)
}

/** False for a wrong password and for a stored value that is not a valid hash (never throws). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Spends the time of one real verification when there is no account to check, so a login for an
 * unknown user name takes as long as a wrong password (SECURITY.md: same answer, similar time).
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword('galata-dummy-password-never-matches')
  await verifyPassword(await dummyHash, password)
}
