import { parseOptions } from '@node-rs/argon2'
import { beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../config.js'
import {
  configurePasswordWork,
  hashPassword,
  PASSWORD_HASH_OPTIONS,
  verifyPassword,
} from './auth.password.js'
import { bearerToken, hashSessionToken, newSessionToken, TOKEN_BYTES } from './auth.tokens.js'
import { codeMatches, generateCode, hashCode } from './auth.codes.js'

describe('password hashing (SECURITY.md: argon2id, m ≥ 19 MiB, t = 2, p = 1, no truncation)', () => {
  // The production cost, whatever an earlier file of this worker booted with: the server suites share
  // one module registry per worker (vitest.config.ts, isolate false).
  beforeAll(() => configurePasswordWork({ concurrency: 1, queueMax: 32 }))

  it('stores an argon2id PHC string with the required parameters', async () => {
    const stored = await hashPassword('secret1')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/)
    const options = parseOptions(stored)
    expect(options.algorithm).toBe(2) // Argon2id
    expect(options.memoryCost).toBeGreaterThanOrEqual(19_456)
    expect(options.timeCost).toBe(2)
    expect(options.parallelism).toBe(1)
    expect(options.saltLen).toBeGreaterThanOrEqual(16)
    expect(await verifyPassword(stored, 'secret1')).toBe(true)
    expect(await verifyPassword(stored, 'secret2')).toBe(false)
  })

  it('salts every hash and uses every character of a long password', async () => {
    const long = `${'ğ'.repeat(99)}a`
    const [a, b] = await Promise.all([hashPassword(long), hashPassword(long)])
    expect(a).not.toBe(b)
    // Only the last of 100 characters (well past bcrypt's 72 bytes) differs.
    expect(await verifyPassword(a, `${'ğ'.repeat(99)}b`)).toBe(false)
    expect(await verifyPassword(a, long)).toBe(true)
  })

  it('never throws on a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false)
  })
})

describe('the test-only argon2 cost (docs/testing.md)', () => {
  it('leaves the production parameters as they are, and a site can never choose the test cost', () => {
    expect(PASSWORD_HASH_OPTIONS).toEqual({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 })
    expect(loadConfig({}).ARGON2_COST).toBe('production')
    expect(loadConfig({ NODE_ENV: 'test' }).ARGON2_COST).toBe('production')
    for (const NODE_ENV of [undefined, 'production', 'development'])
      expect(() => loadConfig({ NODE_ENV, ARGON2_COST: 'test' })).toThrow(ConfigError)
    expect(loadConfig({ NODE_ENV: 'test', ARGON2_COST: 'test' }).ARGON2_COST).toBe('test')
  })

  it('hashes at the token cost only when configured so, and either hash verifies', async () => {
    const limits = { concurrency: 1, queueMax: 32 }
    configurePasswordWork(limits, 'test')
    try {
      const cheap = await hashPassword('Tulip-1453')
      expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/)
      expect(await verifyPassword(cheap, 'Tulip-1453')).toBe(true)
      expect(await verifyPassword(cheap, 'Tulip-1454')).toBe(false)
    } finally {
      configurePasswordWork(limits)
    }
    expect(await hashPassword('Tulip-1453')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })
})

describe('session tokens (SECURITY.md: opaque, ≥ 128 bits from crypto, stored only as a hash)', () => {
  it('are 256 random bits in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 2000 }, () => newSessionToken()))
    expect(tokens.size).toBe(2000)
    for (const token of [...tokens].slice(0, 50)) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(token, 'base64url')).toHaveLength(TOKEN_BYTES)
    }
    expect(TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128)
  })

  it('hash to SHA-256 hex that does not contain the token', () => {
    const token = newSessionToken()
    const hash = hashSessionToken(token)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain(token)
    expect(hashSessionToken(token)).toBe(hash)
  })

  it('reads only a well-formed bearer header', () => {
    const token = newSessionToken()
    expect(bearerToken(`Bearer ${token}`)).toBe(token)
    expect(bearerToken(`bearer ${token}`)).toBe(token)
    expect(bearerToken(token)).toBeNull()
    expect(bearerToken('Bearer ')).toBeNull()
    expect(bearerToken(`Bearer ${'a'.repeat(500)}`)).toBeNull()
    expect(bearerToken(undefined)).toBeNull()
    expect(bearerToken(['Bearer x'])).toBeNull()
  })
})

describe('one-time codes (SECURITY.md: crypto.randomInt, stored hashed, bound to account and purpose)', () => {
  it('are six digits, zero-padded, spread over the whole range', () => {
    const codes = Array.from({ length: 5000 }, () => generateCode())
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    // A uniform draw puts about 10% below 100000 (a leading zero); a bug in padding or range would not.
    const leadingZero = codes.filter((c) => c.startsWith('0')).length / codes.length
    expect(leadingZero).toBeGreaterThan(0.07)
    expect(leadingZero).toBeLessThan(0.13)
  })

  it('hash with a salt and match only the same player, purpose and target', () => {
    const binding = { playerId: 7, purpose: 'phone_verify' as const, target: '905321234567' }
    const stored = hashCode(binding, '012345')
    expect(stored).not.toContain('012345')
    expect(hashCode(binding, '012345')).not.toBe(stored)
    expect(codeMatches(binding, stored, '012345')).toBe(true)
    expect(codeMatches(binding, stored, '012346')).toBe(false)
    expect(codeMatches({ ...binding, playerId: 8 }, stored, '012345')).toBe(false)
    expect(codeMatches({ ...binding, purpose: 'password_reset' }, stored, '012345')).toBe(false)
    expect(codeMatches({ ...binding, target: '905320000000' }, stored, '012345')).toBe(false)
    expect(codeMatches(binding, 'garbage', '012345')).toBe(false)
  })
})
