import { act } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { uiStrings, type SportsFeatured } from '@galata/contract'
import { bootstrapQuery, type Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { I18nProvider } from '../../../shared/i18n/i18n'
import { sessionStore } from '../../../shared/session/session-store'
import { clearSlip, slipStore } from '../lib/slip-store'
import { mount } from '../../../test/mount'
import { BetSlip } from './bet-slip'
import { FeaturedBlocks } from './featured'

/*
 * The featured blocks (docs/sportsbook.md "Featured, boosts and ready coupons"): a boost shows the
 * old price struck beside the new one and goes on the slip as a boosted single (its id sent with the
 * bet); a ready coupon goes on the slip in one tap without its closed selection, which it names.
 */

const bootstrap = {
  translationList: Object.entries(uiStrings).map(([key, text]) => ({ key, value: text.tr })),
} as unknown as Bootstrap

const leg = (n: number, odds: number) => ({
  outcomeId: 100 + n,
  eventId: n,
  home: `Ev ${n}`,
  away: `Dep ${n}`,
  startAt: '2026-11-30T18:00:00.000Z',
  market: 'Maç Sonucu',
  outcome: '1',
  odds,
  mbs: 1,
})

const featured: SportsFeatured = {
  matches: [],
  popular: [leg(5, 1.7)],
  boosts: [
    { ...leg(1, 2.5), id: 7, was: 2, maxStake: 50, endsAt: '2026-11-30T20:00:00.000Z' },
    {
      ...leg(6, 9),
      market: 'Maç Kombini',
      outcome: 'Maç Sonucu: 1, Karşılıklı Gol: Var',
      id: 8,
      was: 7.5,
      maxStake: 20,
      endsAt: '2026-11-30T20:00:00.000Z',
      builder: { outcomeIds: [106, 107], names: ['Maç Sonucu: 1', 'Karşılıklı Gol: Var'] },
    },
  ],
  coupons: [
    {
      id: 3,
      title: 'Akşamın Favorileri',
      legs: [
        { ...leg(2, 1.5), available: true },
        { ...leg(3, 2), available: true },
        { ...leg(4, 3), available: false },
      ],
    },
  ],
}

let container: HTMLDivElement
let sent: unknown[]

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(bootstrapQuery.queryKey, bootstrap)
  client.setQueryData(['sports', 'featured'], featured)
  container = mount(
    <QueryClientProvider client={client}>
      <I18nProvider>
        <MemoryRouter>
          <FeaturedBlocks prefix="test" />
          <BetSlip headingId="slip" />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  ).container
}

const all = (id: string) => [...container.querySelectorAll(`[data-testid="${id}"]`)]

beforeEach(() => {
  sent = []
  vi.stubGlobal('fetch', (url: URL | string, init?: RequestInit) => {
    if (!String(url).includes('sports/bets')) return new Promise<never>(() => {})
    sent.push(JSON.parse(String(init?.body)))
    return new Promise<never>(() => {})
  })
  sessionStore.set({ hasLogin: true })
  clearSlip()
  slipStore.set({ stake: 10, policy: 'none' })
})

afterEach(() => {
  vi.unstubAllGlobals()
  act(() => {
    sessionStore.set({ hasLogin: false })
    clearSlip()
  })
})

describe('the featured blocks', () => {
  it('label a boost with the old price struck and place it as a boosted single', async () => {
    render()
    const [row] = all('boost-row')
    expect(row!.querySelector('s')?.textContent).toBe('2,00')
    expect(row!.textContent).toContain('2,50')
    const button = row!.querySelector<HTMLButtonElement>('[data-testid="odds"]')!
    act(() => button.click())
    expect(slipStore.get().selections).toEqual([
      expect.objectContaining({ outcomeId: 101, odds: 2.5, boost: { id: 7, was: 2, maxStake: 50 } }),
    ])
    expect(all('slip-boost')).toHaveLength(1)
    const place = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Bahis Yap')!
    await act(async () => place.click())
    expect(sent).toEqual([
      expect.objectContaining({ kind: 'single', boostId: 7, legs: [{ outcomeId: 101, odds: 2.5 }] }),
    ])
  }, 20_000)

  it('place a boosted bet builder combination as one builder leg with the boost', async () => {
    render()
    const row = all('boost-row')[1]!
    expect(row.querySelector('s')?.textContent).toBe('7,50')
    expect(row.querySelectorAll('[data-testid="builder-names"] li')).toHaveLength(2)
    act(() => row.querySelector<HTMLButtonElement>('[data-testid="odds"]')!.click())
    expect(slipStore.get().selections).toEqual([
      expect.objectContaining({
        outcomeId: 106,
        odds: 9,
        boost: { id: 8, was: 7.5, maxStake: 20 },
        builder: { outcomeIds: [106, 107], names: ['Maç Sonucu: 1', 'Karşılıklı Gol: Var'] },
      }),
    ])
    const place = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Bahis Yap')!
    await act(async () => place.click())
    expect(sent).toEqual([
      expect.objectContaining({
        kind: 'single',
        boostId: 8,
        legs: [{ builder: { eventId: 6, outcomeIds: [106, 107] }, odds: 9 }],
      }),
    ])
  }, 20_000)

  it('add a ready coupon in one tap, leaving out and naming the selection that is gone', () => {
    render()
    const [coupon] = all('ready-coupon')
    expect(coupon!.textContent).toContain(uiStrings['featured.couponGone'].tr)
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="ready-coupon-add"]')!.click())
    const slip = slipStore.get()
    expect(slip.selections.map((s) => [s.outcomeId, s.odds])).toEqual([
      [102, 1.5],
      [103, 2],
    ])
    expect(slip.tab).toBe('combo')
    expect(coupon!.textContent).toContain('2 seçim kupona eklendi.')
  })

  it('put a popular selection on the slip with its price', () => {
    render()
    const [row] = all('popular-row')
    act(() => row!.querySelector<HTMLButtonElement>('[data-testid="odds"]')!.click())
    expect(slipStore.get().selections).toEqual([expect.objectContaining({ outcomeId: 105, odds: 1.7 })])
  })
})
