import { AppError } from './app-error.js'

export interface WorkLimits {
  /** Tasks running at once (argon2: about one per core; more only queues inside the thread pool). */
  concurrency: number
  /** Tasks allowed to wait; one more is refused at once rather than left to time out. */
  queueMax: number
}

export interface WorkLimiter {
  run<T>(task: () => Promise<T>): Promise<T>
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

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limits.concurrency) {
        if (queue.length >= limits.queueMax) {
          throw new AppError('SERVER_BUSY', undefined, { retryAfter: RETRY_AFTER_SECONDS })
        }
        await new Promise<void>((resolve) => queue.push(resolve))
      } else {
        running++
      }
      try {
        return await task()
      } finally {
        release()
      }
    },
    stats: () => ({ running, queued: queue.length }),
  }
}
