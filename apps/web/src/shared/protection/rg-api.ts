import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../api/http'
import { useSession } from '../session/session-store'

/*
 * The player-protection API (docs/player-protection.md): GET customer/rg and its POSTs,
 * each answering the whole state. Shared because the protection page, the deposit dialog (the
 * limit prompt), the game opener and the shell (reality check, restricted banner) all read it.
 * Amounts are lira with two decimals, like every customer endpoint; session limits are minutes.
 */

import type { RgExclusionPeriod, RgLimitKind, RgPeriod, RgState, RgTimeoutPeriod } from '@galata/contract'

export type {
  RgExclusionPeriod,
  RgLimitKind,
  RgLimitState,
  RgPeriod,
  RgSession,
  RgState,
  RgTimeoutPeriod,
} from '@galata/contract'

// The choices as lists (the contract's own lists live beside zod, which the shell does not load).
export const RG_KINDS: readonly RgLimitKind[] = ['deposit', 'loss', 'wager', 'session']
export const RG_PERIODS: readonly RgPeriod[] = ['day', 'week', 'month']
export const RG_TIMEOUTS: readonly RgTimeoutPeriod[] = ['24h', '7d', '1m', '6w']
export const RG_EXCLUSIONS: readonly RgExclusionPeriod[] = ['6m', '1y', '2y', '5y', 'indefinite']
export const REALITY_CHECK_CHOICES = [10, 15, 20, 30, 45, 60] as const
export const REALITY_CHECK_DEFAULT = 60

export const rgKey = ['customer', 'rg'] as const

export const rgQuery = queryOptions({
  queryKey: rgKey,
  queryFn: async () => (await call('customer/rg')).data,
  staleTime: 30_000,
  retry: false,
})

/** The player's protection state while logged in (undefined for a visitor or until it arrives). */
export function useRg() {
  const hasLogin = useSession((s) => s.hasLogin)
  return useQuery({ ...rgQuery, enabled: hasLogin })
}

export function getRgSession() {
  return call('customer/rg/session').then((r) => r.data)
}

function useRgMutation<V>(send: (v: V) => Promise<{ data: RgState; message: string }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (res) => queryClient.setQueryData(rgKey, res.data),
  })
}

export function useSetLimit() {
  return useRgMutation((v: { kind: RgLimitKind; period: RgPeriod; amount: number | null }) =>
    call('customer/rg/limits', { body: v }),
  )
}

export function useConfirmLimit() {
  return useRgMutation((v: { kind: RgLimitKind; period: RgPeriod }) =>
    call('customer/rg/limits/confirm', { body: v }),
  )
}

export function useSetRealityCheck() {
  return useRgMutation((v: { minutes: number }) => call('customer/rg/realitycheck', { body: v }))
}

export function useTimeout() {
  return useRgMutation((v: { period: RgTimeoutPeriod }) => call('customer/rg/timeout', { body: v }))
}

export function useSelfExclude() {
  return useRgMutation((v: { period: RgExclusionPeriod }) => call('customer/rg/selfexclusion', { body: v }))
}

export function useRequestLift() {
  return useRgMutation(() => call('customer/rg/selfexclusion/lift', { body: {} }))
}

export function useCloseAccount() {
  return useMutation({
    mutationFn: (v: { gamblingRelated: boolean; selfExclusionPeriod?: RgExclusionPeriod }) =>
      call('customer/rg/close', { body: v }),
  })
}

/** The limit of a kind and period, if the player has one. */
export function findLimit(state: RgState | undefined, kind: RgLimitKind, period: RgPeriod) {
  return state?.limits.find((l) => l.kind === kind && l.period === period)
}

/** A time-out or self-exclusion in force: what the restricted banner says. */
export function restriction(
  state: RgState | undefined,
): { kind: 'timeout' | 'exclusion'; until: string | null } | null {
  if (!state) return null
  if (state.selfExclusion) return { kind: 'exclusion', until: state.selfExclusion.until }
  if (state.timeout) return { kind: 'timeout', until: state.timeout.until }
  return null
}
