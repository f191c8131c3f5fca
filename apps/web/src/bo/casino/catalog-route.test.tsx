import { act } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { CatalogGame, StaffRole } from '@galata/contract'
import { mount } from '../../test/mount'
import { I18nProvider } from '../i18n/i18n'
import { SessionContext } from '../shell/session'
import { catalogKeys } from './catalog-api'
import CatalogRoute, { moveItem } from './catalog-route'

// docs/backoffice.md "Casino catalogue": reordering by keyboard keeps the focus on the moved game,
// nothing is saved until "Save order", and a member without catalog.edit sees no switches (Turkish).

const game = (code: string, name: string, position: number): CatalogGame => ({
  id: position,
  code,
  name,
  providerId: 1,
  provider: 'Galata Originals',
  isProviderEnabled: true,
  studio: 'Galata Originals',
  categoryId: 5,
  category: 'Oyunlar',
  isEnabled: true,
  position,
  declaredRtp: 97,
  names: { tr: name, en: name },
  imageUrl: null,
  measured: { stakes: 20.01, wins: 19.5, rounds: 3, rtp: 97.45 },
})

function screenAs(roles: StaffRole[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  client.setQueryData(catalogKeys.categories().queryKey, [
    { id: 5, slug: 'games', name: 'Oyunlar', parentId: null, isActive: true, games: 3 },
  ])
  client.setQueryData(catalogKeys.games(5).queryKey, {
    items: [game('a', 'Alfa', 1), game('b', 'Beta', 2), game('c', 'Gama', 3)],
    total: 3,
  })
  client.setQueryData(catalogKeys.providers().queryKey, [])
  return mount(
    <QueryClientProvider client={client}>
      <I18nProvider>
        <SessionContext.Provider
          value={{ id: 1, username: 's', roles, permissions: [], recoveryCodesLeft: 10 }}
        >
          <CatalogRoute />
        </SessionContext.Provider>
      </I18nProvider>
    </QueryClientProvider>,
  )
}

const names = (root: HTMLElement) =>
  [...root.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-code'))
const button = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => b.textContent === label || b.getAttribute('aria-label') === label,
  )!

describe('the catalogue screen', () => {
  it('moves a game up with the keyboard, keeps the focus on it and saves only when asked', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    const { container } = screenAs(['content'])
    expect(names(container)).toEqual(['a', 'b', 'c'])
    const save = button(container, 'Sıralamayı kaydet')
    expect(save.disabled).toBe(true)
    act(() => button(container, 'Gama oyununu yukarı taşı').click())
    expect(names(container)).toEqual(['a', 'c', 'b'])
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Gama oyununu yukarı taşı')
    act(() => button(container, 'Gama oyununu yukarı taşı').click())
    expect(names(container)).toEqual(['c', 'a', 'b'])
    // At the top the up button is disabled: the focus moves to the same row's down button.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Gama oyununu aşağı taşı')
    expect(container.textContent).toContain('Gama artık 1. sırada (3 oyun içinde).')
    expect(save.disabled).toBe(false)
    act(() => button(container, 'Değişiklikleri geri al').click())
    expect(names(container)).toEqual(['a', 'b', 'c'])
    expect(container.textContent).toContain('%97,45')
  })

  it('shows an auditor the list without switches or move buttons', () => {
    const { container } = screenAs(['auditor'])
    expect(names(container)).toEqual(['a', 'b', 'c'])
    expect(container.querySelectorAll('input[type="checkbox"]')).toHaveLength(0)
    expect(container.querySelectorAll('[data-move]')).toHaveLength(0)
    expect(container.querySelector('tr[draggable="true"]')).toBeNull()
  })
})
