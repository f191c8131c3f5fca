import { act } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { uiStrings, type EventStats, type SportsEventDetail } from '@galata/contract'
import { bootstrapQuery, type Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { I18nProvider } from '../../../shared/i18n/i18n'
import { sessionStore } from '../../../shared/session/session-store'
import { mount } from '../../../test/mount'
import { slipStore } from '../lib/slip-store'
import { CouponCode, openCouponCode } from './coupon-code'
import { StatsView } from './match-stats'
import { OddsButton } from './odds-button'

/*
 * Coupon codes, quick bet and the statistics tab on the web (docs/sportsbook.md "Coupon codes, quick bet
 * and match statistics"), in Turkish with the contract's strings.
 */

const bootstrap = {
  translationList: Object.entries(uiStrings).map(([key, text]) => ({ key, value: text.tr })),
} as unknown as Bootstrap

let container: HTMLDivElement
let sent: { url: string; body: unknown }[]
let answers: Record<string, { status: number; body: unknown }>

function render(node: React.ReactNode, prepare?: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(bootstrapQuery.queryKey, bootstrap)
  prepare?.(client)
  container = mount(
    <QueryClientProvider client={client}>
      <I18nProvider>
        <MemoryRouter>{node}</MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  ).container
}

const ok = (data: unknown) => ({ status: 200, body: { success: true, message: '', data } })

beforeEach(() => {
  sent = []
  answers = {}
  vi.stubGlobal('fetch', (url: URL | string, init?: RequestInit) => {
    const path = Object.keys(answers).find((p) => String(url).includes(p))
    sent.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null })
    if (!path) return new Promise<never>(() => {})
    const a = answers[path]!
    return Promise.resolve(
      new Response(JSON.stringify(a.body), {
        status: a.status,
        headers: { 'content-type': 'application/json' },
      }),
    )
  })
  slipStore.set({ selections: [], tab: 'single', bankers: [], sizes: [], stake: 10, policy: 'higher' })
})

afterEach(() => {
  vi.unstubAllGlobals()
  act(() => sessionStore.set({ hasLogin: false }))
})

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)))

describe('a shared coupon opened', () => {
  it('fills the slip with the open selections and lists the gone ones with their reasons', async () => {
    answers['sports/coupons/ABCDEFGH'] = ok({
      code: 'ABCDEFGH',
      expiresAt: '2026-12-07T10:00:00.000Z',
      legs: [
        {
          outcomeId: 11,
          eventId: 1,
          event: 'Ev - Dep',
          market: 'Maç Sonucu',
          outcome: '1',
          odds: 1.95,
          mbs: 1,
        },
      ],
      gone: [
        { outcomeId: 12, event: 'A - B', market: 'Karşılıklı Gol', outcome: 'KG Var', reason: 'started' },
        { outcomeId: 13, event: null, market: null, outcome: null, reason: 'unknown' },
      ],
    })
    render(<CouponCode />)
    await act(async () => {
      await openCouponCode('ABCDEFGH')
    })
    expect(slipStore.get().selections).toEqual([
      {
        outcomeId: 11,
        eventId: 1,
        event: 'Ev - Dep',
        market: 'Maç Sonucu',
        outcome: '1',
        odds: 1.95,
        mbs: 1,
      },
    ])
    const loaded = container.querySelector('[data-testid="coupon-loaded"]')!
    expect(loaded.getAttribute('role')).toBe('status')
    expect(loaded.textContent).toContain('ABCDEFGH kodlu kupondan 1 seçim güncel oranlarla')
    const gone = [...container.querySelectorAll('[data-testid="coupon-gone"]')].map((li) => li.textContent)
    expect(gone).toEqual(['A - B · Karşılıklı Gol: KG Varmaç başladı', 'Bilinmeyen seçimseçim bulunamadı'])
  })

  it('says what is wrong with a bad code in the player’s language', async () => {
    answers['sports/coupons/'] = {
      status: 400,
      body: {
        success: false,
        code: 'COUPON_CODE_INVALID',
        message: uiStrings['coupon.codeLabel'].tr,
        data: null,
      },
    }
    render(<CouponCode />)
    await act(async () => {
      await openCouponCode('AB0')
    })
    expect(container.querySelector('[data-testid="coupon-error"]')?.getAttribute('role')).toBe('alert')
    expect(slipStore.get().selections).toEqual([])
  })
})

describe('a coupon with a bet builder', () => {
  const builder = {
    outcomeId: 21,
    eventId: 3,
    event: 'Ev - Dep',
    market: 'Maç Kombini',
    outcome: 'Ev Sahibi + 2,5 Üst',
    odds: 3.4,
    mbs: 1,
    builder: { outcomeIds: [21, 22], names: ['Ev Sahibi', '2,5 Üst'] },
  }
  const plain = {
    outcomeId: 31,
    eventId: 4,
    event: 'A - B',
    market: 'Maç Sonucu',
    outcome: 'X',
    odds: 3.1,
    mbs: 1,
  }

  it('shares the builder whole, as one leg beside the plain selection', async () => {
    answers['sports/coupons/share'] = ok({ code: 'ABCDEFGH', expiresAt: '2026-12-07T10:00:00.000Z' })
    slipStore.set({ selections: [builder, plain], tab: 'combo' })
    render(<CouponCode />)
    const button = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === uiStrings['coupon.share'].tr,
    )!
    await act(async () => button.click())
    await flush()
    expect(sent.find((s) => s.url.includes('sports/coupons/share'))!.body).toEqual({
      legs: [{ builder: { eventId: 3, outcomeIds: [21, 22] } }, { outcomeId: 31 }],
    })
    expect(container.querySelector('[data-testid="coupon-shared"]')?.textContent).toContain('ABCDEFGH')
  })

  it('fills the slip with the builder as one leg at today’s price and names a refused one', async () => {
    answers['sports/coupons/ABCDEFGH'] = ok({
      code: 'ABCDEFGH',
      expiresAt: '2026-12-07T10:00:00.000Z',
      legs: [{ ...builder, odds: 3.55 }, plain],
      gone: [
        {
          outcomeId: 41,
          event: 'C - D',
          market: 'Maç Kombini',
          outcome: '2-0 + KG Var',
          reason: 'unpriced',
          builder: { outcomeIds: [41, 42] },
        },
      ],
    })
    render(<CouponCode />)
    await act(async () => {
      await openCouponCode('ABCDEFGH')
    })
    expect(slipStore.get().selections).toEqual([{ ...builder, odds: 3.55 }, plain])
    expect(slipStore.get().tab).toBe('combo')
    const gone = [...container.querySelectorAll('[data-testid="coupon-gone"]')].map((li) => li.textContent)
    expect(gone).toEqual([`C - D · Maç Kombini: 2-0 + KG Var${uiStrings['coupon.gone.unpriced'].tr}`])
  })

  const boost = { id: 9, was: 3.4, maxStake: 50 }

  it('shares a boosted builder with its boost, and opens it at the boost while it runs', async () => {
    answers['sports/coupons/share'] = ok({ code: 'ABCDEFGH', expiresAt: '2026-12-07T10:00:00.000Z' })
    slipStore.set({ selections: [{ ...builder, odds: 4.9, boost }], tab: 'single' })
    render(<CouponCode />)
    const button = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === uiStrings['coupon.share'].tr,
    )!
    await act(async () => button.click())
    await flush()
    expect(sent.find((s) => s.url.includes('sports/coupons/share'))!.body).toEqual({
      legs: [{ builder: { eventId: 3, outcomeIds: [21, 22] }, boostId: 9 }],
    })
    answers['sports/coupons/BOOSTED1'] = ok({
      code: 'BOOSTED1',
      expiresAt: '2026-12-07T10:00:00.000Z',
      legs: [{ ...builder, odds: 4.9, boost }],
      gone: [],
    })
    act(() => slipStore.set({ selections: [] }))
    await act(async () => {
      await openCouponCode('BOOSTED1')
    })
    expect(slipStore.get().selections).toEqual([{ ...builder, odds: 4.9, boost }])
    expect(container.querySelector('[data-testid="coupon-boost-ended"]')).toBeNull()
  })

  it('opens a builder whose boost ended at today’s price and says the boost has ended', async () => {
    answers['sports/coupons/ABCDEFGH'] = ok({
      code: 'ABCDEFGH',
      expiresAt: '2026-12-07T10:00:00.000Z',
      legs: [builder],
      gone: [{ ...builder, reason: 'boost_ended', builder: { outcomeIds: [21, 22] } }],
    })
    render(<CouponCode />)
    await act(async () => {
      await openCouponCode('ABCDEFGH')
    })
    expect(slipStore.get().selections).toEqual([builder])
    // Not listed among the selections left out: the builder is on the slip.
    expect(container.querySelector('[data-testid="coupon-gone"]')).toBeNull()
    const ended = container.querySelector('[data-testid="coupon-boost-ended"]')?.textContent
    expect(ended).toBe(
      `Ev - Dep · Maç Kombini: Ev Sahibi + 2,5 Üst${uiStrings['coupon.gone.boost_ended'].tr}`,
    )
    expect(container.textContent).toContain(uiStrings['coupon.boostEndedTitle'].tr)
  })
})

describe('quick bet', () => {
  const selection = {
    outcomeId: 5,
    eventId: 2,
    event: 'Ev - Dep',
    market: 'Maç Sonucu',
    outcome: 'X',
    odds: 3.2,
    mbs: 1,
  }

  it('turns an odds button into a one-tap single at the preset stake under the slip’s policy', async () => {
    sessionStore.set({ hasLogin: true })
    answers['sports/bets'] = ok({
      id: 77,
      kind: 'single',
      status: 'open',
      stake: 7.5,
      potentialPayout: 24,
      systemSizes: null,
      oddsChange: 'higher',
      legs: [{ outcomeId: 5, eventId: 2, odds: 3.2, banker: false, result: 'pending' }],
      payout: null,
      placedAt: '2026-11-30T08:00:00.000Z',
      settledAt: null,
      cashedOut: 0,
      cashedOutAt: null,
      autoCashout: null,
      acceptAt: null,
      rejectReason: null,
    })
    render(<OddsButton label="X" selection={selection} marketOutcomeIds={[4, 5, 6]} />, (client) =>
      client.setQueryData(['sports', 'settings'], { quickBet: { enabled: true, stake: 7.5 } }),
    )
    const button = container.querySelector('button')!
    expect(button.getAttribute('aria-label')).toMatch(/^Hızlı bahis, ₺7,50: /)
    expect(button.hasAttribute('aria-pressed')).toBe(false)
    await act(async () => button.click())
    await flush()
    const bet = sent.find((s) => s.url.includes('sports/bets'))!
    expect(bet.body).toMatchObject({
      kind: 'single',
      legs: [{ outcomeId: 5, odds: 3.2 }],
      stake: 7.5,
      oddsChange: 'higher',
    })
    // Nothing went on the slip.
    expect(slipStore.get().selections).toEqual([])
  })

  it('leaves the button a slip toggle while quick bet is off', async () => {
    sessionStore.set({ hasLogin: true })
    render(<OddsButton label="X" selection={selection} marketOutcomeIds={[4, 5, 6]} />, (client) =>
      client.setQueryData(['sports', 'settings'], { quickBet: { enabled: false, stake: 7.5 } }),
    )
    const button = container.querySelector('button')!
    expect(button.getAttribute('aria-pressed')).toBe('false')
    act(() => button.click())
    expect(slipStore.get().selections.map((s) => s.outcomeId)).toEqual([5])
    expect(sent.some((s) => s.url.includes('sports/bets'))).toBe(false)
  })
})

describe('the statistics tab', () => {
  it('shows the form, the table with the two sides marked and the probabilities as percentages', () => {
    const event = { id: 1, home: 'Ev', away: 'Dep' } as SportsEventDetail
    const match = (eventId: number, home: string, away: string, h: number, a: number) => ({
      eventId,
      startAt: '2026-11-29T10:00:00.000Z',
      home,
      away,
      score: { home: h, away: a },
    })
    const row = (position: number, team: string, points: number, side: 'home' | 'away' | null) => ({
      position,
      team,
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
      goalsFor: 3,
      goalsAgainst: 1,
      goalDifference: 2,
      points,
      form: ['W' as const, 'D' as const],
      side,
    })
    const stats: EventStats = {
      eventId: 1,
      form: { home: [{ ...match(9, 'Ev', 'C', 2, 0), outcome: 'W' }], away: [] },
      headToHead: [match(8, 'Dep', 'Ev', 1, 1)],
      table: [row(1, 'Ev', 4, 'home'), row(2, 'C', 4, null), row(3, 'Dep', 1, 'away')],
      probabilities: {
        home: 0.48,
        draw: 0.268,
        away: 0.252,
        over25: 0.506,
        under25: 0.494,
        bttsYes: 0.542,
        bttsNo: 0.458,
      },
    }
    render(<StatsView event={event} stats={stats} />)
    expect(container.querySelector('[data-testid="prob-home"]')?.textContent).toContain('1 · Ev%48,0')
    expect(container.querySelector('[data-testid="prob-over25"]')?.textContent).toContain('Üst 2,5%50,6')
    const rows = [...container.querySelectorAll('[data-testid="stats-table"] tbody tr')]
    expect(rows.map((r) => r.getAttribute('data-side'))).toEqual(['home', null, 'away'])
    expect(rows[0]!.textContent).toContain('Ev')
    // Form pills say their meaning to screen readers.
    expect(rows[0]!.querySelector('.visually-hidden')?.textContent).toBe('Galibiyet')
    // An empty list says so.
    expect(container.textContent).toContain('Henüz oynanmış maç yok.')
  })
})
