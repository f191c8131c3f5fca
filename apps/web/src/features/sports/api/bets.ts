import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BetPlacement, MyBetsQuery } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { balanceQuery } from '../../../shared/session/balance'

/** `POST sports/bets`: places one slip; answers the ticket. */
export function placeBet(input: BetPlacement) {
  return call('sports/bets', { body: input })
}

export function usePlaceBets() {
  const queryClient = useQueryClient()
  return useMutation({
    // Tek maç with several selections is several single tickets, placed one after the other.
    mutationFn: async (slips: BetPlacement[]) => {
      const tickets = []
      for (const slip of slips) tickets.push((await placeBet(slip)).data)
      return tickets
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['sports', 'mybets'] }),
      ]),
  })
}

/** While a ticket is open the list is read again this often, so its settlement shows up. */
const OPEN_REFRESH_MS = 4_000

/** `POST sports/mybets`: the player's tickets, newest first. */
export function useMyBets(filter: Partial<MyBetsQuery>) {
  return useQuery({
    queryKey: ['sports', 'mybets', filter] as const,
    queryFn: async () => (await call('sports/mybets', { body: { take: 50, ...filter } })).data,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.items.some((t) => t.status === 'open') ? OPEN_REFRESH_MS : false,
  })
}
