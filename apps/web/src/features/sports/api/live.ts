import { useEffect } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  HUB_TOPICS_PER_CONNECTION,
  HubCommand,
  SPORTS_TOPICS,
  SportsHubCommand,
  type SportsEvent,
  type SportsEventDetail,
} from '@galata/contract'
import { call } from '../../../shared/api/http'
import { onHubCommand, subscribeTopic } from '../../../shared/realtime/hub'
import {
  applyEventMessage,
  applyLiveList,
  createSeqTracker,
  readEventMessage,
  readLiveList,
} from '../lib/live-feed'
import { fetchEventList, sportsEventQuery } from './get-sports'

/*
 * The live pages' data (docs/sportsbook.md): the REST snapshot in the query cache, kept current by the hub's
 * public topics (a visitor's socket has no token; shared/realtime/hub.ts). A sequence gap, a
 * message the page cannot read or a reconnect refetches the snapshot. The slow refetch below is
 * only the fallback for a socket that cannot connect.
 */

const FALLBACK_REFRESH_MS = 30_000
export const LIVE_LIST_KEY = ['sports', 'live'] as const

type LivePage = { items: SportsEvent[]; total: number }

/** `POST sports/events {live: true}`: every event in play (a book has a few dozen at most). */
export function useLiveEvents() {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: LIVE_LIST_KEY,
    queryFn: () => fetchEventList({ live: true }),
    refetchInterval: FALLBACK_REFRESH_MS,
    placeholderData: keepPreviousData,
  })
  const ids = (query.data?.items ?? []).map((e) => e.id).join(',')

  // The list: scores and clocks in place; an event in or out of play refetches it.
  useEffect(() => {
    const seq = createSeqTracker()
    const refetch = () => {
      seq.reset()
      void queryClient.invalidateQueries({ queryKey: LIVE_LIST_KEY })
    }
    const off = onHubCommand(SportsHubCommand.LiveList, (text) => {
      const msg = readLiveList(text)
      const verdict = msg ? seq.take(msg.seq) : 'gap'
      if (!msg || verdict === 'gap') return refetch()
      if (verdict === 'stale') return
      const page = queryClient.getQueryData<LivePage>(LIVE_LIST_KEY)
      if (!page) return
      const next = applyLiveList(page.items, msg)
      if (!next) return refetch()
      queryClient.setQueryData<LivePage>(LIVE_LIST_KEY, { ...page, items: next })
    })
    const offReconnect = onHubCommand(HubCommand.Reconnected, refetch)
    const release = subscribeTopic(SPORTS_TOPICS.live)
    return () => {
      off()
      offReconnect()
      release()
    }
  }, [queryClient])

  // Each listed event's prices and bet stops, on its own topic.
  useEffect(() => {
    if (!ids) return
    const list = ids.split(',').map(Number)
    const trackers = new Map(list.map((id) => [id, createSeqTracker()]))
    const refetch = () => {
      for (const s of trackers.values()) s.reset()
      void queryClient.invalidateQueries({ queryKey: LIVE_LIST_KEY })
    }
    const offs = [SportsHubCommand.OddsChanged, SportsHubCommand.BetStop, SportsHubCommand.Score].map(
      (command) =>
        onHubCommand(command, (text) => {
          const msg = readEventMessage(command, text)
          const seq = msg ? trackers.get(msg.eventId) : undefined
          if (!msg || !seq) return
          const verdict = seq.take(msg.seq)
          if (verdict === 'gap') return refetch()
          if (verdict === 'stale') return
          queryClient.setQueryData<LivePage>(LIVE_LIST_KEY, (page) =>
            page ? { ...page, items: page.items.map((e) => applyEventMessage(e, msg)) } : page,
          )
        }),
    )
    const releases = list.map((id) => subscribeTopic(SPORTS_TOPICS.event(id)))
    return () => {
      for (const off of offs) off()
      for (const release of releases) release()
    }
  }, [ids, queryClient])
  return query
}

/** The event page's detail kept live while the event is in play. */
export function useLiveEventFeed(event: SportsEventDetail | undefined) {
  // A score change adds to the match tracker, which only the snapshot carries.
  useLiveEventFeeds(event?.status === 'live' ? [event.id] : [], { refetchOnScore: true })
}

/**
 * Each listed event's detail (the `sportsEventQuery` cache) kept live over its own public topic:
 * the event page's one event, or the matches in play on Kuponlarım's tickets. Capped below the
 * hub's topics per connection (HUB_TOPICS_PER_CONNECTION), since the live list shares the socket.
 */
export function useLiveEventFeeds(ids: readonly number[], options: { refetchOnScore?: boolean } = {}) {
  const queryClient = useQueryClient()
  const refetchOnScore = options.refetchOnScore ?? false
  const idKey = [...new Set(ids)]
    .sort((a, b) => a - b)
    .slice(0, HUB_TOPICS_PER_CONNECTION - 10)
    .join(',')
  useEffect(() => {
    if (!idKey) return
    const list = idKey.split(',').map(Number)
    const trackers = new Map(list.map((id) => [id, createSeqTracker()]))
    const refetch = (id: number) => {
      trackers.get(id)?.reset()
      void queryClient.invalidateQueries({ queryKey: sportsEventQuery(id).queryKey })
    }
    const offs = [SportsHubCommand.OddsChanged, SportsHubCommand.BetStop, SportsHubCommand.Score].map(
      (command) =>
        onHubCommand(command, (text) => {
          const msg = readEventMessage(command, text)
          if (!msg) return list.forEach(refetch)
          const seq = trackers.get(msg.eventId)
          if (!seq) return
          const verdict = seq.take(msg.seq)
          if (verdict === 'gap') return refetch(msg.eventId)
          if (verdict === 'stale') return
          const key = sportsEventQuery(msg.eventId).queryKey
          queryClient.setQueryData<SportsEventDetail>(key, (e) => (e ? applyEventMessage(e, msg) : e))
          if (refetchOnScore && msg.command === 'Score') void queryClient.invalidateQueries({ queryKey: key })
        }),
    )
    const offReconnect = onHubCommand(HubCommand.Reconnected, () => list.forEach(refetch))
    const releases = list.map((id) => subscribeTopic(SPORTS_TOPICS.event(id)))
    return () => {
      for (const off of offs) off()
      offReconnect()
      for (const release of releases) release()
    }
  }, [idKey, refetchOnScore, queryClient])
}

/** The next kick-off, for the empty state of /livespor ("nothing in play; next at 21:00"). */
export function useNextKickOff(enabled: boolean) {
  return useQuery({
    queryKey: ['sports', 'next-kickoff'] as const,
    queryFn: async () =>
      (await call('sports/events', { body: { live: false, take: 1 } })).data.items[0] ?? null,
    enabled,
    staleTime: 30_000,
  })
}
