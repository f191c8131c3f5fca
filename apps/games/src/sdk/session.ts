/*
 * The game token (docs/casino.md "Launch"). The launch url carries a one-time token: it is taken out
 * of the address bar at once (history, screenshots, referrers), then exchanged once with the
 * server (`POST /api/originals/session`) for the game token the page keeps in sessionStorage and
 * renews from every API answer that carries a fresh one. The server refuses a second exchange, so
 * the url is worthless once the page has opened.
 */

export interface GameSession {
  readonly token: () => string
  renew(token: string): void
  /** Settles once the launch url's token was exchanged (at once when the url had none). */
  readonly ready: Promise<void>
}

/** The exchange; null when it was refused or failed (the next call then shows "session expired"). */
async function exchange(launchToken: string, base: string): Promise<string | null> {
  try {
    const res = await fetch(base + 'session', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-game-token': launchToken,
      },
      body: '{}',
    })
    const json = (await res.json().catch(() => null)) as {
      success?: boolean
      data?: { token?: string }
    } | null
    return res.ok && json?.success && typeof json.data?.token === 'string' ? json.data.token : null
  } catch {
    return null
  }
}

export function openSession(game: string, base = '/api/originals/'): GameSession {
  const key = 'galata-token:' + game
  const params = new URLSearchParams(location.search)
  const launchToken = params.get('token')
  let token = sessionStorage.getItem(key) || ''
  const renew = (next: string) => {
    token = next
    sessionStorage.setItem(key, token)
  }
  let ready = Promise.resolve()
  if (params.has('token')) {
    params.delete('token')
    history.replaceState(null, '', location.pathname + (params.toString() ? '?' + params.toString() : ''))
  }
  if (launchToken) {
    // A new launch replaces whatever an earlier one of this tab left behind.
    token = ''
    sessionStorage.removeItem(key)
    ready = exchange(launchToken, base).then((next) => {
      if (next) renew(next)
    })
  }
  return { token: () => token, renew, ready }
}
