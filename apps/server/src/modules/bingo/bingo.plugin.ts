import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  apiRoutes,
  bingoStringsFor,
  originalsStringsFor,
  type BingoRoom,
  type Locale,
} from '@galata/contract'
import { publicRateLimit } from '../../lib/rate-limit.js'
import { ok } from '../../lib/reply.js'
import { route } from '../../lib/route.js'
import { originalGameSeeds } from '../casino/index.js'
import { gamePageOrigins, gamePageShell } from '../originals/index.js'
import type { GameSession } from '../originals/index.js'
import { ROOMS, authenticate, percentOfBp } from '../rounds/index.js'
import { allRooms, bingoState, buyTickets, callEvery, gameView, requireRoom } from './bingo.service.js'

const BODY_LIMIT = 2 * 1024
const GAME_TOKEN_HEADER = 'x-game-token'

/**
 * Bingo rooms (docs/bingo.md) on the shared-round engine: the public rooms and games, the
 * page's state and purchases with its game token, and the rooms' pages. The engine's loop runs the
 * games (the rooms are tables of `TABLES`); its hub authenticator admits a room page to `bingo:{room}`.
 */
export const bingoPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = app.tablesDeps
    const roomOfRequest = (request: FastifyRequest): BingoRoom => {
      const code = (request.params as { room?: string }).room ?? ''
      return requireRoom(code).code
    }
    const sessions = new WeakMap<FastifyRequest, GameSession>()
    const preHandler = async (request: FastifyRequest) => {
      sessions.set(
        request,
        await authenticate(deps, request.headers[GAME_TOKEN_HEADER], roomOfRequest(request)),
      )
    }
    const claimsOf = (request: FastifyRequest): GameSession => {
      const claims = sessions.get(request)
      if (!claims) throw new Error('bingo route without its preHandler')
      return claims
    }
    const publicLimit = { config: { rateLimit: publicRateLimit(app.config) } }

    route(app, apiRoutes['bingo/rooms'], publicLimit, async () => ok(await allRooms(deps)))
    route(app, apiRoutes['bingo/games/:id'], publicLimit, async (_request, _reply, { params }) =>
      ok(await gameView(deps, params.id)),
    )
    route(app, apiRoutes['bingo/:room/state'], { preHandler }, async (request) =>
      ok(await bingoState(deps, claimsOf(request), roomOfRequest(request))),
    )
    route(
      app,
      apiRoutes['bingo/:room/buy'],
      { preHandler, bodyLimit: BODY_LIMIT },
      async (request, _reply, { body }) =>
        ok(await buyTickets(deps, claimsOf(request), roomOfRequest(request), body)),
    )

    const origins = gamePageOrigins(app.config)
    const page = (code: BingoRoom) => async (request: FastifyRequest, reply: FastifyReply) => {
      const elsewhere = origins.redirectOf(request)
      if (elsewhere) return reply.redirect(elsewhere, 308)
      const locale: Locale = (request.query as { lang?: unknown } | null)?.lang === 'en' ? 'en' : 'tr'
      const room = ROOMS[code]
      const title = originalGameSeeds.find((g) => g.gameCode === code)?.name[locale] ?? room.name[locale]
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          gamePageShell({
            locale,
            title,
            script: 'bingo.js',
            styles: ['bingo.css'],
            strings: { ...originalsStringsFor(locale), ...bingoStringsFor(locale) },
            data: {
              game: code,
              title,
              siteOrigin: origins.siteOriginOf(request),
              balls: room.balls,
              callMs: callEvery(deps, room),
              ticketsPerStrip: room.ticketsPerStrip,
              rtp: percentOfBp(room.potShareBp),
            },
          }),
        )
    }
    route(app, apiRoutes['page:originals/galata-bingo-90/'], page('galata-bingo-90'))
    route(app, apiRoutes['page:originals/galata-bingo-75/'], page('galata-bingo-75'))
  },
  { name: 'galata-bingo', dependencies: ['galata-tables'] },
)
