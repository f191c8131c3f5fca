import { QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { topWinnersQuery, type TopWinner } from '../api/get-top-winners'
import { mount, testQueryClient } from '../../../test/mount'
import { TopWinners } from './top-winners'

function render(winners: TopWinner[] | 'loading') {
  const client = testQueryClient()
  if (winners === 'loading')
    client.setQueryDefaults(topWinnersQuery().queryKey, { queryFn: () => new Promise<never>(() => {}) })
  else client.setQueryData(topWinnersQuery().queryKey, winners)
  return mount(
    <QueryClientProvider client={client}>
      <TopWinners />
    </QueryClientProvider>,
  ).container
}

const winner: TopWinner = {
  game: 'Sky Aviator',
  name: 'ay***',
  amount: 1234.5,
  currencySymbol: '₺',
  image: null,
}

describe('TopWinners ("En Çok Kazananlar")', () => {
  it('draws nothing while the list is empty: no title, no empty card', () => {
    const container = render([])
    expect(container.innerHTML).toBe('')
  })

  it('draws nothing while the list loads', () => {
    const container = render('loading')
    expect(container.innerHTML).toBe('')
  })

  it('shows the card, its live badge and the winners once there are some', () => {
    const container = render([winner, { ...winner, name: 'me***', game: 'Galata Zar' }])
    const card = container.querySelector('section[aria-labelledby="top-winners-title"]')
    expect(card).not.toBeNull()
    expect(container.querySelector('#top-winners-title')?.textContent).toBe('home.topWinners.title')
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      expect.stringContaining('ay***'),
      expect.stringContaining('me***'),
    ])
  })
})
