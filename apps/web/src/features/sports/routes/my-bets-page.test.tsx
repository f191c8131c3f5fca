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
 * Kuponlarım says why the book ended a ticket: a pre-match ticket voided because a time-out or
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
})
