import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../api/http'
import { currentLocale } from '../i18n/locale'
import { readJson, writeJson, STORAGE_KEYS } from '../storage'
import { takeEarlyBootstrap } from './early'
import type { Bootstrap } from '@galata/contract'

/**
 * The bootstrap record of spec §3 from `GET cms/grouped`, kept locally so a returning visitor sees
 * the site at once while a fresh copy loads. The shape is the contract's (a type import: no zod here).
 */
export type { Bootstrap }

interface StoredBootstrap {
  locale: string
  data: Bootstrap
}

function readStored(): Bootstrap | undefined {
  const stored = readJson<StoredBootstrap>(STORAGE_KEYS.bootstrap)
  return stored && stored.locale === currentLocale && stored.data ? stored.data : undefined
}

/** A failed load is treated as "no bootstrap" (spec §8), never as a crash. */
async function fetchBootstrap(): Promise<Bootstrap | false> {
  try {
    // The first load takes the call index.html's first script already started (./early.ts).
    const res = await (takeEarlyBootstrap() ?? call('cms/grouped'))
    writeJson(STORAGE_KEYS.bootstrap, { locale: currentLocale, data: res.data } satisfies StoredBootstrap)
    return res.data
  } catch {
    return readStored() ?? false
  }
}

export const bootstrapQuery = queryOptions({
  queryKey: ['bootstrap', currentLocale],
  queryFn: fetchBootstrap,
  initialData: readStored,
  // Show the stored copy at once, then refresh it in the background.
  initialDataUpdatedAt: 0,
  staleTime: 5 * 60_000,
})

export function useBootstrap(): Bootstrap | false | undefined {
  return useQuery(bootstrapQuery).data
}

/** Site options are used only when on, keyed in lower case (spec §5). */
export function siteOption(bootstrap: Bootstrap | false | undefined, key: string): string | null {
  if (!bootstrap) return null
  const option = bootstrap.siteOption.find((o) => o.key.toLowerCase() === key.toLowerCase() && o.status)
  return option?.value ?? null
}
