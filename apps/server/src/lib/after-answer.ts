import type { FastifyBaseLogger } from 'fastify'

export interface AfterAnswer {
  /** Runs `task` once the current handler has returned and its answer is written. */
  later(task: () => Promise<void>): void
  /** Resolves when no task is left (closing the app waits for it; tests use it between requests). */
  settled(): Promise<void>
}

/**
 * Work a route starts after its answer (docs/security.md, first audit item 13: recovery answers a known user
 * name as fast as an unknown one and does the known account's work afterwards). Tasks start on
 * `setImmediate`, after the handler returned and Fastify wrote the answer: started at once, their
 * first statements (synchronous in embedded PGlite) would still delay it. A failure is logged.
 */
export function createAfterAnswer(log: FastifyBaseLogger): AfterAnswer {
  const pending = new Set<Promise<void>>()
  return {
    later(task) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err }, 'work after the answer failed'))
        .finally(() => pending.delete(running))
      pending.add(running)
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
  }
}
