import { describe, expect, it } from 'vitest'
import { errorCatalog } from '@galata/contract'
import { api } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { AppError } from '../../lib/app-error.js'
import { createWorkLimiter } from '../../lib/work-limiter.js'

/**
 * First audit item 11 (docs/security.md): argon2 work anyone can trigger is bounded. A global limiter runs at
 * most ARGON2_CONCURRENCY hashes at once with a bounded queue (503 SERVER_BUSY with Retry-After when
 * full), and one per-address budget (AUTH_ADDRESS_BUDGET a minute) is shared by login,
 * registration, the recovery password step and change-password.
 */

const PASSWORD = 'Kiwi-pass7'
const MINUTE = 60_000

describe('the work limiter', () => {
  it('runs at most `concurrency` tasks at once and refuses beyond the queue', async () => {
    const limiter = createWorkLimiter({ concurrency: 2, queueMax: 3 })
    let running = 0
    let peak = 0
    const releases: (() => void)[] = []
    const task = () =>
      limiter.run(async () => {
        running++
        peak = Math.max(peak, running)
        await new Promise<void>((r) => releases.push(r))
        running--
      })
    const accepted = Array.from({ length: 5 }, task)
    await expect(task()).rejects.toMatchObject({ code: 'SERVER_BUSY' })
    expect(limiter.stats()).toEqual({ running: 2, queued: 3 })
    while (releases.length > 0 || running > 0) {
      releases.shift()?.()
      await new Promise((r) => setTimeout(r, 1))
    }
    await Promise.all(accepted)
    expect(peak).toBe(2)
    expect(limiter.stats()).toEqual({ running: 0, queued: 0 })
  })

  it('frees its slot when a task fails', async () => {
    const limiter = createWorkLimiter({ concurrency: 1, queueMax: 0 })
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(limiter.run(async () => 7)).resolves.toBe(7)
    expect(new AppError('SERVER_BUSY').status).toBe(503)
  })
})

describe('argon2 limits over HTTP', () => {
  // The production argon2 cost: the hashing queue must fill the way it does on a site.
  const t = useTestApp({
    ARGON2_COST: 'production',
    RATE_LIMIT_MAX: '1000',
    ARGON2_CONCURRENCY: '1',
    ARGON2_QUEUE_MAX: '2',
    AUTH_ADDRESS_BUDGET: '4',
  })
  const a = () => api(t.app)

  it('answers 503 SERVER_BUSY with Retry-After when the hashing queue is full', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        a().post('auth/login', { username: `nobody${i}x`, password: 'wrong-pass' }, { ip: `10.80.0.${i}` }),
      ),
    )
    const busy = answers.filter((r) => r.statusCode === 503)
    expect(busy.length).toBeGreaterThan(0)
    expect(busy[0]!.json()).toEqual({
      success: false,
      code: 'SERVER_BUSY',
      message: errorCatalog.SERVER_BUSY.message.tr,
      data: { retryAfter: 1 },
    })
    expect(busy[0]!.headers['retry-after']).toBe('1')
    expect(answers.filter((r) => r.statusCode === 400).length).toBeGreaterThanOrEqual(3)
  })

  it('shares one per-address budget between login, registration, recovery and change-password', async () => {
    t.clock.advance(MINUTE)
    const ip = '10.81.0.1'
    const reg = await a().register('budget', { password: PASSWORD, password2: PASSWORD }, { ip })
    await a().login('aysebudget', PASSWORD, { ip })
    const reset = await a().post(
      'auth/changepasswordwithcode',
      { username: 'aysebudget', code: '123456', password: 'Kiwi-pass8', password2: 'Kiwi-pass8' },
      { ip },
    )
    expect(reset.json().code).toBe('CODE_INVALID')
    const change = { oldPassword: 'wrong-old', password: 'Kiwi-pass9', confirmPassword: 'Kiwi-pass9' }
    expect((await a().post('customer/changepassword', change, { token: reg.token, ip })).json().code).toBe(
      'OLD_PASSWORD_WRONG',
    )
    // The fifth argon2 request of the minute from this address, on any of the routes.
    const over = await a().post('auth/login', { username: 'aysebudget', password: PASSWORD }, { ip })
    expect(over.statusCode).toBe(429)
    expect(over.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' })
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    const overChange = await a().post('customer/changepassword', change, { token: reg.token, ip })
    expect(overChange.statusCode).toBe(429)
    // Another address has its own budget; the next minute this one has a new budget.
    await a().login('aysebudget', PASSWORD, { ip: '10.81.0.2' })
    t.clock.advance(MINUTE)
    await a().login('aysebudget', PASSWORD, { ip })
  })
})
