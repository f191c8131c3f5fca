import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiBody, ApiData, BetPlacement, MyBetsQuery, SportsTicket } from '@galata/contract'
import { call, http } from '../../../shared/api/http'
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

/**
 * `GET sports/bets/{id}/cashout`: the ticket's offer now, refetched every few seconds while the page
 * is visible only (issue 17: the server pushes no cash-out offers, so Kuponlarım polls; a hidden tab
 * asks nothing and refetches when it is shown again).
 */
export function useCashoutQuote(ticketId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['sports', 'cashout', ticketId] as const,
    queryFn: async () => (await call('sports/bets/:id/cashout', { params: { id: ticketId } })).data,
    enabled,
    refetchInterval: CASHOUT_REFETCH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  })
}

/** How often an open ticket's offer is read again while the page is visible. */
export const CASHOUT_REFETCH_MS = 3_000

const refreshAfterCashout = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['sports', 'mybets'] }),
    queryClient.invalidateQueries({ queryKey: ['sports', 'cashout'] }),
  ])

/** `POST sports/bets/{id}/cashout` (the table's `… accept` entry): full or partial. */
export function useCashOut(ticketId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CashoutRequestBody) =>
      (await http.post<ApiData<'sports/bets/:id/cashout accept'>>(`sports/bets/${ticketId}/cashout`, body))
        .data,
    onSettled: () => refreshAfterCashout(queryClient),
  })
}

/** `POST sports/bets/{id}/autocashout`: a threshold in lira, or null to remove it. */
export function useAutoCashout(ticketId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (threshold: number | null) =>
      (await call('sports/bets/:id/autocashout', { params: { id: ticketId }, body: { threshold } })).data,
    onSettled: () => refreshAfterCashout(queryClient),
  })
}

type CashoutRequestBody = Partial<ApiBody<'sports/bets/:id/cashout accept'>> & { offer: number }

/** While a live bet waits out its delay, it is read this often (the server decides when it is due). */
const PENDING_POLL_MS = 1_000

/**
 * `GET sports/bets/{id}` for a live bet placed `pending` (issue 17): read every second until the
 * book decides; then the balance (a rejected bet's stake came back) and Kuponlarım are refreshed.
 */
export function useTicketDecision(ticket: SportsTicket) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: ['sports', 'ticket', ticket.id] as const,
    queryFn: async () => {
      const next = (await call('sports/bets/:id', { params: { id: ticket.id } })).data
      if (next.status !== 'pending')
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey }),
          queryClient.invalidateQueries({ queryKey: ['sports', 'mybets'] }),
        ])
      return next
    },
    initialData: ticket,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
    refetchIntervalInBackground: true,
  })
}
