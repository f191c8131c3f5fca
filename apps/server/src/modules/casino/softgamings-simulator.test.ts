import { sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/helper.js'
import { api, rows } from '../../test/accounts.js'
import { expectProviderLedger } from '../../test/provider-contract.js'
import { armSimFault, balanceKurus, playSimRound, postAs } from '../../test/simulator.js'
import { fundPlayer } from '../../test/wallet.js'

/*
 * SoftGamings end to end through the aggregator simulator (docs/providers.md "Simulator"): the site
 * starts it as a child process with fresh Fundist test credentials, lists its demo game with its
 * `System`, launches it through `casino/softgamingslaunchurl` (the adapter's hashed `User/AuthHTML`
 * call, answered by the simulator with HTML whose script frames the game page), and the page plays
 * rounds whose money comes back as Fundist's hmac-signed OneWallet callbacks, faults included. Real
 * HTTP both ways, on PGlite or PostgreSQL; after every case the ledger checks and every Fundist
 * transaction id is one posting at most, or a tombstone.
 */

const t = useTestApp({ PROVIDER_SIMULATOR: 'on' })
const GAME = 'sim-golden-compass'
let site = ''
let token = ''
let system = 0

afterEach(() => expectProviderLedger(t, 'softgamings'))

const call = (path: string, body: unknown, bearer = token) => postAs(site, path, body, bearer)
const balanceOf = (bearer = token) => balanceKurus(site, bearer)
/** The launch's HTML, and the game page its script frames. */
const launch = async (bearer = token, isMobile: 0 | 1 = 0) => {
  const res = await call('casino/softgamingslaunchurl', { system, pageCode: GAME, isMobile }, bearer)
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true })
  const html = String(res.body.data)
  const data = /var d=(\{.*?\});/.exec(html)
  expect(data, html).not.toBeNull()
  return { html, url: (JSON.parse(data![1]!) as { url: string; title: string }).url }
}
const play = (pageUrl: string, stake = 100) => playSimRound(pageUrl, stake)
const arm = (fault: string) => armSimFault(t.app, fault)
const lastCalls = async () => {
  const res = await fetch(`${t.app.providerSimulator!.url}/rounds`)
  const rounds = (await res.json()) as {
    provider: string
    calls: { path: string; status: string; transactionId: string }[]
  }[]
  const last = rounds.at(-1)!
  expect(last.provider).toBe('softgamings')
  return last.calls
}
const pathsAndStatuses = async () => (await lastCalls()).map((c) => `${c.path} ${c.status}`)

beforeAll(async () => {
  expect(t.app.providerSimulator?.softgamings).toBeDefined()
  site = await t.app.listen({ port: 0, host: '127.0.0.1' })
  site = site.replace('localhost', '127.0.0.1')
  token = (await api(t.app).register(3501)).token
  const [row] = await rows<{ id: number }>(t.app, sql`select id from players where username = 'ayse3501'`)
  await fundPlayer(t.app.db, Number(row!.id), { cash: 10_000n })
}, 60_000)

describe('SoftGamings through the simulator beside a demo site', () => {
  it('lists its own demo game under SoftGamings, with its System, as demo content', async () => {
    const res = await fetch(`${site}/api/casino/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      body: JSON.stringify({ live: false, search: 'Golden Compass', skip: 0, take: 5 }),
    })
    const games = ((await res.json()) as { data: Record<string, unknown>[][] }).data.flat()
    const game = games.find((g) => g.gameCode === GAME)
    expect(game).toMatchObject({
      providerName: 'softgamings',
      studio: 'SoftGamings Demo',
      tags: ['demo'],
      rtp: 96.25,
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      system: expect.any(Number),
    })
    system = game!.system as number
    // Hub88's demo games stay Hub88's: no game is listed twice.
    const hub88 = await fetch(`${site}/api/casino/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      body: JSON.stringify({ live: false, search: 'Lucky Wheel', skip: 0, take: 5 }),
    })
    const lucky = ((await hub88.json()) as { data: Record<string, unknown>[][] }).data.flat()
    expect(lucky.map((g) => g.providerName)).toEqual(['hub88'])
  })

  it('casino/softgamingslaunchurl answers HTML whose script frames the game page; a round moves the balance by what it says', async () => {
    const { html, url } = await launch()
    // Markup first, then the script (spec §7): what the play window shows, then what it runs.
    expect(html).toMatch(/^<div id="sim-softgamings"[^>]*><p[^>]*>Oyun yükleniyor…<\/p><\/div><script>/)
    expect(html).toMatch(/<\/script>$/)
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/play\/[0-9a-f-]{36}$/)
    const page = await (await fetch(url)).text()
    expect(page).toContain('<html lang="tr">')
    expect(page).toContain('SoftGamings demo içeriği')
    expect(page).toContain('Altın Pusula')
    expect(page).toContain('16 dilimden 9 tanesi boştur')
    // The page's calls are allowed from the opaque origin it has inside the provider's sandboxed HTML.
    const state = await fetch(`${url}/state`)
    expect(state.headers.get('access-control-allow-origin')).toBe('*')
    expect(await state.json()).toEqual({ balance: 10_000 })

    const before = await balanceOf()
    const round = await play(url, 200)
    expect(round).toMatchObject({ state: 'settled', status: 'OK', stake: 200 })
    expect(round.net).toBe(round.win - 200)
    expect(round.balance).toBe(before + round.net)
    expect(await balanceOf()).toBe(before + round.net)
    expect(await pathsAndStatuses()).toEqual(['debit OK', 'credit OK', 'roundinfo OK'])
  })

  it('the play window runs that HTML in a page of ours, sandboxed to an opaque origin by its own CSP', async () => {
    const res = await fetch(`${site}/provider-html`)
    expect(res.status).toBe(200)
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toMatch(/^sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox;/)
    expect(csp).not.toContain('allow-same-origin')
    expect(csp).toContain("frame-ancestors 'self'")
    expect(await res.text()).toContain("type: 'galata:provider-html-ready'")
  })

  it('a launch the adapter did not sign, or for another System, is refused as Fundist refuses', async () => {
    const simUrl = t.app.providerSimulator!.url
    const forged = await fetch(
      `${simUrl}/System/Api/${t.app.providerSimulator!.softgamings!.apiKey}/User/AuthHTML/?Login=galata_1&Page=${GAME}&System=${system}&TID=x&Hash=0`,
    )
    expect(await forged.text()).toBe('15,Wrong hash')
    const res = await call('casino/softgamingslaunchurl', { system: system + 1, pageCode: GAME, isMobile: 1 })
    expect(res.body.code).toBe('GAME_NOT_FOUND')
  })

  it('a stake the player cannot afford is refused with Fundist’s error and not cancelled', async () => {
    const poor = (await api(t.app).register(3502)).token
    const [row] = await rows<{ id: number }>(t.app, sql`select id from players where username = 'ayse3502'`)
    await fundPlayer(t.app.db, Number(row!.id), { cash: 500n })
    const { url } = await launch(poor, 1)
    const round = await play(url, 1_000)
    expect(round).toMatchObject({ state: 'refused', status: 'Insufficient funds', net: 0, balance: 500 })
    expect(round.message).toBe('Bakiyeniz bu bahis için yetersiz.')
    expect(await pathsAndStatuses()).toEqual(['debit Insufficient funds'])
    expect(await balanceOf(poor)).toBe(500)
  })
})

describe('SoftGamings faults on request', () => {
  it('a credit sent twice is booked once', async () => {
    const { url } = await launch()
    await arm('win-twice')
    const before = await balanceOf()
    const round = await play(url)
    expect(round.state).toBe('settled')
    const credits = (await lastCalls()).filter((c) => c.path === 'credit')
    expect(credits.map((c) => c.status)).toEqual(['OK', 'OK'])
    expect(credits[0]!.transactionId).toBe(credits[1]!.transactionId)
    expect(await balanceOf()).toBe(before + round.net)
  })

  it('a cancel before its debit leaves a tombstone: the debit is refused, nothing moves', async () => {
    const { url } = await launch()
    await arm('rollback-before-bet')
    const before = await balanceOf()
    const round = await play(url)
    expect(round).toMatchObject({ state: 'cancelled', status: 'Transaction rolled back', net: 0 })
    expect(await pathsAndStatuses()).toEqual([
      'credit (cancel) OK',
      'debit Transaction rolled back',
      'credit (cancel) OK',
    ])
    expect(await balanceOf()).toBe(before)
  })

  it('a credit whose answer timed out is sent again with its tid and booked once', async () => {
    const { url } = await launch()
    await arm('timeout-retry')
    const before = await balanceOf()
    const round = await play(url)
    expect(round.state).toBe('settled')
    const credits = (await lastCalls()).filter((c) => c.path === 'credit')
    expect(credits.map((c) => c.status)).toEqual(['timeout', 'OK'])
    expect(credits[0]!.transactionId).toBe(credits[1]!.transactionId)
    expect(await balanceOf()).toBe(before + round.net)
  })

  it('a debit with a forged hmac is refused and cancelled; nothing moves', async () => {
    const { url } = await launch()
    await arm('bad-signature')
    const before = await balanceOf()
    const round = await play(url)
    expect(round).toMatchObject({ state: 'cancelled', status: 'Wrong hmac', net: 0 })
    expect(await pathsAndStatuses()).toEqual(['debit Wrong hmac', 'credit (cancel) OK'])
    expect(await balanceOf()).toBe(before)
  })

  it('a credit for a round the site never saw is refused; the real round still settles', async () => {
    const { url } = await launch()
    await arm('unknown-round-win')
    const before = await balanceOf()
    const round = await play(url)
    expect(round.state).toBe('settled')
    expect(await pathsAndStatuses()).toEqual([
      'debit OK',
      'credit No debit for this round',
      'credit OK',
      'roundinfo OK',
    ])
    expect(await balanceOf()).toBe(before + round.net)
  })
})
