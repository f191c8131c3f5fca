import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { http } from '../api/http'
import { useSession } from '../session/session-store'

/*
 * The player-protection API (issue 14, docs/player-protection.md): GET customer/rg and its POSTs,
 * each answering the whole state. Shared because the protection page, the deposit dialog (the
 * limit prompt), the game opener and the shell (reality check, restricted banner) all read it.
 * Amounts are lira with two decimals, like every customer endpoint; session limits are minutes.
 */

export type RgLimitKind = 'deposit' | 'loss' | 'wager' | 'session'
export type RgPeriod = 'day' | 'week' | 'month'
export type RgTimeoutPeriod = '24h' | '7d' | '1m' | '6w'
export type RgExclusionPeriod = '6m' | '1y' | '2y' | '5y' | 'indefinite'

export const RG_KINDS: readonly RgLimitKind[] = ['deposit', 'loss', 'wager', 'session']
export const RG_PERIODS: readonly RgPeriod[] = ['day', 'week', 'month']
export const RG_TIMEOUTS: readonly RgTimeoutPeriod[] = ['24h', '7d', '1m', '6w']
export const RG_EXCLUSIONS: readonly RgExclusionPeriod[] = ['6m', '1y', '2y', '5y', 'indefinite']
export const REALITY_CHECK_CHOICES = [10, 15, 20, 30, 45, 60] as const
export const REALITY_CHECK_DEFAULT = 60

export interface RgLimitState {
  kind: RgLimitKind
  period: RgPeriod
  amount: number
  used: number
  remaining: number
  resetsAt: string | null
  pending: { amount: number | null; requestedAt: string; effectiveAt: string; confirmable: boolean } | null
}

export interface RgState {
  limits: RgLimitState[]
  realityCheck: { minutes: number; pending: { minutes: number; effectiveAt: string } | null }
  timeout: { period: RgTimeoutPeriod; startedAt: string; until: string } | null
  selfExclusion: {
    period: RgExclusionPeriod
    startedAt: string
    until: string | null
    liftableFrom: string
    liftRequestedAt: string | null
    liftsAt: string | null
  } | null
  canPlay: boolean
  canDeposit: boolean
}

export interface RgSession {
  startedAt: string
  elapsedSeconds: number
  stakes: number
  wins: number
  net: number
  realityCheckMinutes: number
  sessionLimit: { period: RgPeriod; minutes: number; remainingSeconds: number; resetsAt: string } | null
}

export interface RgCloseResult {
  outcome: 'closed' | 'self_excluded'
  state: RgState | null
}

export const rgKey = ['customer', 'rg'] as const

export const rgQuery = queryOptions({
  queryKey: rgKey,
  queryFn: async () => (await http.get<RgState>('customer/rg')).data,
  staleTime: 30_000,
  retry: false,
})

/** The player's protection state while logged in (undefined for a visitor or until it arrives). */
export function useRg() {
  const hasLogin = useSession((s) => s.hasLogin)
  return useQuery({ ...rgQuery, enabled: hasLogin })
}

export function getRgSession() {
  return http.get<RgSession>('customer/rg/session').then((r) => r.data)
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
    http.post<RgState>('customer/rg/limits', v),
  )
}

export function useConfirmLimit() {
  return useRgMutation((v: { kind: RgLimitKind; period: RgPeriod }) =>
    http.post<RgState>('customer/rg/limits/confirm', v),
  )
}

export function useSetRealityCheck() {
  return useRgMutation((v: { minutes: number }) => http.post<RgState>('customer/rg/realitycheck', v))
}

export function useTimeout() {
  return useRgMutation((v: { period: RgTimeoutPeriod }) => http.post<RgState>('customer/rg/timeout', v))
}

export function useSelfExclude() {
  return useRgMutation((v: { period: RgExclusionPeriod }) =>
    http.post<RgState>('customer/rg/selfexclusion', v),
  )
}

export function useRequestLift() {
  return useRgMutation(() => http.post<RgState>('customer/rg/selfexclusion/lift', {}))
}

export function useCloseAccount() {
  return useMutation({
    mutationFn: (v: { gamblingRelated: boolean; selfExclusionPeriod?: RgExclusionPeriod }) =>
      http.post<RgCloseResult>('customer/rg/close', v),
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
