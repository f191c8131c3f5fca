import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Coupon, CouponShareLeg, SportsSettings } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { useSession } from '../../../shared/session/session-store'

/*
 * Coupon codes, quick bet's setting and the statistics tab (docs/sportsbook.md "Coupon codes",
 * "Quick bet", "Match statistics").
 */

/**
 * `POST sports/coupons/share`: the slip's legs (never the stake) under a short code, a bet builder
 * sent whole as one leg (docs/sportsbook.md "Coupon codes").
 */
export function shareCoupon(legs: CouponShareLeg[]) {
  return call('sports/coupons/share', { body: { legs } })
}

/** `GET sports/coupons/{code}`: the selections still open at today's prices, and the gone ones. */
export async function fetchCoupon(code: string): Promise<Coupon> {
  return (await call('sports/coupons/:code', { params: { code } })).data
}

const SETTINGS_KEY = ['sports', 'settings'] as const

/** The player's quick bet setting; a visitor's is always off. */
export function useSportsSettings() {
  const hasLogin = useSession((s) => s.hasLogin)
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async () => (await call('sports/settings')).data,
    enabled: hasLogin,
    staleTime: 60_000,
  })
}

/** Quick bet on, and its stake, when the player turned it on; null otherwise. */
export function useQuickBet(): { stake: number } | null {
  const hasLogin = useSession((s) => s.hasLogin)
  const { data } = useSportsSettings()
  return hasLogin && data?.quickBet.enabled ? { stake: data.quickBet.stake } : null
}

export function useSaveSportsSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: SportsSettings) => (await call('sports/settings set', { body })).data,
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  })
}

/** `GET sports/events/{id}/stats`: the server keeps it a minute, so does the page. */
export function useEventStats(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['sports', 'stats', eventId] as const,
    queryFn: async () => (await call('sports/events/:id/stats', { params: { id: eventId } })).data,
    enabled,
    staleTime: 60_000,
  })
}
