/*
 * What every dialect does the same way when it calls the operator's wallet (docs/providers.md
 * "Simulator"): the HTTP post with the provider's timeout, the name of a call that got no answer, and
 * the background retries of a rollback owed, with a doubling back-off.
 */

export interface WalletAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/** POSTs to `{walletUrl()}{path}`, given up after `timeoutMs`; the url is read at each call (known after listen). */
export function walletPost(walletUrl: () => string | null, timeoutMs: number) {
  return async (path: string, headers: Record<string, string>, body: string): Promise<WalletAnswer> => {
    const base = walletUrl()
    if (!base) throw new Error('the operator wallet url is not known yet')
    const res = await fetch(`${base.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
    const replyHeaders: Record<string, string> = {}
    res.headers.forEach((value, name) => {
      replyHeaders[name] = value
    })
    return { status: res.status, headers: replyHeaders, body: await res.text() }
  }
}

/** Why a call got no answer: its timeout, or anything else on the way (the network). */
export function failureOf(err: unknown): 'timeout' | 'network' {
  const name = (err as { name?: string }).name
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network'
}

/**
 * Retries in the background, the one back-off every dialect uses: `again` is sent after
 * `firstWaitMs`, then twice as long each time (at most `maxWaitMs`) while it answers false,
 * `attempts` times at most; `close` stops them so the process can exit.
 */
export function retryLater(o: {
  attempts: number
  firstWaitMs: number
  maxWaitMs: number
  onError?: ((err: unknown) => void) | undefined
}) {
  const timers = new Set<NodeJS.Timeout>()
  let closed = false
  const retry = (again: () => Promise<boolean>, attempt = 1) => {
    if (closed || attempt > o.attempts) return
    const timer = setTimeout(
      () => {
        timers.delete(timer)
        void again().then((landed) => {
          if (!landed) retry(again, attempt + 1)
        }, o.onError)
      },
      Math.min(o.firstWaitMs * 2 ** Math.min(attempt - 1, 16), o.maxWaitMs),
    )
    timer.unref()
    timers.add(timer)
  }
  return {
    retry,
    close() {
      closed = true
      for (const t of timers) clearTimeout(t)
      timers.clear()
    },
  }
}

/** Hub88's and Digitain's retries: the first after 1 s. */
export const backgroundRetries = (o: {
  attempts: number
  maxWaitMs: number
  onError?: (err: unknown) => void
}) => retryLater({ ...o, firstWaitMs: 1_000 })
