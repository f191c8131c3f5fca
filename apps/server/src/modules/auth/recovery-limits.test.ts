import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../../test/accounts.js'
import { codeIn, startSmtpCatcher } from '@galata/testkit'
import { useTestApp } from '../../test/helper.js'
import { CODE_POLICY, RECOVERY_CAPS } from './auth.policy.js'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

/**
 * Recovery codes are capped per day (issued and failed) per requesting address and browser first,
 * after which that requester is stopped for a while and the owner is told by e-mail, and per account
 * as a higher backstop that leaves the owner a long code (docs/accounts.md "Recovery caps"); and the
 * answer to sendresetpassword costs the same for known and unknown user names (the work comes after
 * it).
 */

const PASSWORD = 'Kiwi-pass7'
const DAY = 24 * 60 * 60_000

describe('recovery limits per requester and per account', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>
  beforeAll(async () => {
    smtp = await startSmtpCatcher()
  })
  afterAll(async () => {
    await smtp?.close()
  })
  // The production argon2 cost: this file compares the timing of known and unknown user names.
  const t = useTestApp(() => ({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '1000', ARGON2_COST: 'production' }))
  const a = () => api(t.app)
  const nextMinute = () => t.clock.advance(CODE_POLICY.resendMs + 1)
  const send = (username: string) => a().post('auth/sendresetpassword', { username })
  const check = (username: string, code: string) => a().post('auth/checkresetcode', { username, code })
  const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email))
  const settle = () => new Promise((r) => setTimeout(r, 300))

  async function player(name: string) {
    await a().register(name, { username: `rec${name}`, password: PASSWORD, password2: PASSWORD })
    return { username: `rec${name}`, email: `ayse${name}@example.com` }
  }

  it('issues at most the daily number of codes, then blocks recovery and tells the owner', async () => {
    const p = await player('issued')
    let lastCode = ''
    for (let i = 0; i < RECOVERY_CAPS.perRequester.issuedPerDay; i++) {
      nextMinute()
      expect((await send(p.username)).statusCode).toBe(200)
      lastCode = codeIn((await smtp.waitForMail(p.email, i)).decoded)
    }
    nextMinute()
    const over = await send(p.username)
    // The same answer as ever: the block must not tell a stranger the account exists.
    expect(over.statusCode).toBe(200)
    // The requester (this address) is stopped, not the account: see the stranger tests below.
    const notice = await smtp.waitForMail(p.email, RECOVERY_CAPS.perRequester.issuedPerDay)
    expect(notice.subject).toMatch(/durduruldu|stopped/i)
    expect(() => codeIn(notice.decoded)).toThrow()
    // While stopped, even the last code that was mailed does not work from here, and no new code is mailed.
    expect((await check(p.username, lastCode)).json().code).toBe('CODE_INVALID')
    nextMinute()
    expect((await send(p.username)).statusCode).toBe(200)
    await settle()
    expect(mailsTo(p.email)).toHaveLength(RECOVERY_CAPS.perRequester.issuedPerDay + 1)
    // The block ends.
    t.clock.advance(RECOVERY_CAPS.blockMs)
    expect((await send(p.username)).statusCode).toBe(200)
    const code = codeIn(
      (await smtp.waitForMail(p.email, RECOVERY_CAPS.perRequester.issuedPerDay + 1)).decoded,
    )
    expect((await check(p.username, code)).statusCode).toBe(200)
  })

  it('caps failed code attempts across codes, then blocks recovery and tells the owner', async () => {
    t.clock.advance(DAY)
    const p = await player('failed')
    let failures = 0
    let mailed = 0
    let code = ''
    while (failures < RECOVERY_CAPS.perRequester.failedPerDay) {
      nextMinute()
      expect((await send(p.username)).statusCode).toBe(200)
      code = codeIn((await smtp.waitForMail(p.email, mailed++)).decoded)
      // Four wrong guesses a code stay under the per-code limit of five.
      for (let i = 0; i < 4 && failures < RECOVERY_CAPS.perRequester.failedPerDay; i++, failures++) {
        const wrong = code === '000000' ? '111111' : '000000'
        expect((await check(p.username, wrong)).json().code).toBe('CODE_INVALID')
      }
    }
    const notice = await smtp.waitForMail(p.email, mailed)
    expect(notice.subject).toMatch(/durduruldu|stopped/i)
    // The right code of the live code is refused now too, from this requester.
    expect((await check(p.username, code)).json().code).toBe('CODE_INVALID')
  })

  // docs/accounts.md "Recovery caps": the caps count per requesting address and device first, so a
  // stranger who knows a user name stops only themselves; the owner is told from where.
  const from = (ip: string, device?: string) => ({
    ip,
    ...(device ? { headers: { 'x-fingerprint': device } } : {}),
  })
  const sendFrom = (username: string, who: ReturnType<typeof from>) =>
    a().post('auth/sendresetpassword', { username }, who)
  const checkFrom = (username: string, code: string, who: ReturnType<typeof from>) =>
    a().post('auth/checkresetcode', { username, code }, who)
  const ownerCodeIn = (text: string) => {
    const match = /\b(\d{4} \d{4} \d{4} \d{4})\b/.exec(text)
    if (!match?.[1]) throw new Error(`no owner code in: ${text.slice(0, 500)}`)
    return match[1]
  }
  const OWNER = from('198.51.100.20', 'a'.repeat(32))

  it('stops a stranger who asks for too many codes, not the owner, and tells the owner from where', async () => {
    t.clock.advance(DAY)
    const p = await player('strangersend')
    const stranger = from('203.0.113.7', 'b'.repeat(32))
    for (let i = 0; i <= RECOVERY_CAPS.perRequester.issuedPerDay; i++) {
      nextMinute()
      expect((await sendFrom(p.username, stranger)).statusCode).toBe(200)
    }
    await smtp.waitForMail(p.email, RECOVERY_CAPS.perRequester.issuedPerDay)
    // The owner, from their own address and browser, still gets a code, and it works.
    nextMinute()
    expect((await sendFrom(p.username, OWNER)).statusCode).toBe(200)
    const mail = await smtp.waitForMail(p.email, RECOVERY_CAPS.perRequester.issuedPerDay + 1)
    expect((await checkFrom(p.username, codeIn(mail.decoded), OWNER)).statusCode).toBe(200)
    // The owner was told who was stopped, from where.
    const notice = mailsTo(p.email)[RECOVERY_CAPS.perRequester.issuedPerDay]!
    expect(notice.subject).toMatch(/durduruldu|stopped/i)
    expect(notice.decoded).toContain('203.0.113.7')
    // The stranger's address stays stopped, whatever browser id it sends next.
    nextMinute()
    expect((await sendFrom(p.username, from('203.0.113.7', 'c'.repeat(32)))).statusCode).toBe(200)
    await settle()
    expect(mailsTo(p.email)).toHaveLength(RECOVERY_CAPS.perRequester.issuedPerDay + 2)
  })

  it('stops a stranger who guesses codes, not the owner, and tells the owner from where', async () => {
    t.clock.advance(DAY)
    const p = await player('strangerguess')
    const stranger = from('203.0.113.8')
    let failures = 0
    let mailed = 0
    while (failures < RECOVERY_CAPS.perRequester.failedPerDay) {
      nextMinute()
      expect((await sendFrom(p.username, stranger)).statusCode).toBe(200)
      const code = codeIn((await smtp.waitForMail(p.email, mailed++)).decoded)
      for (let i = 0; i < 4 && failures < RECOVERY_CAPS.perRequester.failedPerDay; i++, failures++) {
        const wrong = code === '000000' ? '111111' : '000000'
        expect((await checkFrom(p.username, wrong, stranger)).json().code).toBe('CODE_INVALID')
      }
    }
    const notice = await smtp.waitForMail(p.email, mailed++)
    nextMinute()
    expect((await sendFrom(p.username, OWNER)).statusCode).toBe(200)
    const mail = await smtp.waitForMail(p.email, mailed)
    expect((await checkFrom(p.username, codeIn(mail.decoded), OWNER)).statusCode).toBe(200)
    // The owner was told who was stopped, from where.
    expect(notice.subject).toMatch(/durduruldu|stopped/i)
    expect(notice.decoded).toContain('203.0.113.8')
  })

  it('blocks short codes for the account past the backstop, and mails the owner a long code that still works', async () => {
    t.clock.advance(DAY)
    const p = await player('backstop')
    // Strangers from many addresses, each under its own cap, reach the account's daily backstop.
    const perAddress = RECOVERY_CAPS.perRequester.issuedPerDay
    for (let i = 0; i < RECOVERY_CAPS.perAccount.issuedPerDay + 1; i++) {
      nextMinute()
      const stranger = from(`203.0.113.${100 + Math.floor(i / perAddress)}`)
      expect((await sendFrom(p.username, stranger)).statusCode).toBe(200)
    }
    const notice = await smtp.waitForMail(p.email, RECOVERY_CAPS.perAccount.issuedPerDay)
    expect(notice.subject).toMatch(/engellendi|blocked/i)
    const ownerCode = ownerCodeIn(notice.decoded)
    // No short code now, for anyone, the owner included.
    nextMinute()
    expect((await sendFrom(p.username, OWNER)).statusCode).toBe(200)
    await settle()
    expect(mailsTo(p.email)).toHaveLength(RECOVERY_CAPS.perAccount.issuedPerDay + 1)
    // The owner's long code works through the same two steps, spaces or none.
    expect((await checkFrom(p.username, ownerCode, OWNER)).statusCode).toBe(200)
    const reset = await a().post(
      'auth/changepasswordwithcode',
      {
        username: p.username,
        code: ownerCode.replace(/ /g, ''),
        password: 'Kiwi-pass8-new',
        password2: 'Kiwi-pass8-new',
      },
      OWNER,
    )
    expect(reset.statusCode, reset.body).toBe(200)
    expect(
      (await a().post('auth/login', { username: p.username, password: 'Kiwi-pass8-new' })).statusCode,
    ).toBe(200)
    // Used once.
    expect((await checkFrom(p.username, ownerCode, OWNER)).json().code).toBe('CODE_INVALID')
  })

  // A row lock held by a second connection needs a PostgreSQL server: the CI's PostgreSQL stage runs it.
  it.skipIf(!onPostgres)(
    'answers sendresetpassword before doing the known account’s work (PostgreSQL: a held row lock does not delay it)',
    async () => {
      t.clock.advance(DAY)
      const p = await player('locked')
      const other = new pg.Client({ connectionString: t.databaseUrl })
      await other.connect()
      try {
        await other.query('begin')
        await other.query(`select id from players where username = $1 for update`, [p.username])
        const answer = await Promise.race([
          send(p.username).then((r) => r.statusCode),
          new Promise((r) => setTimeout(() => r('still waiting'), 3_000)),
        ])
        expect(answer).toBe(200)
      } finally {
        await other.query('rollback')
        await other.end()
      }
      // The work still happens once the row is free.
      codeIn((await smtp.waitForMail(p.email)).decoded)
    },
  )

  // A timing statistic on a shared two-core machine: another process's burst can shift one run's
  // medians (10.1 vs 15.5 ms once, in a CI preview beside a helper's build). A real difference
  // between the two paths fails every run, so up to two retries keep the promise and lose the flake.
  // Each try signs up a player of its own: the first try's name is taken by then.
  let tries = 0
  it(
    'takes the same time for known and unknown user names (median of 15, within 5 ms or 1.5×)',
    { retry: 2 },
    async () => {
      t.clock.advance(DAY)
      const p = await player(`timing${tries++}`)
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!
      const time = async (username: string) => {
        const started = performance.now()
        const res = await send(username)
        expect(res.statusCode).toBe(200)
        return performance.now() - started
      }
      const known: number[] = []
      const unknown: number[] = []
      for (let i = 0; i < 15; i++) {
        nextMinute()
        t.clock.advance(i % 5 === 4 ? DAY : 0)
        // Each after the last one's work is done, so neither pays for the other's mail.
        known.push(await time(p.username))
        await settle()
        unknown.push(await time(`nobody${i}x`))
        await settle()
      }
      const k = median(known)
      const u = median(unknown)
      expect(Math.abs(k - u) < 5 || (k / u < 1.5 && u / k < 1.5), `known ${k} ms, unknown ${u} ms`).toBe(true)
    },
  )
})
