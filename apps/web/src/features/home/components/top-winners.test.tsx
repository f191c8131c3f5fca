import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { topWinnersQuery, type TopWinner } from '../api/get-top-winners'
import { TopWinners } from './top-winners'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root

function render(winners: TopWinner[] | 'loading') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  if (winners === 'loading')
    client.setQueryDefaults(topWinnersQuery().queryKey, { queryFn: () => new Promise<never>(() => {}) })
  else client.setQueryData(topWinnersQuery().queryKey, winners)
  act(() => {
    root.render(
      <QueryClientProvider client={client}>
        <TopWinners />
      </QueryClientProvider>,
    )
  })
}

const winner: TopWinner = {
  game: 'Sky Aviator',
  name: 'ay***',
  amount: 1234.5,
  currencySymbol: '₺',
  image: null,
}

describe('TopWinners ("En Çok Kazananlar")', () => {
  beforeEach(() => {
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
  })

  it('draws nothing while the list is empty: no title, no empty card', () => {
    render([])
    expect(container.innerHTML).toBe('')
  })

  it('draws nothing while the list loads', () => {
    render('loading')
    expect(container.innerHTML).toBe('')
  })

  it('shows the card, its live badge and the winners once there are some', () => {
    render([winner, { ...winner, name: 'me***', game: 'Galata Zar' }])
    const card = container.querySelector('section[aria-labelledby="top-winners-title"]')
    expect(card).not.toBeNull()
    expect(container.querySelector('#top-winners-title')?.textContent).toBe('home.topWinners.title')
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      expect.stringContaining('ay***'),
      expect.stringContaining('me***'),
    ])
  })
})
