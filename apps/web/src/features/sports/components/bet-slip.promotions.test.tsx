import { act } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { uiStrings } from '@galata/contract'
import { bootstrapQuery, type Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { I18nProvider } from '../../../shared/i18n/i18n'
import { sessionStore } from '../../../shared/session/session-store'
import { slipStore } from '../lib/slip-store'
import { mount } from '../../../test/mount'
import { BetSlip } from './bet-slip'

/*
 * The sports promotions on the Kupon (docs/sportsbook.md "Sports promotions"): "Freebet kullan" stakes
 * the slip with a freebet's whole amount and shows only what it pays beyond it; the kombine boost's
 * preview adds its share of the winnings, or says what the kombine still lacks. In Turkish.
 */

const bootstrap = {
  translationList: Object.entries(uiStrings).map(([key, text]) => ({ key, value: text.tr })),
} as unknown as Bootstrap

const selection = (n: number, odds = 2) => ({
  outcomeId: 100 + n,
  eventId: n,
  event: `Ev ${n} - Dep ${n}`,
  market: 'Maç Sonucu',
  outcome: '1',
  odds,
  mbs: 1,
})

const FREEBET = { id: 7, amount: 50, minOdds: 1.5, expiresAt: '2026-12-07T09:00:00.000Z', source: 'campaign' }
const BOOST = {
  id: 3,
  code: 'kombine_boost',
  kind: 'sports_boost',
  title: 'Kombine Bonusu',
  percent: 10,
  maxAmount: 1000,
  minBase: 0,
  wageringMultiplier: 0,
  validDays: 0,
  amount: 0,
  claimableUntil: null,
  state: 'automatic',
  minLegs: 4,
  minOdds: 1.3,
  rules: [],
}

let container: HTMLDivElement
let sent: unknown[]
let freebets: unknown[]
let campaigns: unknown[]
let freebetReads: number
let answer: { status: number; body: unknown }

const ok = (data: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ success: true, message: '', data }), {
      headers: { 'content-type': 'application/json' },
    }),
  )

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(bootstrapQuery.queryKey, bootstrap)
  container = mount(
    <QueryClientProvider client={client}>
      <I18nProvider>
        <MemoryRouter>
          <BetSlip headingId="slip" />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  ).container
}

const byTestId = (id: string) => container.querySelector(`[data-testid="${id}"]`)
const placeButton = () =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === 'Bahis Yap')!
const freebetSelect = () => byTestId('slip-freebet') as HTMLSelectElement | null
const stakeInput = () => container.querySelector('input[name="stake"]') as HTMLInputElement

function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    select.value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

beforeEach(() => {
  sent = []
  freebets = [FREEBET]
  campaigns = []
  freebetReads = 0
  answer = { status: 200, body: { success: true, message: '', data: {} } }
  vi.stubGlobal('fetch', (url: URL | string, init?: RequestInit) => {
    const path = String(url)
    if (path.includes('sports/freebets')) {
      freebetReads++
      return ok(freebets)
    }
    if (path.includes('bonus/sports-campaigns')) return ok(campaigns)
    if (!path.includes('sports/bets')) return new Promise<never>(() => {})
    sent.push(JSON.parse(String(init?.body)))
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    )
  })
  sessionStore.set({ hasLogin: true })
  slipStore.set({
    selections: [selection(1)],
    tab: 'single',
    sizes: [],
    bankers: [],
    stake: 10,
    policy: 'none',
    freebetId: null,
    live: [],
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  act(() => sessionStore.set({ hasLogin: false }))
})

const ticket = {
  id: 21,
  kind: 'single',
  status: 'open',
  stake: 50,
  potentialPayout: 100,
  systemSizes: null,
  oddsChange: 'none',
  legs: [],
  payout: null,
  placedAt: '2026-11-30T10:00:00.000Z',
  settledAt: null,
  cashedOut: 0,
  cashedOutAt: null,
  autoCashout: null,
  acceptAt: null,
  rejectReason: null,
  freebet: true,
}

describe('Freebet kullan on the Kupon', () => {
  it('lists the freebet labelled, with its amount, least price and expiry', async () => {
    render()
    await vi.waitFor(() => expect(freebetSelect()).not.toBeNull())
    const select = freebetSelect()!
    const label = container.querySelector(`label[for="${select.id}"]`)
    expect(label?.textContent).toBe('Freebet kullan')
    const option = select.querySelectorAll('option')[1]!
    expect(option.textContent).toContain('₺50,00 freebet')
    expect(option.textContent).toContain('en az 1,50 oran')
    expect(option.textContent).toContain('7.Ara.26')
    expect(select.value).toBe('')
  })

  it('stakes the freebet’s amount, not editable, pays only beyond it and sends freebetId', async () => {
    answer = { status: 200, body: { success: true, message: '', data: ticket } }
    render()
    await vi.waitFor(() => expect(freebetSelect()).not.toBeNull())
    choose(freebetSelect()!, '7')
    expect(stakeInput().disabled).toBe(true)
    expect(stakeInput().value).toContain('50')
    expect(container.textContent).toContain('Freebet tutarı')
    // ₺50 at 2.00 pays ₺100; a freebet pays the ₺50 beyond its stake.
    expect(byTestId('slip-payout')?.textContent).toContain('50,00')
    expect(container.textContent).toContain(uiStrings['betslip.freebet.payout'].tr)
    const reads = freebetReads
    act(() => placeButton().click())
    await vi.waitFor(() => expect(byTestId('slip-placed')).not.toBeNull())
    expect(sent[0]).toMatchObject({ kind: 'single', stake: 50, freebetId: 7 })
    // The used freebet is read again, and the slip forgets it.
    await vi.waitFor(() => expect(freebetReads).toBeGreaterThan(reads))
    expect(slipStore.get().freebetId).toBeNull()
  })

  it('keeps the button off under the freebet’s least price, and says so', async () => {
    slipStore.set({ selections: [selection(1, 1.2)] })
    render()
    await vi.waitFor(() => expect(freebetSelect()).not.toBeNull())
    choose(freebetSelect()!, '7')
    expect(byTestId('slip-freebet-min-odds')?.textContent).toBe(
      'Bu freebet için kuponun toplam oranı en az 1,50 olmalı.',
    )
    expect(placeButton().disabled).toBe(true)
  })

  it('shows the server’s refusal in the player’s language', async () => {
    answer = {
      status: 409,
      body: {
        success: false,
        code: 'FREEBET_USED',
        message: 'Bu freebet başka bir kuponda kullanıldı.',
        data: null,
      },
    }
    render()
    await vi.waitFor(() => expect(freebetSelect()).not.toBeNull())
    choose(freebetSelect()!, '7')
    act(() => placeButton().click())
    await vi.waitFor(() => expect(byTestId('slip-error')).not.toBeNull())
    expect(byTestId('slip-error')?.textContent).toContain('Bu freebet başka bir kuponda kullanıldı.')
  })

  it('is not offered on a system, on several singles, or without a freebet', async () => {
    slipStore.set({ selections: [selection(1), selection(2), selection(3)], tab: 'combo', sizes: [2] })
    render()
    await vi.waitFor(() => expect(freebetSelect()).not.toBeNull())
    act(() => slipStore.set({ tab: 'system' }))
    expect(freebetSelect()).toBeNull()
    act(() => slipStore.set({ tab: 'single' }))
    expect(freebetSelect()).toBeNull()
  })
})

describe('the kombine boost preview', () => {
  beforeEach(() => {
    campaigns = [BOOST]
    freebets = []
  })

  it('adds the boost to a qualifying kombine’s possible winnings', async () => {
    slipStore.set({ selections: [1, 2, 3, 4].map((n) => selection(n)), tab: 'combo', stake: 10 })
    render()
    await vi.waitFor(() => expect(byTestId('slip-boost-preview')).not.toBeNull())
    // ₺10 at 16.00 pays ₺160; 10 % of the ₺150 beyond the stake is ₺15.
    expect(byTestId('slip-boost-preview')?.textContent).toContain('Kombine Bonusu: +%10')
    expect(byTestId('slip-boost-preview')?.textContent).toContain('15,00')
    expect(byTestId('slip-payout')?.textContent).toContain('175,00')
  })

  it('says how many matches are missing, or that a price is too low', async () => {
    slipStore.set({ selections: [1, 2, 3].map((n) => selection(n)), tab: 'combo' })
    render()
    await vi.waitFor(() => expect(byTestId('slip-boost-hint')).not.toBeNull())
    expect(byTestId('slip-boost-hint')?.textContent).toBe(
      'Kombine Bonusu için 1 maç daha ekleyin (her biri en az 1,30 oranlı).',
    )
    expect(byTestId('slip-payout')?.textContent).toContain('80,00')
    act(() => slipStore.set({ selections: [1, 2].map((n) => selection(n)) }))
    expect(byTestId('slip-boost-hint')?.textContent).toContain('2 maç daha ekleyin')
    act(() => slipStore.set({ selections: [selection(1), selection(2), selection(3), selection(4, 1.2)] }))
    expect(byTestId('slip-boost-hint')?.textContent).toBe(
      'Kombine Bonusu için her maçın oranı en az 1,30 olmalı.',
    )
    expect(byTestId('slip-boost-preview')).toBeNull()
  })

  it('adds to what a freebet kombine pays, as settlement pays it', async () => {
    freebets = [FREEBET]
    slipStore.set({ selections: [1, 2, 3, 4].map((n) => selection(n)), tab: 'combo', stake: 10 })
    render()
    await vi.waitFor(() => expect(freebetSelect()).not.toBeNull())
    choose(freebetSelect()!, '7')
    // ₺50 at 16.00 pays ₺800: ₺750 beyond the freebet, and 10 % of that, ₺75, on top.
    await vi.waitFor(() => expect(byTestId('slip-boost-preview')?.textContent).toContain('75,00'))
    expect(byTestId('slip-payout')?.textContent).toContain('825,00')
  })

  it('previews the boost for a visitor, from the public terms', async () => {
    act(() => sessionStore.set({ hasLogin: false }))
    slipStore.set({ selections: [1, 2, 3, 4].map((n) => selection(n)), tab: 'combo', stake: 10 })
    render()
    await vi.waitFor(() => expect(byTestId('slip-boost-preview')).not.toBeNull())
    expect(byTestId('slip-boost-preview')?.textContent).toContain('Kombine Bonusu: +%10')
    expect(byTestId('slip-boost-preview')?.textContent).toContain('15,00')
    expect(byTestId('slip-payout')?.textContent).toContain('175,00')
    // No freebet is read or offered to a visitor.
    expect(freebetReads).toBe(0)
    expect(freebetSelect()).toBeNull()
  })

  it('is not shown on a single', async () => {
    render()
    await vi.waitFor(() => expect(freebetReads).toBeGreaterThan(0))
    await new Promise((r) => setTimeout(r, 20))
    expect(byTestId('slip-boost-hint')).toBeNull()
    expect(byTestId('slip-boost-preview')).toBeNull()
    // No usable freebet: no choice either.
    expect(freebetSelect()).toBeNull()
  })
})
