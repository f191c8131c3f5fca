import { QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { GameTransactionType, HISTORY_PAGE_SIZE, type GameHistoryItem } from '@galata/contract'
import { gameHistoryQuery } from '../api/get-game-history'
import { mount, testQueryClient } from '../../../test/mount'
import { GameHistoryPage } from './game-history-page'

const line = (id: number, roundId: string, gameName: string): GameHistoryItem => ({
  id,
  type: GameTransactionType.Bet,
  gameName,
  providerName: 'Galata Originals',
  roundId,
  amount: 1,
  balanceAfter: 99,
  currencySymbol: '₺',
  createdAt: '2026-11-28T12:00:00.000Z',
})

describe('GameHistoryPage', () => {
  it('prints round ids as the game windows call them: no internal table: or aviator: prefix', () => {
    const client = testQueryClient()
    const items = [
      line(1, 'table:1234', 'Galata Canlı Rulet'),
      line(2, 'aviator:56', 'Sky Aviator'),
      line(3, '789', 'Galata Zar'),
      line(4, 'hub88-r-42', 'Some Slot'),
    ]
    client.setQueryData(gameHistoryQuery({ skip: 0, take: HISTORY_PAGE_SIZE }).queryKey, {
      total: items.length,
      items,
    })
    const { container } = mount(
      <QueryClientProvider client={client}>
        <GameHistoryPage />
      </QueryClientProvider>,
    )
    const rounds = [...container.querySelectorAll('tbody tr td:last-child')].map((td) => td.textContent)
    expect(rounds).toEqual(['1234', '56', '789', 'hub88-r-42'])
    expect(container.textContent).not.toMatch(/table:|aviator:/)
  })
})
