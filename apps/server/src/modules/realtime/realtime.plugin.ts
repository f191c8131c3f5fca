import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { HUB_TOPICS_PER_CONNECTION, HubCommand, REALTIME, type Notification } from '@galata/contract'
import { canPlay, liveSession, sessionForToken } from '../auth/index.js'
import { getBalances, toMajor } from '../wallet/index.js'
import { observePush } from '../../lib/metrics.js'
import { createHub, type Hub, type HubIdentity } from './hub.js'
import { localFanout, redisFanout, type Delivery, type Fanout } from './fanout.js'

/** What other modules use to reach players' sockets, on every instance. */
export interface Realtime {
  publish(delivery: Delivery): Promise<void>
  /** This instance's connections (the bench and the health of a node). */
  stats(): { connections: number; players: number }
  /**
   * Another kind of token the hub accepts besides a session token: a game page in its iframe
   * connects with its signed game token (Sky Aviator). Consulted first; null means "not mine".
   */
  addAuthenticator(authenticate: HubAuthenticator): void
  /**
   * Who may open a staff socket (`staff=1`, docs/backoffice.md "The dashboard") and, at its known
   * end, whether it still may. Without one, every staff socket is refused.
   */
  setStaffSockets(staff: StaffSockets): void
  /**
   * A topic's message to this instance's sockets only, not fanned out: for pushes each instance
   * computes for its own watchers (the dashboard), which would otherwise reach every socket once per instance.
   */
  sendLocal(topic: string, command: string, message: string): number
  /** Ready connections on this instance that watch `topic`. */
  watching(topic: string): number
  /** The topics starting with `prefix` that a ready connection on this instance watches. */
  topicsWatched(prefix: string): string[]
  /** The keep-alive pass now (pings, timeouts, sessions past their end); tests call it after moving the clock. */
  sweep(): Promise<void>
  /**
   * Called at the shutdown signal (lib/shutdown.ts, docs/operations.md "Graceful shutdown"): every
   * socket of this instance is told to reconnect elsewhere at once, and upgrades are refused 503.
   */
  goodbye(): void
}

export type HubAuthenticator = (token: string) => HubIdentity | null | Promise<HubIdentity | null>

export interface StaffSockets {
  authenticate(token: string): Promise<HubIdentity | null>
  recheck(identity: HubIdentity): Promise<number | null>
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime
  }
}

/** Applies a delivery to this instance's sockets. */
function deliverTo(hub: Hub, d: Delivery) {
  switch (d.kind) {
    case 'players':
      hub.send(d.playerIds, d.command, d.message)
      return
    case 'notification': {
      const ids = new Map(d.items)
      hub.send(ids.keys(), HubCommand.Notification, (c) => {
        const n: Notification = {
          id: ids.get(c.playerId) ?? 0,
          type: d.type,
          title: d.title[c.locale],
          note: d.note[c.locale],
          timeStamp: d.timeStamp,
          isRead: false,
        }
        return JSON.stringify(n)
      })
      return
    }
    case 'close':
      hub.closeSessions(d.sessionIds, d.reason)
      return
    case 'topic':
      hub.sendTopic(d.topic, d.command, d.message)
      return
    default:
      d satisfies never
  }
}

/**
 * The hub at /hub/frnotify (spec §7, docs/realtime.md) on the app's own HTTP server, and
 * the two events every player sees live whatever their origin: a revoked session closes its
 * sockets, a balance change pushes the new balance.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const authenticators: HubAuthenticator[] = []
    let staffSockets: StaffSockets | null = null
    const hub = createHub({
      path: REALTIME.hubPath,
      keepAliveMs: REALTIME.keepAliveIntervalMs,
      timeoutMs: REALTIME.serverTimeoutMs,
      log: app.log,
      now: () => app.clock.now(),
      trustProxy: app.config.TRUST_PROXY,
      limits: {
        socketsPerSession: app.config.HUB_SOCKETS_PER_SESSION,
        socketsPerAddress: app.config.HUB_SOCKETS_PER_ADDRESS,
        upgradesPerAddressPerMinute: app.config.HUB_UPGRADES_PER_MINUTE,
        topicsPerConnection: HUB_TOPICS_PER_CONNECTION,
      },
      authenticate: async (token, { staff }) => {
        // A staff socket is asked for by name: a staff token never opens a player's socket, nor the reverse.
        if (staff) return staffSockets ? staffSockets.authenticate(token) : null
        for (const other of authenticators) {
          const who = await other(token)
          if (who) return who
        }
        const found = await sessionForToken(app, token)
        return (
          found && {
            kind: 'session',
            playerId: found.player.id,
            sessionId: found.sessionId,
            endsAt: found.endsAt,
          }
        )
      },
      // At a socket's known end: the site's socket lives while its session does (and the player is
      // active); a game page's while its session may play (auth's canPlay, the same rule as its bets).
      recheck: async (who) => {
        if (who.kind === 'public') return Infinity
        if (who.kind === 'staff') return staffSockets ? staffSockets.recheck(who) : null
        if (who.kind === 'game') {
          const verdict = await canPlay(app, who.sessionId, who.playerId)
          return verdict.canPlay ? verdict.endsAt : null
        }
        const session = await liveSession(app, who.sessionId)
        return session && session.status === 'active' ? session.endsAt : null
      },
    })
    // A delivery carries when it was published (`at`, through Redis too): the push latency of
    // `/metrics` is from there to this instance's sockets (docs/operations.md "Metrics").
    const deliver = (d: Delivery & { at?: number }) => {
      deliverTo(hub, d)
      if (d.at !== undefined) observePush(d.kind, d.at)
    }
    const fanout: Fanout = app.config.REDIS_URL
      ? await redisFanout(app.config.REDIS_URL, app.config.REDIS_CHANNEL, deliver, app.log)
      : localFanout(deliver)

    const publish = async (delivery: Delivery) => {
      const d = { ...delivery, at: Date.now() }
      try {
        await fanout.publish(d)
      } catch (err) {
        // Redis unreachable: this instance's players still hear it; the others poll (10 s balance).
        app.log.error({ err }, 'real-time fan-out failed; delivering locally only')
        deliver(d)
      }
    }
    app.decorate('realtime', {
      publish,
      stats: () => hub.stats(),
      addAuthenticator: (a: HubAuthenticator) => void authenticators.push(a),
      setStaffSockets: (staff: StaffSockets) => void (staffSockets = staff),
      sendLocal: (topic: string, command: string, message: string) => hub.sendTopic(topic, command, message),
      watching: (topic: string) => hub.watching(topic),
      topicsWatched: (prefix: string) => hub.topicsWatched(prefix),
      sweep: () => hub.sweep(),
      goodbye: () => hub.goodbye(),
    })

    app.server.on('upgrade', (request, socket, head) => {
      if (!hub.handleUpgrade(request, socket, head)) socket.destroy()
    })

    app.events.on('session.revoked', ({ sessionIds, reason }) =>
      publish({ kind: 'close', sessionIds, reason: `Session ended (${reason}).` }),
    )
    // A staff socket ends with its session (docs/backoffice.md "The dashboard").
    app.events.on('staff.sessions_revoked', ({ sessionIds, reason }) =>
      publish({ kind: 'close', sessionIds, reason: `Session ended (${reason}).` }),
    )
    app.events.on('wallet.balance_changed', async ({ playerId }) => {
      // Cash and bonus, as `user/balance` answers them: the header shows both (docs/realtime.md).
      const b = await getBalances(app.db, playerId)
      await publish({
        kind: 'players',
        playerIds: [playerId],
        command: HubCommand.Balance,
        message: JSON.stringify({ balance: toMajor(b.cash), bonusBalance: toMajor(b.bonus) }),
      })
    })

    // Before the HTTP server closes: upgraded sockets are not the server's to wait for. A signal has
    // said goodbye already (lib/shutdown.ts); an app closed without one says it here.
    app.addHook('preClose', async () => hub.close())
    app.addHook('onClose', async () => fanout.close())
  },
  { name: 'galata-realtime' },
)
