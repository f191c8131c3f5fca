import { useEffect } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  HubCommand,
  SportsHubCommand,
  type ApiBody,
  type ApiData,
  type BetPlacement,
  type CashoutOfferPush,
  type CashoutQuote,
  type MyBetsQuery,
  type SportsTicket,
} from '@galata/contract'
import { call, http } from '../../../shared/api/http'
import { onHubCommand } from '../../../shared/realtime/hub'
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
 * `GET sports/bets/{id}/cashout`: the ticket's offer, kept current by the hub's private
 * `CashoutOffer` messages (docs/sportsbook.md: the server pushes a ticket's new quote to its owner when a
 * leg's price or state moves). The GET is the starting value and the fallback: read again after a
 * reconnect (pushes sent meanwhile are not replayed) and slowly while the page is visible.
 */
export function useCashoutQuote(ticketId: number, enabled: boolean) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled) return
    const key = cashoutKey(ticketId)
    const offPush = onHubCommand(SportsHubCommand.CashoutOffer, (text) => {
      const push = readCashoutPush(text)
      if (push?.betId === ticketId) queryClient.setQueryData<CashoutQuote>(key, quoteOf(push))
    })
    const offReconnect = onHubCommand(HubCommand.Reconnected, () => {
      void queryClient.invalidateQueries({ queryKey: key })
    })
    return () => {
      offPush()
      offReconnect()
    }
  }, [ticketId, enabled, queryClient])
  return useQuery({
    queryKey: cashoutKey(ticketId),
    queryFn: async () => (await call('sports/bets/:id/cashout', { params: { id: ticketId } })).data,
    enabled,
    refetchInterval: CASHOUT_REFETCH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  })
}

const cashoutKey = (ticketId: number) => ['sports', 'cashout', ticketId] as const

/** The fallback read of an open ticket's offer while the page is visible (pushes come between). */
export const CASHOUT_REFETCH_MS = 15_000

/** A `CashoutOffer` message, or null when it is not one this client can read. */
export function readCashoutPush(text: string): CashoutOfferPush | null {
  try {
    const m = JSON.parse(text) as Partial<CashoutOfferPush> | null
    if (!m || typeof m.betId !== 'number' || typeof m.available !== 'boolean' || typeof m.offer !== 'number')
      return null
    if (typeof m.stake !== 'number' || typeof m.potentialPayout !== 'number') return null
    return m as CashoutOfferPush
  } catch {
    return null
  }
}

const quoteOf = ({ betId: _betId, ...quote }: CashoutOfferPush): CashoutQuote => quote

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
 * `GET sports/bets/{id}` for a live bet placed `pending` (docs/sportsbook.md): read every second until the
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
