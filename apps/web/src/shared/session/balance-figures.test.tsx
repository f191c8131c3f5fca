import { act } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { uiStrings } from '@galata/contract'
import { bootstrapQuery, type Bootstrap } from '../bootstrap/bootstrap'
import { I18nProvider } from '../i18n/i18n'
import { BalanceFigures } from './balance-figures'
import { mount } from '../../test/mount'
import { sessionStore } from './session-store'

/*
 * The one balance component of the header, the account menu, the dashboard and the game window
 * (docs/web.md "Balance"): the cash and the bonus, the bonus one tap from its wagering progress.
 */

const bootstrap = {
  translationList: Object.entries(uiStrings).map(([key, text]) => ({ key, value: text.tr })),
} as unknown as Bootstrap

afterEach(() => {
  // Before the mount is removed (after-hooks run last-registered first): the change renders in act.
  act(() => sessionStore.set({ balance: 0, bonusBalance: 0 }))
})

describe('BalanceFigures', () => {
  it('shows cash and bonus; the bonus links to Bonuslarım and says what it opens', () => {
    sessionStore.set({ balance: 1234.5, bonusBalance: 50 })
    const client = new QueryClient()
    client.setQueryData(bootstrapQuery.queryKey, bootstrap)
    const { container } = mount(
      <QueryClientProvider client={client}>
        <I18nProvider>
          <MemoryRouter>
            <BalanceFigures layout="stack" />
          </MemoryRouter>
        </I18nProvider>
      </QueryClientProvider>,
    )
    expect(container.querySelector('[data-testid="balance-cash"]')?.textContent).toBe('₺1.234,50')
    const bonus = container.querySelector<HTMLAnchorElement>('[data-testid="balance-bonus"]')!
    expect(bonus.textContent).toContain('₺50,00')
    expect(bonus.getAttribute('href')).toBe('/dashboard/bonuses')
    expect(bonus.getAttribute('aria-label')).toBe('Bonus ₺50,00: çevrim durumunu göster')
  })
})
