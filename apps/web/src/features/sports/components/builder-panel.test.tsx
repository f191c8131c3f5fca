import { act } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { uiStrings, type SportsEventDetail, type SportsMarket } from '@galata/contract'
import { bootstrapQuery, type Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { I18nProvider } from '../../../shared/i18n/i18n'
import { sessionStore } from '../../../shared/session/session-store'
import { clearSlip, slipStore } from '../lib/slip-store'
import { mount } from '../../../test/mount'
import { BetSlip } from './bet-slip'
import { BuilderPanel } from './builder-panel'

/*
 * Maç Kombini on the match page (docs/sportsbook.md "Bet builder on the web"): only the markets the
 * builder prices, one pick per market, the price asked once the picks stand still, a refusal in the
 * player's words, and "Kupona Ekle" putting ONE leg on the slip, which the slip sends as a builder
 * leg at that price. In Turkish; the server is the stubbed fetch.
 */

const bootstrap = {
  translationList: Object.entries(uiStrings).map(([key, text]) => ({ key, value: text.tr })),
} as unknown as Bootstrap

const market = (id: number, key: string, name: string, outcomes: Array<[number, string, string, number]>) =>
  ({
    id,
    key,
    name,
    line: key === 'ou' ? 2.5 : null,
    status: 'active',
    phase: 'pre',
    mbs: 1,
    outcomes: outcomes.map(([oid, okey, oname, odds]) => ({
      id: oid,
      key: okey,
      name: oname,
      odds,
      result: 'pending',
    })),
  }) as SportsMarket

const event = {
  id: 7,
  sport: 'football',
  home: 'Galata',
  away: 'Pera',
  status: 'scheduled',
  markets: [
    market(1, '1x2', 'Maç Sonucu', [
      [11, '1', '1', 2.1],
      [12, 'X', 'X', 3.3],
      [13, '2', '2', 3.4],
    ]),
    market(2, 'ou', '2,5 Alt/Üst', [
      [21, 'under', 'Alt', 1.9],
      [22, 'over', 'Üst', 1.9],
    ]),
    market(3, 'btts', 'Karşılıklı Gol', [
      [31, 'yes', 'Var', 1.8],
      [32, 'no', 'Yok', 1.95],
    ]),
    // Asian handicap pushes: the builder does not take it, so the panel does not offer it.
    market(4, 'ah', 'Asya Handikap', [[41, 'home', 'Ev', 1.9]]),
  ],
} as unknown as SportsEventDetail

let container: HTMLDivElement
let asked: Array<{ path: string; body: unknown }>
let priceAnswer: { status: number; body: unknown }

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(bootstrapQuery.queryKey, bootstrap)
  container = mount(
    <QueryClientProvider client={client}>
      <I18nProvider>
        <MemoryRouter>
          <BuilderPanel event={event} />
          <BetSlip headingId="slip" />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  ).container
}

const byTestId = (id: string) => container.querySelector(`[data-testid="${id}"]`)
const pick = (label: string) =>
  act(() =>
    [...container.querySelectorAll<HTMLButtonElement>('[data-testid="builder-odds-button"]')]
      .find((b) => b.getAttribute('aria-label')?.includes(label))!
      .click(),
  )
const button = (text: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === text)!
const priceAsks = () => asked.filter((a) => a.path.includes('builder/price'))

beforeEach(() => {
  asked = []
  priceAnswer = {
    status: 200,
    body: { success: true, message: '', data: { odds: 5.2, fair: 0.17, legs: [] } },
  }
  vi.stubGlobal('fetch', (url: URL | string, init?: RequestInit) => {
    const path = String(url)
    if (!path.includes('builder/price') && !path.includes('sports/bets')) return new Promise<never>(() => {})
    asked.push({ path, body: JSON.parse(String(init?.body)) })
    const answer = path.includes('builder/price')
      ? priceAnswer
      : { status: 200, body: { success: true, message: '', data: { id: 1, status: 'open' } } }
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    )
  })
  sessionStore.set({ hasLogin: true })
  act(() => clearSlip())
})

afterEach(() => {
  vi.unstubAllGlobals()
  act(() => {
    sessionStore.set({ hasLogin: false })
    clearSlip()
  })
})

describe('Maç Kombini on the match page', () => {
  it('offers only the builder’s markets, prices the picks once they stand still, and adds ONE leg to the slip', async () => {
    render()
    expect(container.textContent).not.toContain('Asya Handikap')
    expect(byTestId('builder-picks')).toBeNull()
    pick('Maç Sonucu: 2,')
    // Another outcome of the same market replaces the first pick.
    pick('Maç Sonucu: 1,')
    expect(container.textContent).toContain(uiStrings['builder.needMore'].tr.replace('{min}', '2'))
    pick('2,5 Alt/Üst: Üst')
    pick('Karşılıklı Gol: Var')
    expect(byTestId('builder-picks')?.querySelectorAll('li')).toHaveLength(3)
    // Asked once, for the three picks that stood still, not for every click.
    await vi.waitFor(() => expect(byTestId('builder-odds')?.textContent).toBe('5,20'), { timeout: 10_000 })
    expect(priceAsks().map((a) => a.body)).toEqual([{ eventId: 7, outcomeIds: [11, 22, 31] }])
    // Beside it, the singles multiplied: 2.10 × 1.90 × 1.80.
    expect(byTestId('builder-singles')?.textContent).toContain('7,18')

    act(() => button(uiStrings['builder.add'].tr).click())
    expect(byTestId('builder-added')).not.toBeNull()
    const legs = container.querySelectorAll('[data-testid="slip-leg"]')
    expect(legs).toHaveLength(1)
    expect(legs[0]!.querySelectorAll('[data-testid="builder-names"] li')).toHaveLength(3)
    expect(legs[0]!.textContent).toContain('Maç Kombini')
    expect(legs[0]!.textContent).toContain('5,20')

    act(() => button('Bahis Yap').click())
    await vi.waitFor(() => expect(asked.some((a) => a.path.includes('sports/bets'))).toBe(true))
    expect(asked.find((a) => a.path.includes('sports/bets'))!.body).toMatchObject({
      kind: 'single',
      legs: [{ builder: { eventId: 7, outcomeIds: [11, 22, 31] }, odds: 5.2 }],
    })
  }, 30_000)

  it('says why when the picks cannot go together, and adds nothing', async () => {
    priceAnswer = {
      status: 400,
      body: {
        success: false,
        code: 'BUILDER_IMPOSSIBLE',
        message: 'Bu seçimler aynı maçta birlikte gerçekleşemez. Lütfen birini değiştirin.',
      },
    }
    render()
    pick('Maç Sonucu: X,')
    pick('Karşılıklı Gol: Yok')
    await vi.waitFor(() =>
      expect(byTestId('builder-error')?.textContent).toBe(
        'Bu seçimler aynı maçta birlikte gerçekleşemez. Lütfen birini değiştirin.',
      ),
    )
    expect(button(uiStrings['builder.add'].tr).disabled).toBe(true)
    expect(slipStore.get().selections).toEqual([])
  }, 30_000)
})
