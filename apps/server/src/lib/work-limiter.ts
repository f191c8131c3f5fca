import { AppError } from './app-error.js'

export interface WorkLimits {
  /** Tasks running at once (argon2: about one per core; more only queues inside the thread pool). */
  concurrency: number
  /** Tasks allowed to wait; one more is refused at once rather than left to time out. */
  queueMax: number
  /**
   * The longest a task waits for its turn; past it, it is refused like one over `queueMax` (its
   * client has a clear "busy, nothing done" instead of an answer later than it waits for).
   * Unbounded when absent.
   */
  maxWaitMs?: number
}

export interface WorkLimiter {
  run<T>(task: () => Promise<T>): Promise<T>
  /**
   * A place, for work that does not fit in one promise (a request from its first hook to its
   * answer): resolves with the function that frees it (calling it again does nothing), or refuses
   * like `run`. `waitedMs`: how long the task already waited before it reached this line (a call
   * behind the balancer), taken off its `maxWaitMs`.
   */
  enter(waitedMs?: number): Promise<() => void>
  /**
   * A place if one is free now, without a promise (a hook on every request); else null, as when the
   * task already waited `waitedMs` past `maxWaitMs` (then `enter` refuses it).
   */
  tryEnter(waitedMs?: number): (() => void) | null
  /** Refuses every task still waiting, as one over `queueMax` (none of their work has started). */
  refuseWaiting(): void
  stats(): { running: number; queued: number }
}

/** What a refused task tells the client: the queue drains in well under a second at capacity. */
const RETRY_AFTER_SECONDS = 1

/**
 * A counting semaphore with a bounded FIFO queue (docs/security.md, first audit item 11). Password hashing is
 * work anyone can trigger: without a bound, a burst of logins queues thousands of 20 ms hashes in the
 * thread pool and every request (and every later one) waits. With it, the excess is refused at once
 * with 503 SERVER_BUSY and Retry-After, and the accepted work finishes in bounded time.
 */
export function createWorkLimiter(limits: WorkLimits): WorkLimiter {
  let running = 0
  // Waiters in arrival order; one whose wait ran out stays in the array, marked, until it reaches
  // the front (taking it out of the middle would cost a scan per time-out).
  const queue: Waiter[] = []
  let waiting = 0

  const busy = () => new AppError('SERVER_BUSY', undefined, { retryAfter: RETRY_AFTER_SECONDS })

  const release = () => {
    let next = queue.shift()
    while (next?.gone) next = queue.shift()
    // The freed slot passes straight to the next waiter, so `running` stays the same.
    if (next) {
      waiting--
      if (next.timer) clearTimeout(next.timer)
      next.resolve()
    } else running--
  }

  const freer = () => {
    let freed = false
    return () => {
      if (freed) return
      freed = true
      release()
    }
  }
  // What is left of a task's wait after `waitedMs` elsewhere: undefined when unbounded.
  const leftOf = (waitedMs: number) =>
    limits.maxWaitMs === undefined ? undefined : limits.maxWaitMs - waitedMs
  const take = () => {
    if (running >= limits.concurrency) return null
    running++
    return freer()
  }
  const tryEnter = (waitedMs = 0) => ((leftOf(waitedMs) ?? 1) > 0 ? take() : null)
  const enter = async (waitedMs = 0): Promise<() => void> => {
    const left = leftOf(waitedMs)
    if (left !== undefined && left <= 0) throw busy()
    const free = take()
    if (free) return free
    if (waiting >= limits.queueMax) throw busy()
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, gone: false, timer: null }
      if (left !== undefined)
        waiter.timer = setTimeout(() => {
          waiter.gone = true
          waiting--
          // Waits run out mostly in arrival order, so the refused are at the front: drop them now
          // (one that ran out behind a later arrival is passed over when it reaches the front).
          while (queue[0]?.gone) queue.shift()
          reject(busy())
        }, left)
      queue.push(waiter)
      waiting++
    })
    return freer()
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      const free = await enter()
      try {
        return await task()
      } finally {
        free()
      }
    },
    enter,
    tryEnter,
    refuseWaiting() {
      // Those whose wait ran out were refused already.
      const refused = queue.splice(0).filter((w) => !w.gone)
      waiting = 0
      for (const w of refused) {
        if (w.timer) clearTimeout(w.timer)
        w.reject(busy())
      }
    },
    stats: () => ({ running, queued: waiting }),
  }
}

interface Waiter {
  resolve: () => void
  reject: (refusal: AppError) => void
  /** Its wait ran out and it was refused: the place passes over it. */
  gone: boolean
  timer: NodeJS.Timeout | null
}
