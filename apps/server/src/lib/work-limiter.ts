import { AppError } from './app-error.js'

export interface WorkLimits {
  /** Tasks running at once (argon2: about one per core; more only queues inside the thread pool). */
  concurrency: number
  /** Tasks allowed to wait; one more is refused at once rather than left to time out. */
  queueMax: number
}

export interface WorkLimiter {
  run<T>(task: () => Promise<T>): Promise<T>
  /**
   * A place, for work that does not fit in one promise (a request from its first hook to its
   * answer): resolves with the function that frees it (calling it again does nothing), or refuses
   * like `run`.
   */
  enter(): Promise<() => void>
  /** A place if one is free now, without a promise (a hook on every request); else null. */
  tryEnter(): (() => void) | null
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
  const queue: (() => void)[] = []

  const release = () => {
    const next = queue.shift()
    // The freed slot passes straight to the next waiter, so `running` stays the same.
    if (next) next()
    else running--
  }

  const freer = () => {
    let freed = false
    return () => {
      if (freed) return
      freed = true
      release()
    }
  }
  const tryEnter = () => {
    if (running >= limits.concurrency) return null
    running++
    return freer()
  }
  const enter = async (): Promise<() => void> => {
    const free = tryEnter()
    if (free) return free
    if (queue.length >= limits.queueMax) {
      throw new AppError('SERVER_BUSY', undefined, { retryAfter: RETRY_AFTER_SECONDS })
    }
    await new Promise<void>((resolve) => queue.push(resolve))
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
    stats: () => ({ running, queued: queue.length }),
  }
}
