import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { uiStrings, type SportsTicket } from '@galata/contract'
import { bootstrapQuery, type Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { I18nProvider } from '../../../shared/i18n/i18n'
import { MyBetsPage } from './my-bets-page'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/*
 * Kuponlarım's ticket card in each state (docs/sportsbook.md "Kuponlarım"): a rejected or voided
 * ticket gives its stake back, a cashed-out one what it paid, a system its type. It says why the
 * book ended a ticket: a pre-match ticket voided because a time-out or
 * self-exclusion began before its matches (docs/player-protection.md "Purchases for games after
 * the exclusion starts"), and a live bet rejected. In Turkish, with the contract's own strings.
 */

const bootstrap = {
  translationList: Object.entries(uiStrings).map(([key, text]) => ({ key, value: text.tr })),
} as unknown as Bootstrap

const base: SportsTicket = {
  id: 41,
  kind: 'single',
  status: 'void',
  stake: 10,
  potentialPayout: 20,
  systemSizes: null,
  oddsChange: 'any',
  legs: [{ outcomeId: 7, eventId: 3, odds: 2, banker: false, result: 'pending' }],
  payout: 10,
  placedAt: '2026-11-28T14:00:00.000Z',
  settledAt: '2026-11-28T14:05:00.000Z',
  cashedOut: 0,
  cashedOutAt: null,
  autoCashout: null,
  acceptAt: null,
  rejectReason: 'self_excluded',
}

let container: HTMLDivElement
let root: Root

async function render(items: SportsTicket[]) {
  vi.stubGlobal('fetch', (url: URL | string) =>
    String(url).includes('sports/mybets')
      ? Promise.resolve(
          new Response(JSON.stringify({ success: true, message: '', data: { items, total: items.length } }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        )
      : new Promise<never>(() => {}),
  )
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(bootstrapQuery.queryKey, bootstrap)
  act(() => {
    root.render(
      <QueryClientProvider client={client}>
        <I18nProvider>
          <MemoryRouter>
            <MyBetsPage />
          </MemoryRouter>
        </I18nProvider>
      </QueryClientProvider>,
    )
  })
  await vi.waitFor(() => expect(container.querySelector('[data-testid="ticket"]')).not.toBeNull())
}

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
})

describe('Kuponlarım', () => {
  it('a ticket voided at a self-exclusion says so, with its stake back', async () => {
    await render([base])
    expect(container.querySelector('[data-testid="ticket-status"]')?.textContent).toBe('İade')
    expect(container.querySelector('[data-testid="ticket-reason"]')?.textContent).toBe(
      uiStrings['mybets.voidReason.self_excluded'].tr,
    )
    expect(container.querySelector('[data-testid="ticket-payout"]')?.textContent).toContain('10,00')
  })

  it('a rejected live bet gives its reason; a ticket settled from results gives none', async () => {
    await render([
      { ...base, id: 42, status: 'rejected', payout: null, rejectReason: 'odds_changed' },
      { ...base, id: 43, rejectReason: null },
    ])
    const reasons = [...container.querySelectorAll('[data-testid="ticket-reason"]')].map((e) => e.textContent)
    expect(reasons).toEqual([uiStrings['mybets.rejectReason.odds_changed'].tr])
  })

  it('a rejected live bet: its stake refunded, legs neutral, no potential payout', async () => {
    await render([
      {
        ...base,
        id: 44,
        status: 'rejected',
        payout: null,
        rejectReason: 'state_changed',
        // The match later went against the pick: the leg's own result must not show.
        legs: [{ ...base.legs[0]!, result: 'lost' }],
      },
    ])
    const ticket = container.querySelector('[data-testid="ticket"]')!
    expect(ticket.querySelector('[data-testid="ticket-status"]')?.textContent).toBe('Reddedildi')
    expect(ticket.querySelector('[data-testid="ticket-payout-label"]')?.textContent).toBe('İade edildi')
    expect(ticket.querySelector('[data-testid="ticket-payout"]')?.textContent).toContain('10,00')
    expect(ticket.querySelector('[data-testid="leg-result"]')?.textContent).toBe('İade')
    expect(ticket.textContent).not.toContain('Kaybetti')
    expect(ticket.textContent).not.toContain(uiStrings['betslip.payout'].tr)
  })

  it('a cashed-out ticket shows what the cash-out paid', async () => {
    await render([
      {
        ...base,
        id: 45,
        status: 'cashed_out',
        payout: null,
        rejectReason: null,
        cashedOut: 17.4,
        cashedOutAt: '2026-11-28T14:03:00.000Z',
      },
    ])
    const ticket = container.querySelector('[data-testid="ticket"]')!
    expect(ticket.querySelector('[data-testid="ticket-payout-label"]')?.textContent).toBe('Ödenen')
    expect(ticket.querySelector('[data-testid="ticket-payout"]')?.textContent).toContain('17,40')
    expect(ticket.textContent).not.toContain(uiStrings['betslip.payout'].tr)
  })

  it('a system ticket shows its type and its number of combinations', async () => {
    const leg = (outcomeId: number, eventId: number) => ({
      outcomeId,
      eventId,
      odds: 2,
      banker: false,
      result: 'pending' as const,
    })
    await render([
      {
        ...base,
        id: 46,
        kind: 'system',
        status: 'open',
        payout: null,
        rejectReason: null,
        settledAt: null,
        systemSizes: [2, 3],
        legs: [leg(1, 1), leg(2, 2), leg(3, 3)],
      },
      {
        ...base,
        id: 47,
        kind: 'system',
        status: 'open',
        payout: null,
        rejectReason: null,
        settledAt: null,
        systemSizes: [2],
        legs: [leg(4, 4), leg(5, 5), leg(6, 6)],
      },
    ])
    const types = [...container.querySelectorAll('[data-testid="ticket-system"]')].map((e) => e.textContent)
    expect(types).toEqual(['Trixie · 4 kombinasyon', '2/3 · 3 kombinasyon'])
    const labels = [...container.querySelectorAll('[data-testid="ticket-payout-label"]')].map(
      (e) => e.textContent,
    )
    expect(labels).toEqual([uiStrings['betslip.payout'].tr, uiStrings['betslip.payout'].tr])
  })
})
