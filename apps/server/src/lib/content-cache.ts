import type { Db } from '../db/client.js'

/**
 * In-process cache of assembled content: the bootstrap record (built on every page load, spec §7
 * cms/grouped) and the casino catalogue answers (every lobby visit). Content changes rarely and is
 * the same for every visitor of a language, so each answer is built once per key and served from
 * memory.
 *
 * - `invalidateContentCache()` bumps a process-wide generation: every entry built before it is
 *   rebuilt on its next read. The back office calls it after a write; the boot tasks call it after
 *   seeding.
 * - Other instances do not hear that call (no shared bus yet), so entries also expire after
 *   `CACHE_TTL_MS`: an edit reaches every instance within that time.
 * - Concurrent misses share one build, so an expiry under load costs one set of queries, not one
 *   per request in flight.
 * - Caches are kept per database handle, so two apps in one process (tests) never see each
 *   other's content.
 */
export const CACHE_TTL_MS = 30_000

interface Entry {
  generation: number
  expiresAt: number
  value?: unknown
  pending?: Promise<unknown>
}

let generation = 0
const caches = new WeakMap<Db, Map<string, Entry>>()

export function invalidateContentCache(): void {
  generation += 1
}

export async function cached<T>(db: Db, key: string, build: () => Promise<T>): Promise<T> {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && hit.generation === generation && hit.expiresAt > now) {
    if ('value' in hit) return hit.value as T
    if (hit.pending) return hit.pending as Promise<T>
  }
  // The generation is read before building: an invalidation during the build leaves this entry stale.
  const entry: Entry = { generation, expiresAt: now + CACHE_TTL_MS }
  const pending = build().then(
    (value) => {
      entry.value = value
      delete entry.pending
      return value
    },
    (error: unknown) => {
      // A failed build is not remembered; the next request tries again.
      if (cache.get(key) === entry) cache.delete(key)
      throw error
    },
  )
  entry.pending = pending
  cache.set(key, entry)
  return pending
}
