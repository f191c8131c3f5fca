import { queryOptions } from '@tanstack/react-query'
import {
  sportsTreeSchema,
  TRADING_LIVE_WINDOWS,
  type SportsEventDetail,
  type SportsTree,
} from '@galata/contract'
import { boCall, BoApiError } from '../api/client'
import { boLocale } from '../i18n/i18n'

/*
 * The trading screens' reads (docs/backoffice.md "Trading"), through `boCall`, except the sports
 * tree for the competition filter: the public route the player site reads, parsed with its schema
 * (read once a minute at most, so the public limit of the desk's address is not a concern).
 */

/** While an event is in play its page reads again this often (docs/backoffice.md "Trading": a poll, not a socket). */
export const LIVE_POLL_MS = 5_000

async function publicGet<T>(url: string, parse: (v: unknown) => T): Promise<T> {
  let res: Response
  try {
    res = await fetch(url, { headers: { accept: 'application/json', 'x-locale': boLocale } })
  } catch {
    throw new BoApiError(boLocale === 'tr' ? 'Bağlantı kurulamadı.' : 'Could not connect.', 0, 'NETWORK')
  }
  const json = (await res.json().catch(() => null)) as {
    success?: boolean
    message?: string
    code?: string
    data?: unknown
  } | null
  if (!res.ok || !json || json.success !== true)
    throw new BoApiError(json?.message || res.statusText, res.status, json?.code ?? null)
  return parse(json.data)
}

export const tradingKeys = {
  all: ['bo', 'trading'] as const,
  tree: (locale: string) => ['bo', 'trading', 'tree', locale] as const,
  event: (id: string) => ['bo', 'trading', 'event', id] as const,
  liability: (id: string) => ['bo', 'trading', 'event', id, 'liability'] as const,
  corrections: ['bo', 'trading', 'corrections'] as const,
  limits: ['bo', 'trading', 'limits'] as const,
  delays: ['bo', 'trading', 'delays'] as const,
  live: (minutes: number) => ['bo', 'trading', 'live', minutes] as const,
}

export const sportsTreeQuery = (locale: string) =>
  queryOptions<SportsTree>({
    queryKey: tradingKeys.tree(locale),
    queryFn: () => publicGet('/api/sports/tree', (v) => sportsTreeSchema.parse(v)),
    staleTime: 60_000,
  })

export const eventQuery = (id: string, live: boolean) =>
  queryOptions<SportsEventDetail>({
    queryKey: tradingKeys.event(id),
    queryFn: () => boCall('backoffice/sports/events/:id', { params: { id } }),
    staleTime: 0,
    refetchInterval: live ? LIVE_POLL_MS : false,
  })

export const liabilityQuery = (id: string, live: boolean) =>
  queryOptions({
    queryKey: tradingKeys.liability(id),
    queryFn: () => boCall('backoffice/sports/events/:id/liability', { params: { id } }),
    staleTime: 0,
    refetchInterval: live ? LIVE_POLL_MS : false,
  })

export const correctionsQuery = () =>
  queryOptions({
    queryKey: tradingKeys.corrections,
    queryFn: () => boCall('backoffice/sports/corrections'),
    staleTime: 0,
  })

export const limitsQuery = () =>
  queryOptions({ queryKey: tradingKeys.limits, queryFn: () => boCall('backoffice/sports/limits') })

export const delaysQuery = () =>
  queryOptions({ queryKey: tradingKeys.delays, queryFn: () => boCall('backoffice/sports/delays') })

/**
 * The live overview's windows (minutes) and how often it reads again while its staff topic is not
 * held (docs/backoffice.md "The live overview").
 */
export const LIVE_WINDOWS = TRADING_LIVE_WINDOWS
export const LIVE_OVERVIEW_POLL_MS = 5_000

export const liveOverviewQuery = (minutes: number, poll: boolean) =>
  queryOptions({
    queryKey: tradingKeys.live(minutes),
    queryFn: () => boCall('backoffice/sports/live', { query: { minutes } }),
    staleTime: 0,
    refetchInterval: poll ? LIVE_OVERVIEW_POLL_MS : false,
  })
