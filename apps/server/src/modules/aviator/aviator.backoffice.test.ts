import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorCatalog } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { hubClient, listen } from '../../test/hub.js'
import { staffMember, injectAs } from '../../test/staff.js'
import { gameTokenSigner } from '../../test/originals.js'
import { fundPlayer, insertTestPlayer } from '../../test/wallet.js'
import { verifyAuditChain } from '../../lib/audit-chain.js'
import { checkLedger, getBalances, toMajor } from '../wallet/index.js'
import { crashPointE2, flightDurationMs, sha256Hex } from './aviator.chain.js'
import { PAUSE_MS } from './aviator.service.js'

/*
 * Sky Aviator on the console's tables and rounds screen (docs/backoffice.md "Tables and rounds"):
 * the round now, money only for `rounds.money`, the last rounds with their hash and crash point, a
 * check against the hash chain, and the switch that closes the game to new bets. The rounds module
 * serves the screen through the source Aviator hands it, so this test lives beside Aviator.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000000' })

let content: string
let risk: string
let support: string

beforeAll(async () => {
  content = (await staffMember(t.app, ['content'], 'aviatorcontent1')).token
  risk = (await staffMember(t.app, ['risk'], 'aviatorrisk1')).token
  support = (await staffMember(t.app, ['support'], 'aviatorsupport1')).token
})

function bo(method: 'GET' | 'POST', path: string, token: string, body?: unknown) {
  return injectAs(t.app, token, method, `/api/backoffice/${path}`, body, 'en')
}

const cash = async (playerId: number) => toMajor((await getBalances(t.app.db, playerId)).cash)

const audits = (action: string) =>
  rows<{ detail: Record<string, unknown> }>(
    t.app,
    sql`select detail from audit_log where action = ${action} order by id`,
  )

describe('Sky Aviator on the tables and rounds screen', () => {
  const AVIATOR = 'galata-aviator'
  type Aviator = {
    code: string
    kind: string
    isOpen: boolean
    current: {
      roundId: number
      status: string
      commit: string
      bets: number
      players: number
      stake: number | null
    } | null
    pot: number | null
  }
  const tick = async (ms = 0) => {
    if (ms) t.clock.advance(ms)
    await t.app.aviator.tick()
  }
  const latest = async () =>
    (
      await rows<{ id: number; phase: string; hash: string; crash_e2: number; betting_ends_at: Date }>(
        t.app,
        sql`select id::int, phase, hash, crash_e2, betting_ends_at from aviator_rounds order by id desc limit 1`,
      )
    )[0]
  const aviatorRow = async (token: string) =>
    ((await bo('GET', 'rounds/tables', token)).json().data.tables as Aviator[]).find(
      (x) => x.code === AVIATOR,
    )!
  async function gambler(lira: number) {
    const playerId = await insertTestPlayer(t.app.db)
    await fundPlayer(t.app.db, playerId, { cash: BigInt(lira * 100) })
    const signer = await gameTokenSigner(t.app, playerId, AVIATOR)
    const bet = (roundId: number, stake: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/originals/${AVIATOR}/bet`,
        headers: { 'x-game-token': signer.sign(), 'x-locale': 'en', 'content-type': 'application/json' },
        payload: JSON.stringify({ roundId, stake }),
      })
    return { playerId, bet }
  }
  /** A round in its betting phase with time left to bet. */
  async function bettingRound() {
    for (let i = 0; i < 40; i++) {
      let r = await latest()
      if (!r || r.phase === 'crashed' || r.phase === 'void') {
        await tick(PAUSE_MS)
        r = await latest()
      }
      if (r!.phase === 'betting' && new Date(r!.betting_ends_at).getTime() - t.clock.now() > 2000) return r!
      await playOut()
    }
    throw new Error('no betting round')
  }
  /** Takes the latest round off and flies it to its crash. */
  async function playOut() {
    const r = (await latest())!
    if (r.phase === 'betting') await tick(new Date(r.betting_ends_at).getTime() - t.clock.now() + 1)
    await tick(flightDurationMs((await latest())!.crash_e2) + 1)
  }

  it('lists the round now with its bets and stake (money for risk only), never its hash before the end', async () => {
    const round = await bettingRound()
    const p = await gambler(100)
    expect((await p.bet(round.id, 10)).statusCode).toBe(200)
    const forRisk = await aviatorRow(risk)
    expect(forRisk).toMatchObject({ kind: 'crash', isOpen: true, pot: null })
    expect(forRisk.current).toMatchObject({
      roundId: round.id,
      status: 'open',
      bets: 1,
      players: 1,
      stake: 10,
    })
    // The commitment is SHA-256 of the round's hash (the round before's hash), never the hash itself.
    expect(forRisk.current!.commit).toBe(sha256Hex(round.hash))
    expect(JSON.stringify(forRisk)).not.toContain(round.hash)
    expect((await aviatorRow(content)).current!.stake).toBeNull()
    const early = await bo('GET', `rounds/verify/${round.id}?game=${AVIATOR}`, risk)
    expect(early.statusCode).toBe(409)
    expect(early.json().code).toBe('ROUND_NOT_REVEALED')
  })

  it('closes Sky Aviator to new bets: the round flies on and settles, the next refuses, reopening takes bets', async () => {
    const round = await bettingRound()
    const before = await gambler(100)
    expect((await before.bet(round.id, 10)).statusCode).toBe(200)
    const closed = await bo('POST', `rounds/tables/${AVIATOR}/close`, content, { note: 'maintenance' })
    expect(closed.json()).toMatchObject({ data: { code: AVIATOR, isOpen: false, changed: true } })
    const late = await gambler(100)
    const refused = await late.bet(round.id, 10)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'TABLE_CLOSED',
      message: errorCatalog.TABLE_CLOSED.message.en,
    })
    expect(await cash(late.playerId)).toBe(100)
    expect((await aviatorRow(risk)).isOpen).toBe(false)
    const audit = await audits('backoffice.rounds.table_closed')
    expect(audit.at(-1)!.detail).toMatchObject({ game: AVIATOR, note: 'maintenance' })

    // The round under way takes off and crashes; the bet placed before the close is settled.
    await playOut()
    const [settled] = await rows<{ status: string }>(
      t.app,
      sql`select status from aviator_bets where round_id = ${round.id}`,
    )
    expect(settled!.status).toBe('lost')
    const next = await bettingRound()
    expect((await late.bet(next.id, 10)).json().code).toBe('TABLE_CLOSED')
    expect((await bo('POST', `rounds/tables/${AVIATOR}/open`, risk)).json().data.changed).toBe(true)
    expect((await late.bet(next.id, 10)).statusCode).toBe(200)
    expect((await checkLedger(t.app.db)).ok).toBe(true)
    expect((await verifyAuditChain(t.app.db)).ok).toBe(true)
  })

  it('tells open pages on its hub topic when it closes and reopens, and its state says so', async () => {
    const base = await listen(t.app)
    const playerId = await insertTestPlayer(t.app.db)
    const signer = await gameTokenSigner(t.app, playerId, AVIATOR)
    const state = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/originals/${AVIATOR}/state`,
          headers: { 'x-game-token': signer.sign(), 'x-locale': 'en' },
        })
      ).json<{ data: { tableClosed: boolean } }>().data.tableClosed
    // The page's socket: its game token, which watches Sky Aviator's topic only.
    const page = hubClient(base, signer.sign())
    try {
      await page.connection.start()
      expect(await state()).toBe(false)
      const since = page.messages.length
      expect((await bo('POST', `rounds/tables/${AVIATOR}/close`, content)).json().data.changed).toBe(true)
      const closed = JSON.parse((await page.next('Aviator', since)).message) as { t: string; now: number }
      expect(closed).toMatchObject({ t: 'table.closed', now: expect.any(Number) })
      expect(await state()).toBe(true)
      // A second close changes nothing and tells nobody.
      const after = page.messages.length
      expect((await bo('POST', `rounds/tables/${AVIATOR}/close`, content)).json().data.changed).toBe(false)
      const opened = bo('POST', `rounds/tables/${AVIATOR}/open`, risk)
      expect(JSON.parse((await page.next('Aviator', after)).message)).toMatchObject({ t: 'table.opened' })
      expect((await opened).json().data.changed).toBe(true)
      expect(await state()).toBe(false)
      expect(
        page.messages
          .slice(since)
          .map((m) => (JSON.parse(m.message) as { t: string }).t)
          .filter((x) => x.startsWith('table.')),
      ).toEqual(['table.closed', 'table.opened'])
    } finally {
      await page.connection.stop()
    }
  })

  it('lists the last rounds with hash and crash point and verifies one against its chain', async () => {
    await bettingRound()
    await playOut()
    const list = (await bo('GET', `rounds/tables/${AVIATOR}/rounds?take=5`, risk)).json().data
    const ended = list.items[0]
    const [row] = await rows<{ hash: string; crash_e2: number }>(
      t.app,
      sql`select hash, crash_e2 from aviator_rounds where id = ${ended.roundId}`,
    )
    expect(ended).toMatchObject({
      status: 'settled',
      serverSeed: row!.hash,
      commit: sha256Hex(row!.hash),
      fairnessMode: 'hash_chain',
      result: { crash: crashPointE2(row!.hash) / 100 },
    })
    expect(ended.stake).toEqual(expect.any(Number))
    expect(
      (await bo('GET', `rounds/tables/${AVIATOR}/rounds?take=5`, content)).json().data.items[0].stake,
    ).toBeNull()
    // A round with bets: their settlements are checked too.
    const withBets = list.items.find((r: { bets: number }) => r.bets > 0)
    for (const id of [ended.roundId, withBets?.roundId].filter(Boolean)) {
      const v = await bo('GET', `rounds/verify/${id}?game=${AVIATOR}`, content)
      expect(v.statusCode, v.body).toBe(200)
      expect(v.json().data).toMatchObject({
        roundId: id,
        gameCode: AVIATOR,
        commitMatches: true,
        closeValueMatches: null,
        resultMatches: true,
        payoutsMatch: true,
        verified: true,
        publicUrl: null,
      })
    }
    // A crash point changed in the database no longer verifies.
    await t.app.db.execute(sql`update aviator_rounds set crash_e2 = crash_e2 + 1 where id = ${ended.roundId}`)
    expect(
      (await bo('GET', `rounds/verify/${ended.roundId}?game=${AVIATOR}`, risk)).json().data,
    ).toMatchObject({
      resultMatches: false,
      verified: false,
    })
    await t.app.db.execute(sql`update aviator_rounds set crash_e2 = crash_e2 - 1 where id = ${ended.roundId}`)

    expect((await bo('GET', `rounds/verify/${ended.roundId}?game=no-such-game`, risk)).statusCode).toBe(404)
    expect((await bo('GET', `rounds/verify/999999?game=${AVIATOR}`, risk)).statusCode).toBe(404)
    expect((await bo('GET', `rounds/verify/1?game=${AVIATOR}&x=1`, risk)).statusCode).toBe(400)
    expect((await bo('GET', `rounds/verify/1?game=Bad!`, risk)).statusCode).toBe(400)
    expect((await bo('POST', `rounds/tables/${AVIATOR}/close`, support)).statusCode).toBe(403)
    expect((await bo('GET', `rounds/tables/${AVIATOR}/rounds`, support)).statusCode).toBe(403)
  })
})
