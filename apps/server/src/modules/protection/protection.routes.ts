import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiRoutes, successMessages, type SuccessMessage } from '@galata/contract'
import { startIntervalJob } from '../../lib/interval-job.js'
import { ok } from '../../lib/reply.js'
import { currentOperator, currentPlayer, route } from '../../lib/route.js'
import { registerMatches } from './protection.register.js'
import * as rg from './protection.service.js'

const BODY_LIMIT = 2 * 1024

/**
 * Player protection (docs/player-protection.md): the player's own settings under
 * /api/customer/rg and support's changes on a player's request under /api/backoffice/players/:id/rg.
 * Every POST answers the new state.
 */
export async function protectionRoutes(app: FastifyInstance) {
  const deps: rg.ProtectionDeps = { db: app.db, clock: app.clock, events: app.events }
  const self = (request: FastifyRequest): rg.Actor => ({ id: currentPlayer(request).id, role: 'player' })
  const answer = async (request: FastifyRequest, playerId: number, message: SuccessMessage) =>
    ok(await rg.protectionState(deps, playerId), successMessages[message][request.locale])

  route(app, apiRoutes['customer/rg'], async (request) =>
    ok(await rg.protectionState(deps, currentPlayer(request).id)),
  )

  route(
    app,
    apiRoutes['customer/rg/limits'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => {
      const actor = self(request)
      return answer(request, actor.id, await rg.setLimit(deps, actor, actor.id, body))
    },
  )

  route(
    app,
    apiRoutes['customer/rg/limits/confirm'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => {
      const actor = self(request)
      await rg.confirmLimit(deps, actor, actor.id, body)
      return answer(request, actor.id, 'RG_LIMIT_CONFIRMED')
    },
  )

  route(
    app,
    apiRoutes['customer/rg/timeout'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => {
      const actor = self(request)
      await rg.takeTimeout(deps, actor, actor.id, body.period)
      return answer(request, actor.id, 'RG_TIMEOUT_SET')
    },
  )

  route(
    app,
    apiRoutes['customer/rg/selfexclusion'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => {
      const actor = self(request)
      await rg.selfExclude(deps, actor, actor.id, body.period)
      return answer(request, actor.id, 'RG_SELF_EXCLUDED')
    },
  )

  route(app, apiRoutes['customer/rg/selfexclusion/lift'], { bodyLimit: BODY_LIMIT }, async (request) => {
    const actor = self(request)
    await rg.requestLift(deps, actor, actor.id)
    return answer(request, actor.id, 'RG_LIFT_REQUESTED')
  })

  route(
    app,
    apiRoutes['customer/rg/realitycheck'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => {
      const actor = self(request)
      return answer(request, actor.id, await rg.setRealityCheck(deps, actor, actor.id, body.minutes))
    },
  )

  route(app, apiRoutes['customer/rg/session'], async (request) => {
    const { id, sessionId } = currentPlayer(request)
    return ok(await rg.sessionSummary(deps, id, sessionId))
  })

  route(app, apiRoutes['customer/rg/close'], { bodyLimit: BODY_LIMIT }, async (request, _reply, { body }) => {
    const actor = self(request)
    const outcome = await rg.closeAccount(deps, actor, actor.id, body)
    if (outcome === 'closed')
      return ok({ outcome, state: null }, successMessages.RG_ACCOUNT_CLOSED[request.locale])
    return ok(
      { outcome, state: await rg.protectionState(deps, actor.id) },
      successMessages.RG_SELF_EXCLUDED[request.locale],
    )
  })

  // Back office: on the player's request (the reason is audited with the operator).
  // The staff member (docs/backoffice.md): `role` is the one they act under, and the change row says so.
  const operator = (request: FastifyRequest, reason: string): rg.Actor => {
    const who = currentOperator(request)
    return { id: who.id, role: who.role, reason }
  }
  const backoffice = async (request: FastifyRequest, playerId: number, message?: SuccessMessage) =>
    ok(
      {
        playerId,
        state: await rg.protectionState(deps, playerId),
        history: await rg.limitChanges(deps, playerId),
      },
      message ? successMessages[message][request.locale] : '',
    )

  route(app, apiRoutes['backoffice/players/:id/rg'], async (request, _reply, { params }) =>
    backoffice(request, params.id),
  )
  route(
    app,
    apiRoutes['backoffice/players/:id/rg/timeout'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { params, body }) => {
      await rg.takeTimeout(deps, operator(request, body.reason), params.id, body.period)
      return backoffice(request, params.id, 'RG_BACKOFFICE_APPLIED')
    },
  )
  route(
    app,
    apiRoutes['backoffice/players/:id/rg/selfexclusion'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { params, body }) => {
      await rg.selfExclude(deps, operator(request, body.reason), params.id, body.period)
      return backoffice(request, params.id, 'RG_BACKOFFICE_APPLIED')
    },
  )
  // backoffice/players/:id/rg/limits and …/selfexclusion/lift are the back office's
  // (backoffice.routes.ts): loosening a protection is a four-eyes action (docs/backoffice.md).

  // Which exclusion-register entry matched whom, on which key (read by support; every read audited).
  route(app, apiRoutes['backoffice/exclusion-register/matches'], async (request, _reply, { query }) => {
    const who = currentOperator(request)
    return ok(
      await registerMatches(
        deps,
        { id: who.id, role: who.role, ip: who.ip, fingerprint: who.fingerprint },
        query,
      ),
    )
  })

  // The session-time limit ends the sessions of a player who reached it (the hub closes them).
  startIntervalJob(app, {
    name: 'rg-session-limit',
    everyMs: 60_000,
    run: (stop) => rg.endSessionsAtLimit(deps, stop),
  })
}
