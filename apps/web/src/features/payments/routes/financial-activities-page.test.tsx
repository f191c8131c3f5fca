import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  HISTORY_PAGE_SIZE,
  PaymentDirection,
  TransactionStatus,
  TransactionType,
  uiStrings,
  type FinancialPage,
} from '@galata/contract'
import { bootstrapQuery, type Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { I18nProvider } from '../../../shared/i18n/i18n'
import { financialActivitiesQuery } from '../api/get-financial-activities'
import { FinancialActivitiesPage } from './financial-activities-page'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

// The page in Turkish (no stored language), with the contract's own strings as the bootstrap.
const bootstrap = {
  translationList: Object.entries(uiStrings).map(([key, text]) => ({ key, value: text.tr })),
} as unknown as Bootstrap

const page: FinancialPage = {
  total: 1,
  items: [
    {
      id: 7,
      transactionType: PaymentDirection.Deposit,
      amount: 1234.5,
      currencySymbol: '₺',
      status: TransactionStatus.Confirmed,
      processStatus: null,
      method: 'Papara',
      // 09:46 UTC: 12:46 in Türkiye, whatever the zone of the machine running the test.
      createdAt: '2026-11-25T09:46:00.000Z',
      note: null,
    },
  ],
}

let container: HTMLDivElement
let root: Root

describe('the financial history table', () => {
  beforeEach(() => {
    localStorage.clear()
    // The page's own refetch goes nowhere: the answer is already in the cache below.
    vi.stubGlobal('fetch', () => new Promise<never>(() => {}))
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
    vi.unstubAllGlobals()
  })

  function renderPage(answer: FinancialPage) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(bootstrapQuery.queryKey, bootstrap)
    const query = { transactionType: TransactionType.All, skip: 0, take: HISTORY_PAGE_SIZE }
    client.setQueryData(financialActivitiesQuery(query).queryKey, answer)
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <I18nProvider>
            <FinancialActivitiesPage />
          </I18nProvider>
        ),
      },
    ])
    act(() => {
      root.render(
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      )
    })
  }

  it('writes dates as d.MMM.yy HH:mm in Türkiye time, money as ₺1.234,50, the count with its noun', () => {
    renderPage(page)
    const row = container.querySelector('[data-testid="financial-row"]')
    const cells = [...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent)
    expect(cells[0]).toBe('25.Kas.26 12:46')
    expect(cells[3]).toBe('+₺1.234,50')
    expect(container.querySelector('[data-testid="financial-card"] time')?.textContent).toBe(
      '25.Kas.26 12:46',
    )
    expect(container.textContent).toContain('1 işlem')
  })

  // The phone shows the cards, the desktop the table (CSS picks one); the browser journeys check the
  // table, so the cards' content is proved here (docs/testing.md "Which journeys run on the phone").
  it('a pending deposit: the phone card shows its status, its end and both ways out, as the row does', () => {
    renderPage({
      total: 1,
      items: [
        {
          ...page.items[0]!,
          amount: 300,
          status: TransactionStatus.Pending,
          method: 'Kredi / Banka Kartı',
          expiresAt: '2026-11-25T10:16:00.000Z',
          canCancel: true,
          canContinue: true,
        },
      ],
    })
    const row = container.querySelector<HTMLElement>('[data-testid="financial-row"]')!
    const card = container.querySelector<HTMLElement>('[data-testid="financial-card"]')!
    for (const shown of [row, card]) {
      expect(shown.textContent).toContain('Beklemede')
      expect(shown.textContent).toContain('Kredi / Banka Kartı')
      expect(shown.textContent).toContain('+₺300,00')
      expect(shown.textContent).toMatch(/25\.Kas\.26 13:16.*sona erer/)
      const labels = [...shown.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))
      expect(labels).toEqual([
        expect.stringMatching(/ödemesine devam et/),
        expect.stringMatching(/bekleyen para yatırma işlemini iptal et/),
      ])
    }
  })

  // docs/payments.md "The waiting dialog": a crypto deposit has no payment page to continue to.
  it('an open crypto deposit offers its payment details instead of Continue', () => {
    renderPage({
      total: 1,
      items: [
        {
          ...page.items[0]!,
          amount: 1725,
          status: TransactionStatus.Pending,
          method: 'Kripto (USDT)',
          expiresAt: '2026-11-25T10:16:00.000Z',
          canCancel: true,
          canContinue: false,
          canWatch: true,
        },
      ],
    })
    const row = container.querySelector<HTMLElement>('[data-testid="financial-row"]')!
    const buttons = [...row.querySelectorAll('button')]
    expect(buttons.map((b) => b.textContent)).toEqual(['Ödeme Bilgileri', 'İptal Et'])
    expect(buttons[0]?.getAttribute('aria-label')).toMatch(/kripto para yatırma işleminin ödeme bilgilerini/)
  })

  it('a settled deposit has no actions in the card', () => {
    renderPage(page)
    const card = container.querySelector<HTMLElement>('[data-testid="financial-card"]')!
    expect(card.textContent).toContain('Onaylandı')
    expect(card.querySelector('[data-testid="pending-actions"]')).toBeNull()
  })
})
