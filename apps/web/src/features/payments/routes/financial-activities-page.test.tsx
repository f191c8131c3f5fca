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

  it('writes dates as d.MMM.yy HH:mm in Türkiye time, money as ₺1.234,50, the count with its noun', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(bootstrapQuery.queryKey, bootstrap)
    const query = { transactionType: TransactionType.All, skip: 0, take: HISTORY_PAGE_SIZE }
    client.setQueryData(financialActivitiesQuery(query).queryKey, page)
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
    const row = container.querySelector('[data-testid="financial-row"]')
    const cells = [...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent)
    expect(cells[0]).toBe('25.Kas.26 12:46')
    expect(cells[3]).toBe('+₺1.234,50')
    expect(container.querySelector('[data-testid="financial-card"] time')?.textContent).toBe(
      '25.Kas.26 12:46',
    )
    expect(container.textContent).toContain('1 işlem')
  })
})
