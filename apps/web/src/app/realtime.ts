import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { HubCommand } from '@galata/contract'
import { onHubCommand, startRealtime, stopRealtime } from '../shared/realtime/hub'
import { balanceQuery } from '../shared/session/balance'
import {
  endSession,
  getToken,
  sessionStore,
  setBalance,
  setBonusBalance,
  useSession,
  type SessionNotice,
} from '../shared/session/session-store'

/**
 * The hub connection follows the session (spec §4: opened at start when logged in). A `Balance`
 * push updates the header at once; the 10 s poll stays as the fallback. When the server closes the
 * connection (a revoked session) the balance is asked for at once, so its 401 logs this tab out.
 */
export function useRealtime() {
  const hasLogin = useSession((s) => s.hasLogin)
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!hasLogin) return
    // The parser (zod) loads once per login; pushes are applied in arrival order either way.
    const parser = import('./realtime-balance')
    const offBalance = onHubCommand(HubCommand.Balance, (message) => {
      void parser.then(({ readBalance }) => {
        const pushed = readBalance(message)
        if (pushed === null) return
        const bonusBalance = pushed.bonusBalance ?? sessionStore.get().bonusBalance
        queryClient.setQueryData(balanceQuery.queryKey, {
          balance: pushed.balance,
          bonusBalance,
          currency: 'TRY' as const,
        })
        setBalance(pushed.balance)
        setBonusBalance(bonusBalance)
      })
    })
    const offDisconnect = onHubCommand(HubCommand.Disconnect, (message) => {
      // docs/player-protection.md: a session ended by player protection says why, on every tab and device at
      // once.
      const notice = protectionNotice(message)
      if (notice) endSession(notice)
      else void queryClient.refetchQueries({ queryKey: balanceQuery.queryKey })
    })
    startRealtime(getToken)
    return () => {
      offBalance()
      offDisconnect()
      stopRealtime()
    }
  }, [hasLogin, queryClient])
}

/** The hub closes a session with `Session ended (<reason>).`; the protection reasons have their own notice. */
export function protectionNotice(message: string): SessionNotice | null {
  const reason = /Session ended \(([a-z_]+)\)/.exec(message)?.[1] ?? ''
  const notices: Record<string, SessionNotice> = {
    session_limit: 'sessionLimit',
    timed_out: 'timeout',
    self_excluded: 'exclusion',
    account_closed: 'closed',
  }
  return notices[reason] ?? null
}
