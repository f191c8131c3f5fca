/**
 * A tiny typed in-process event bus. Modules publish what happened ("these sessions ended") and
 * others subscribe without importing each other; the real-time hub will listen here and, with
 * REDIS_URL, relay to other instances (ARCHITECTURE.md, fan-out).
 */
export interface AppEvents {
  /**
   * Sessions that can no longer be used: logout, revoke from the session history, password change
   * or recovery, expiry seen on a request, an account suspended or closed by an operator. The hub
   * closes the sockets of these sessions.
   */
  'session.revoked': { playerId: number; sessionIds: string[]; reason: RevokeReason }
  /**
   * Staff sessions ended (logout, deactivation, a TOTP reset; emitted after commit): the hub closes
   * their staff sockets (docs/backoffice.md "The dashboard").
   */
  'staff.sessions_revoked': { sessionIds: string[]; reason: string }
  /**
   * A player's cash or bonus balance changed (emitted after the ledger transaction committed).
   * The hub pushes `NotifyMessage("Balance", …)` to the player's connections.
   */
  'wallet.balance_changed': { playerId: number }
  /** A deposit or withdrawal reached a final state (after commit); becomes a notification. */
  'payment.settled': {
    playerId: number
    paymentId: number
    direction: 'deposit' | 'withdrawal'
    status: 'confirmed' | 'cancelled' | 'rejected'
    amount: bigint
  }
  /** A bonus was granted, converted to cash or expired/forfeited (after commit); a notification. */
  'bonus.changed': {
    playerId: number
    bonusId: number
    change: 'granted' | 'converted' | 'forfeited'
    amount: bigint
  }
  /**
   * An operator approved or rejected an identity document (docs/kyc.md, after commit); becomes a
   * notification. `verified`: both kinds are now approved.
   */
  'kyc.decided': {
    playerId: number
    documentId: number
    kind: 'identity' | 'address'
    decision: 'approved' | 'rejected'
    reason: string | null
    verified: boolean
  }
  /**
   * A time-out or a self-exclusion began for the player, their own or through the exclusion register
   * (after commit). Purchases for games that have not started yet are refunded at once: bingo
   * tickets and shared-round bets of rounds still taking bets, live bets still pending
   * (docs/player-protection.md "The exclusion register").
   */
  'protection.restricted': { playerId: number; at: number }
  /**
   * A sports ticket was settled as won or void, or re-settled (docs/sportsbook.md, after commit); becomes a
   * notification. `payout` is what the ticket pays in total now (kuruş).
   */
  'sports.ticket_settled': {
    playerId: number
    ticketId: number
    status: 'won' | 'void'
    payout: bigint
    version: number
  }
}

export type RevokeReason =
  | 'logout'
  | 'revoked'
  | 'password_changed'
  | 'password_reset'
  | 'expired'
  /** An operator suspended or closed the account (back office, POST players/:id/status). */
  | 'account_suspended'
  | 'account_closed'
  /** A staff member ended the player's sessions from the player page (docs/backoffice.md). */
  | 'ended_by_staff'
  /**
   * Player protection (docs/player-protection.md): a time-out or self-exclusion began, or the session-time
   * limit was reached.
   */
  | 'timed_out'
  | 'self_excluded'
  | 'session_limit'

type Listener<T> = (payload: T) => void | Promise<void>

export interface EventBus<E> {
  on<K extends keyof E>(event: K, listener: Listener<E[K]>): () => void
  emit<K extends keyof E>(event: K, payload: E[K]): void
}

/** `onError` receives a listener's failure: a subscriber must never break the publisher's request. */
export function createEventBus<E>(onError: (err: unknown, event: keyof E) => void): EventBus<E> {
  const listeners = new Map<keyof E, Set<Listener<never>>>()
  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener as Listener<never>)
      return () => set.delete(listener as Listener<never>)
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) {
        try {
          const result = (listener as Listener<typeof payload>)(payload)
          if (result instanceof Promise) result.catch((err: unknown) => onError(err, event))
        } catch (err) {
          onError(err, event)
        }
      }
    },
  }
}
