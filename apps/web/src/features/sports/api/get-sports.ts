import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { SPORTS_LIMITS, type SportsEvent, type SportsEventsQuery } from '@galata/contract'
import { call } from '../../../shared/api/http'

/** Prices move on the server's sweep; the list refetches so the odds flash as they change. */
const REFRESH_MS = 15_000

/** `GET sports/tree`: sports with their competitions and event counts. */
export const sportsTreeQuery = queryOptions({
  queryKey: ['sports', 'tree'] as const,
  queryFn: async () => (await call('sports/tree')).data,
  staleTime: 30_000,
})

export function useSportsTree() {
  return useQuery(sportsTreeQuery)
}

/** The most events a list shows: two of the server's pages (SPORTS_LIMITS.eventsTakeMax each). */
const LIST_MAX = 100

/**
 * `POST sports/events` page after page (the server answers at most SPORTS_LIMITS.eventsTakeMax a
 * request) until the list is whole or LIST_MAX long.
 */
export async function fetchEventList(
  filter: Partial<SportsEventsQuery>,
): Promise<{ items: SportsEvent[]; total: number }> {
  const take = SPORTS_LIMITS.eventsTakeMax
  const items: SportsEvent[] = []
  for (;;) {
    const page = (await call('sports/events', { body: { ...filter, skip: items.length, take } })).data
    items.push(...page.items)
    if (page.items.length < take || items.length >= page.total || items.length >= LIST_MAX)
      return { items, total: page.total }
  }
}

/** `POST sports/events`: pre-match events of a sport or competition with their main market. */
export function useSportsEvents(filter: Partial<SportsEventsQuery>, enabled = true) {
  return useQuery({
    queryKey: ['sports', 'events', filter] as const,
    queryFn: () => fetchEventList(filter),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** `GET sports/events/{id}`: the event with every market. */
export function sportsEventQuery(id: number) {
  return queryOptions({
    queryKey: ['sports', 'event', id] as const,
    queryFn: async () => (await call('sports/events/:id', { params: { id } })).data,
    refetchInterval: REFRESH_MS,
  })
}

export function useSportsEvent(id: number) {
  return useQuery({ ...sportsEventQuery(id), enabled: Number.isInteger(id) && id > 0 })
}

/** `GET sports/verify/{id}`: the replay of a played event from its revealed seed. */
export function useSportsVerify(id: number) {
  return useQuery({
    queryKey: ['sports', 'verify', id] as const,
    queryFn: async () => (await call('sports/verify/:id', { params: { id } })).data,
    enabled: Number.isInteger(id) && id > 0,
  })
}
