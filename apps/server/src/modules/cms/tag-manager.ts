import type { FastifyInstance } from 'fastify'
import { isGtmId, type SiteOption } from '@galata/contract'
import { cached, CONTENT_POLL_MS } from '../../lib/content-cache.js'
import { startIntervalJob } from '../../lib/interval-job.js'
import { listActiveSiteOptions } from './cms.queries.js'

/**
 * The Google Tag Manager container in use (docs/content.md "Tag manager"): the console's `gtm` site
 * option while it is on and well formed, else GTM_ID, else none. The web loads it only after
 * "Accept all"; the document CSP names GTM's origin only while an id is in use (lib/security-headers.ts).
 */
export function tagManagerIdOf(
  options: readonly SiteOption[],
  configured: string | undefined,
): string | null {
  const option = options.find((o) => o.status && o.key.toLowerCase() === 'gtm')
  // An option written past the console's check (psql) that is not an id is ignored, never sent.
  if (option && isGtmId(option.value)) return option.value
  return configured ?? null
}

export interface TagManagerState {
  /** The id in use now, read synchronously by the headers hook of every request. */
  current(): string | null
  /** Reads it again (from the content cache: a query only after a content change). */
  refresh(): Promise<string | null>
}

/**
 * Keeps the id in memory for the document headers, which are chosen on every request without a
 * query: read when the app is ready, then each content poll (a cache hit unless content moved), so
 * a console edit changes the CSP on every instance within about a second, with the bootstrap.
 */
export function watchTagManager(app: FastifyInstance): TagManagerState {
  let id: string | null = app.config.GTM_ID ?? null
  const refresh = async () => {
    id = await cached(app.db, 'tag-manager', async () =>
      tagManagerIdOf(await listActiveSiteOptions(app.db), app.config.GTM_ID),
    )
    return id
  }
  app.addHook('onReady', async () => {
    try {
      await refresh()
    } catch (err) {
      // A database without the content tables yet (first boot before seeding): GTM_ID until the next poll.
      app.log.warn({ err }, 'tag manager: site options not readable yet')
    }
  })
  startIntervalJob(app, {
    name: 'tag-manager',
    everyMs: CONTENT_POLL_MS,
    run: async () => {
      const before = id
      return (await refresh()) === before ? 0 : 1
    },
  })
  return { current: () => id, refresh }
}
