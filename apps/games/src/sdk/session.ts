/*
 * The game token (docs/casino.md "Launch"): read from the launch url once, moved to sessionStorage
 * and taken out of the address bar (history, screenshots, referrers), then renewed by every API
 * answer that carries a fresh one.
 */

export interface GameSession {
  readonly token: () => string
  renew(token: string): void
}

export function openSession(game: string): GameSession {
  const key = 'galata-token:' + game
  const params = new URLSearchParams(location.search)
  let token = params.get('token') || sessionStorage.getItem(key) || ''
  if (params.has('token')) {
    sessionStorage.setItem(key, token)
    params.delete('token')
    history.replaceState(null, '', location.pathname + (params.toString() ? '?' + params.toString() : ''))
  }
  return {
    token: () => token,
    renew(next) {
      token = next
      sessionStorage.setItem(key, token)
    },
  }
}
