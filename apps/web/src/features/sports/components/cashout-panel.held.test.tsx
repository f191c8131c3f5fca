import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { uiStrings, type CashoutQuote, type SportsTicket } from '@galata/contract'
import { bootstrapQuery, type Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { I18nProvider } from '../../../shared/i18n/i18n'
import { CashoutPanel } from './cashout-panel'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/*
 * The cash-out panel in play (docs/sportsbook.md "Cash-out in play"): the server holds the request
 * for the live delay, so the panel says so before the player confirms, shows "Bozduruluyor…" while
 * the request is held, and then either the payment or, when a moment in the match re-offered it,
 * the new offer with the reason. In Turkish, with the contract's own strings as the bootstrap.
 */

const bootstrap = {
  translationList: Object.entries(uiStrings).map(([key, text]) => ({ key, value: text.tr })),
} as unknown as Bootstrap

const ticket: SportsTicket = {
  id: 41,
  kind: 'single',
  status: 'open',
  stake: 50,
  potentialPayout: 150,
  systemSizes: null,
  oddsChange: 'any',
  legs: [{ outcomeId: 7, eventId: 3, odds: 3, banker: false, result: 'pending' }],
  payout: null,
  placedAt: '2026-11-28T14:00:00.000Z',
  settledAt: null,
  cashedOut: 0,
  cashedOutAt: null,
  autoCashout: null,
  acceptAt: null,
  rejectReason: null,
}

const quoteOf = (offer: number): CashoutQuote => ({
  ticketId: ticket.id,
  available: true,
  reason: null,
  offer,
  stake: 50,
  potentialPayout: 150,
  margin: 0.05,
  autoCashout: null,
  inPlay: true,
})

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let container: HTMLDivElement
let root: Root
/** The held POST: the test answers it when it wants (the server's hold). */
let release: (res: Response) => void
let quoteNow: CashoutQuote
const posted: unknown[] = []

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve()
    await new Promise((r) => setTimeout(r, 0))
  })
}

async function confirmCashout() {
  const button = container.querySelector<HTMLButtonElement>('[data-testid="cashout-button"]')!
  act(() => button.click())
  expect(container.textContent).toContain('bozdurma talebiniz, canlı bahisler gibi birkaç saniye bekletilir')
  act(() => container.querySelector<HTMLButtonElement>('[data-testid="cashout-confirm"]')!.click())
  await flush()
}

describe('the cash-out panel on a ticket in play', () => {
  beforeEach(() => {
    localStorage.clear()
    posted.length = 0
    quoteNow = quoteOf(91.14)
    vi.stubGlobal('fetch', (url: URL | string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)))
        return new Promise<Response>((resolve) => (release = resolve))
      }
      if (String(url).includes('/cashout'))
        return Promise.resolve(answer(200, { success: true, message: '', data: quoteNow }))
      return new Promise<never>(() => {})
    })
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(bootstrapQuery.queryKey, bootstrap)
    client.setQueryData(['sports', 'cashout', ticket.id], quoteNow)
    act(() => {
      root.render(
        <QueryClientProvider client={client}>
          <I18nProvider>
            <CashoutPanel ticket={ticket} />
          </I18nProvider>
        </QueryClientProvider>,
      )
    })
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
    vi.unstubAllGlobals()
  })

  it('shows "Bozduruluyor…" while held, then the new offer and why when a goal re-offered it', async () => {
    await confirmCashout()
    expect(posted).toEqual([{ offer: 91.14, acceptChanges: false }])
    const held = container.querySelector('[data-testid="cashout-held"]')
    expect(held?.getAttribute('role')).toBe('status')
    expect(held?.textContent).toContain('Bozduruluyor…')

    // The book saw a goal during the hold: refused with the post-goal offer.
    quoteNow = quoteOf(28.02)
    release(
      answer(409, {
        success: false,
        code: 'CASHOUT_CHANGED',
        message: 'Bozdurma teklifi değişti; yeni teklif ₺28,02.',
        data: { offer: 28.02, reason: 'state_changed' },
      }),
    )
    await flush()
    expect(container.querySelector('[data-testid="cashout-held"]')).toBeNull()
    const notice = container.querySelector('[data-testid="cashout-notice"]')!
    expect(notice.getAttribute('role')).toBe('alert')
    expect(notice.textContent).toBe(
      'Bekleme süresinde maçta önemli bir an yaşandı; bozdurma yapılmadı. Yeni teklif ₺28,02. Kabul ediyorsanız tekrar onaylayın.',
    )
    expect(container.querySelector('[data-testid="cashout-offer"]')!.textContent).toBe('₺28,02')
    // Asked again, at the new offer only.
    expect(container.querySelector('[data-testid="cashout-confirm"]')!.textContent).toContain('Onayla')
    expect(container.textContent).toContain('₺28,02 tutarını şimdi bozdurmak istiyor musunuz?')
  })

  it('shows the payment once the held request is paid', async () => {
    await confirmCashout()
    expect(container.querySelector('[data-testid="cashout-held"]')?.textContent).toContain('Bozduruluyor…')
    release(
      answer(200, {
        success: true,
        message: '',
        data: { amount: 91.14, offer: 91.14, fraction: 1, ticket: { ...ticket, status: 'cashed_out' } },
      }),
    )
    await flush()
    expect(container.querySelector('[data-testid="cashout-held"]')).toBeNull()
    expect(container.querySelector('[data-testid="cashout-notice"]')!.textContent).toBe(
      '₺91,14 bozduruldu ve bakiyenize eklendi.',
    )
  })
})
