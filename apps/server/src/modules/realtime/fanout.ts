import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import type { Locale } from '@galata/contract'

/*
 * Fan-out between instances (ARCHITECTURE.md, real-time). An event is handled once, on the instance
 * where it happened (that one writes the notification and reads the balance); what must reach
 * sockets is a Delivery, published here. Without REDIS_URL it goes straight to this instance's hub;
 * with it, through Redis pub/sub to every instance, this one included, so there is one path.
 */

export type LocalizedPush = Record<Locale, string>

export type Delivery =
  /** `NotifyMessage(command, message)` to every connection of these players. */
  | { kind: 'players'; playerIds: number[]; command: string; message: string | LocalizedPush }
  /**
   * A stored notification for many players at once (an operator broadcast): the same texts, each
   * player's own row id. `items` holds `[playerId, notificationId]` pairs.
   */
  | {
      kind: 'notification'
      items: [number, number][]
      type: number
      title: LocalizedPush
      note: LocalizedPush
      timeStamp: string
    }
  /** Ends these sessions' hub connections, wherever they are. */
  | { kind: 'close'; sessionIds: string[]; reason: string }
  /** `NotifyMessage(command, message)` to every connection watching a topic (a shared game round). */
  | { kind: 'topic'; topic: string; command: string; message: string }

export interface Fanout {
  publish(delivery: Delivery): Promise<void>
  close(): Promise<void>
}

export function localFanout(deliver: (d: Delivery) => void): Fanout {
  return {
    publish: async (d) => deliver(d),
    close: async () => {},
  }
}

/**
 * Two connections: a subscribed Redis connection can do nothing else. Ready once subscribed, so a
 * delivery published after boot is never missed by this instance.
 */
export async function redisFanout(
  url: string,
  channel: string,
  deliver: (d: Delivery) => void,
  log: FastifyBaseLogger,
): Promise<Fanout> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 })
  const sub = new Redis(url, { lazyConnect: true })
  for (const [name, client] of [
    ['publisher', pub],
    ['subscriber', sub],
  ] as const)
    client.on('error', (err: unknown) => log.warn({ err, client: name }, 'redis fan-out connection error'))
  await Promise.all([pub.connect(), sub.connect()])
  sub.on('message', (ch: string, text: string) => {
    if (ch !== channel) return
    try {
      deliver(JSON.parse(text) as Delivery)
    } catch (err) {
      log.error({ err }, 'redis fan-out: bad delivery')
    }
  })
  await sub.subscribe(channel)
  return {
    async publish(d) {
      await pub.publish(channel, JSON.stringify(d))
    },
    async close() {
      await Promise.allSettled([sub.quit(), pub.quit()])
    },
  }
}
