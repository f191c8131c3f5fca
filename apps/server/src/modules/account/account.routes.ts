import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  changePasswordSchema,
  revokeOtherSessionsSchema,
  revokeSessionSchema,
  successMessages,
  updatePhoneSchema,
} from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { ok } from '../../lib/reply.js'
import { createSmsSender } from '../../lib/sms.js'
import { parseWith } from '../../lib/validate.js'
import { clientMeta, requireAuth } from '../auth/index.js'
import * as account from './account.service.js'

const BODY_LIMIT = 4 * 1024

function caller(request: FastifyRequest): account.Caller {
  // requireAuth ran as the preHandler of every route here; this only narrows the types.
  if (!request.player || !request.sessionId) throw new AppError('UNAUTHORIZED')
  return { player: request.player, sessionId: request.sessionId, meta: clientMeta(request) }
}

/** The logged-in player's own account (spec §7 customer/*, the dashboard pages). Every route needs a session. */
export async function accountRoutes(app: FastifyInstance) {
  const deps: account.AccountDeps = {
    db: app.db,
    clock: app.clock,
    events: app.events,
    log: app.log,
    sms: createSmsSender(app.config, app.log),
    limits: {
      smsPerAddressHour: app.config.SMS_ADDRESS_MAX_PER_HOUR,
      smsGlobalHour: app.config.SMS_GLOBAL_MAX_PER_HOUR,
    },
  }
  app.addHook('preHandler', requireAuth)

  app.post(
    '/customer/changepassword',
    { bodyLimit: BODY_LIMIT, onRequest: app.hashBudget },
    async (request) => {
      const input = parseWith(changePasswordSchema, request.body)
      await account.changePassword(deps, caller(request), input)
      return ok(null, successMessages.PASSWORD_CHANGED[request.locale])
    },
  )

  app.post('/customer/updatephone', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const input = parseWith(updatePhoneSchema, request.body)
    try {
      const message = await account.updatePhone(deps, caller(request), input, request.locale)
      return ok(null, successMessages[message][request.locale])
    } catch (err) {
      const seconds =
        err instanceof AppError ? (err.data as { secondsLeft?: number } | undefined)?.secondsLeft : undefined
      if (seconds) void reply.header('retry-after', String(seconds))
      throw err
    }
  })

  app.get('/customer/profile', async (request) =>
    ok(await account.getProfile(deps, caller(request), request.locale)),
  )

  app.get('/customer/sessions', async (request) => ok(await account.listSessions(deps, caller(request))))

  app.post('/customer/sessions/revoke', { bodyLimit: BODY_LIMIT }, async (request) => {
    const { id } = parseWith(revokeSessionSchema, request.body)
    await account.revokeSession(deps, caller(request), id)
    return ok(null, successMessages.SESSION_REVOKED[request.locale])
  })

  app.post('/customer/sessions/revoke-others', { bodyLimit: BODY_LIMIT }, async (request) => {
    parseWith(revokeOtherSessionsSchema, request.body ?? {})
    const revoked = await account.revokeOtherSessions(deps, caller(request))
    return ok({ revoked }, successMessages.OTHER_SESSIONS_REVOKED[request.locale])
  })
}
