import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { rowsOf, type Db } from '../db/client.js'
import { startIntervalJob } from './interval-job.js'

/**
 * In-process cache of assembled content: the bootstrap record (built on every page load, spec §7
 * cms/grouped) and the casino catalogue answers (every lobby visit). Content changes rarely and is
 * the same for every visitor of a language, so each answer is built once per key and served from
 * memory (docs/content.md "Caching").
 *
 * - Every write to a content table bumps `content_version` (statement triggers, migration
 *   0034_content_version), whoever writes. Each instance polls that row every
 *   `CONTENT_POLL_MS` (`watchContentVersion`) and, when it moved, drops every entry of that
 *   database: an edit reaches all instances within about a second, with or without Redis.
 * - `invalidateContentCache()` drops every entry of the process at once (boot, after seeding).
 * - Entries also go stale after `CACHE_TTL_MS`, for what changes with time alone (a promotion's
 *   start or end). A stale entry is still served while one rebuild runs beside it, so an expiry
 *   never makes a request wait; the rebuild is handed the stale value (`build(previous)`) so an
 *   unchanged answer keeps its bytes and its ETag.
 * - Concurrent misses share one build, so an invalidation under load costs one set of queries.
 * - Caches are kept per database handle, so two apps in one process (tests) never see each
 *   other's content.
 */
export const CACHE_TTL_MS = 30_000
export const CONTENT_POLL_MS = 1_000

interface Entry {
  generation: number
  expiresAt: number
  value?: unknown
  pending?: Promise<unknown>
  /** An expired entry's rebuild in flight; the entry is still served meanwhile. */
  refreshing?: boolean
}

interface DbCache {
  entries: Map<string, Entry>
  /** Bumped when this database's content_version moves. */
  generation: number
  /** The content_version last read; null before the first read. */
  version: bigint | null
}

let processGeneration = 0
const caches = new WeakMap<Db, DbCache>()

function cacheOf(db: Db): DbCache {
  let cache = caches.get(db)
  if (!cache) {
    cache = { entries: new Map(), generation: 0, version: null }
    caches.set(db, cache)
  }
  return cache
}

/** Drops every cached answer of the process (after seeding at boot; tests). */
export function invalidateContentCache(): void {
  processGeneration += 1
}

/**
 * One pass of the watcher: reads `content_version` and drops this database's entries when it
 * moved since the last read. Answers 1 when it did (the interval job logs changes).
 */
export async function checkContentVersion(db: Db): Promise<number> {
  const result = await db.execute(sql`select version from content_version where id = 1`)
  const [row] = rowsOf<{ version: string | number | bigint }>(result)
  const version = BigInt(row?.version ?? 0)
  const cache = cacheOf(db)
  // The first read cannot tell whether answers cached before it (at boot, or by requests in the
  // first poll interval) predate an edit, so it drops them; afterwards only a move does.
  const moved = cache.version === null ? cache.entries.size > 0 : cache.version !== version
  cache.version = version
  if (!moved) return 0
  cache.generation += 1
  return 1
}

/** Polls `content_version` while the app is up (one indexed single-row read a second). */
export function watchContentVersion(app: FastifyInstance): void {
  startIntervalJob(app, {
    name: 'content-version',
    everyMs: CONTENT_POLL_MS,
    run: () => checkContentVersion(app.db),
  })
}

export async function cached<T>(db: Db, key: string, build: (previous?: T) => Promise<T>): Promise<T> {
  const cache = cacheOf(db)
  // Both counters only grow, so their sum moves whenever either does.
  const generation = processGeneration + cache.generation
  const now = Date.now()
  const hit = cache.entries.get(key)
  const previous = hit && 'value' in hit ? (hit.value as T) : undefined
  if (hit && hit.generation === generation) {
    if (hit.pending) return hit.pending as Promise<T>
    if (hit.expiresAt <= now && !hit.refreshing) {
      // Expired, not invalidated: the content is the same unless time changed it; serve it meanwhile.
      hit.refreshing = true
      void build(previous).then(
        (value) => {
          if (cache.entries.get(key) === hit)
            cache.entries.set(key, { generation, expiresAt: Date.now() + CACHE_TTL_MS, value })
        },
        () => {
          // A failed refresh keeps the old answer; a later request tries again.
          hit.refreshing = false
        },
      )
    }
    return previous as T
  }
  // The generation is read before building: an invalidation during the build leaves this entry stale.
  const entry: Entry = { generation, expiresAt: now + CACHE_TTL_MS }
  const pending = build(previous).then(
    (value) => {
      entry.value = value
      delete entry.pending
      return value
    },
    (error: unknown) => {
      // A failed build is not remembered; the next request tries again.
      if (cache.entries.get(key) === entry) cache.entries.delete(key)
      throw error
    },
  )
  entry.pending = pending
  cache.entries.set(key, entry)
  return pending
}
