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
 * The Kupon's system stake (docs/sportsbook.md "System stake"): typed per combination, the total
 * shown and sent as the API's whole stake; the button stays off for a stake the book cannot take,
 * with the reason beside it; a server refusal says what to change. In Turkish, the contract's strings.
 */

const bootstrap = {
  translationList: Object.entries(uiStrings).map(([key, text]) => ({ key, value: text.tr })),
} as unknown as Bootstrap

const selection = (n: number) => ({
  outcomeId: 100 + n,
  eventId: n,
  event: `Ev ${n} - Dep ${n}`,
  market: 'Maç Sonucu',
  outcome: '1',
  odds: 2,
  mbs: 1,
})

let container: HTMLDivElement
let sent: unknown[]
let answer: { status: number; body: unknown }

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

beforeEach(() => {
  sent = []
  answer = { status: 200, body: { success: true, message: '', data: {} } }
  vi.stubGlobal('fetch', (url: URL | string, init?: RequestInit) => {
    if (!String(url).includes('sports/bets')) return new Promise<never>(() => {})
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
    selections: [selection(1), selection(2), selection(3)],
    tab: 'system',
    sizes: [2],
    bankers: [],
    stake: 0.1,
    policy: 'none',
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  // Before the mount is removed (after-hooks run last-registered first): the change renders in act.
  act(() => sessionStore.set({ hasLogin: false }))
})

describe('the Kupon’s system stake', () => {
  it('is typed per combination; a total under the minimum keeps the button off and says why', () => {
    render()
    expect(container.textContent).toContain(uiStrings['betslip.stakePerBet'].tr)
    expect(byTestId('slip-bets')?.textContent).toBe('3')
    // ₺0,10 × 3 = ₺0,30, under the ₺1 a slip must carry.
    expect(byTestId('slip-total-stake')?.textContent).toContain('0,30')
    expect(placeButton().disabled).toBe(true)
    expect(byTestId('slip-stake-problem')?.textContent).toBe(
      '3 kombinasyonlu kupon için kombinasyon başı en az ₺0,34 girin (toplam en az ₺1,00).',
    )

    act(() => slipStore.set({ stake: 0.35 }))
    expect(byTestId('slip-total-stake')?.textContent).toContain('1,05')
    expect(byTestId('slip-stake-problem')).toBeNull()
    expect(placeButton().disabled).toBe(false)
  })

  it('sends the whole stake, per combination × combinations', async () => {
    answer = {
      status: 200,
      body: {
        success: true,
        message: '',
        data: {
          id: 9,
          kind: 'system',
          status: 'open',
          stake: 30,
          potentialPayout: 120,
          systemSizes: [2],
          oddsChange: 'none',
          legs: [],
          payout: null,
          placedAt: '2026-11-28T14:00:00.000Z',
          settledAt: null,
          cashedOut: 0,
          cashedOutAt: null,
          autoCashout: null,
          acceptAt: null,
          rejectReason: null,
        },
      },
    }
    slipStore.set({ stake: 10 })
    render()
    expect(byTestId('slip-total-stake')?.textContent).toContain('30,00')
    // 3 combinations of 2 × 2 at ₺10 each.
    expect(byTestId('slip-payout')?.textContent).toContain('120,00')
    act(() => placeButton().click())
    await vi.waitFor(() => expect(byTestId('slip-placed')).not.toBeNull())
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ kind: 'system', stake: 30, systemSizes: [2] })
  })

  it('answers a refused stake with what to change, never “check the highlighted fields”', async () => {
    answer = {
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Lütfen işaretli alanları kontrol edin.',
        errors: { stake: 'invalid_number' },
        data: null,
      },
    }
    slipStore.set({ stake: 10 })
    render()
    act(() => placeButton().click())
    await vi.waitFor(() => expect(byTestId('slip-error')).not.toBeNull())
    expect(byTestId('slip-error')?.textContent).toContain(uiStrings['betslip.refused.stake'].tr)
    expect(byTestId('slip-error')?.textContent).not.toContain('işaretli')
  })

  it('says a payout limit per combination and offers that stake', async () => {
    answer = {
      status: 400,
      body: {
        success: false,
        code: 'MAX_PAYOUT',
        message: 'Bu kupon en yüksek ödeme tutarını aşıyor; en fazla ₺300,00 yatırabilirsiniz.',
        data: { maxStake: 300, maxPayout: 1_000_000 },
      },
    }
    slipStore.set({ stake: 1000 })
    render()
    act(() => placeButton().click())
    await vi.waitFor(() => expect(byTestId('slip-error')).not.toBeNull())
    expect(byTestId('slip-error')?.textContent).toContain(
      'Bu kupona kombinasyon başı en fazla ₺100,00 yatırabilirsiniz (toplam ₺300,00).',
    )
    const useMax = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Tutarı ₺100,00 yap',
    )!
    act(() => useMax.click())
    expect(slipStore.get().stake).toBe(100)
  })
})

describe('a live bet on the Kupon', () => {
  it('keeps its countdown when the slip is mounted again, and is gone after a logout', async () => {
    // The event page swaps its layout when the match's status changes; the slip mounts anew.
    const pending = {
      id: 11,
      kind: 'single',
      status: 'pending',
      stake: 10,
      potentialPayout: 20,
      systemSizes: null,
      oddsChange: 'any',
      legs: [],
      payout: null,
      placedAt: '2026-11-28T14:00:00.000Z',
      settledAt: null,
      cashedOut: 0,
      cashedOutAt: null,
      autoCashout: null,
      acceptAt: '2026-11-28T14:00:06.000Z',
      rejectReason: null,
    }
    answer = { status: 200, body: { success: true, message: '', data: pending } }
    slipStore.set({ selections: [selection(1)], tab: 'single', stake: 10, live: [] })
    render()
    act(() => placeButton().click())
    await vi.waitFor(() => expect(byTestId('live-bet')?.getAttribute('data-status')).toBe('pending'))

    container.remove()
    render()
    expect(byTestId('live-bet')?.getAttribute('data-status')).toBe('pending')

    act(() => sessionStore.set({ hasLogin: false }))
    expect(byTestId('live-bet')).toBeNull()
  })
})
