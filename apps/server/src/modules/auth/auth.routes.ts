import type { FastifyInstance, FastifyReply } from 'fastify'
import { apiRoutes, makeRegisterSchema, successMessages } from '@galata/contract'
import { publicRateLimit } from '../../lib/rate-limit.js'
import { AppError } from '../../lib/app-error.js'
import { createMailer } from '../../lib/mailer.js'
import { ok } from '../../lib/reply.js'
import { route } from '../../lib/route.js'
import * as auth from './auth.service.js'
import { clientMeta } from './auth.session.js'

/** Auth bodies are a few short strings; a registration is the largest, well under this. */
const BODY_LIMIT = 4 * 1024

/** A 429 also says when to come back, for clients and proxies that read the header. */
function withRetryAfter(reply: FastifyReply, err: unknown): never {
  if (err instanceof AppError) {
    const data = err.data as { retryAfter?: number; secondsLeft?: number } | undefined
    const seconds = data?.retryAfter ?? data?.secondsLeft
    if (err.status === 429 && seconds) void reply.header('retry-after', String(seconds))
  }
  throw err
}

/**
 * Sign-up, login, logout and recovery (spec §7 auth/*; GET auth/form is content and lives in cms).
 * All open to guests, so each is rate-limited per address on top of the login throttle, which is
 * kept in the database and counts failures only.
 */
export async function authRoutes(app: FastifyInstance) {
  const mailer = createMailer(app.config, app.log)
  app.addHook('onClose', async () => mailer.close())
  const deps: auth.AuthDeps = {
    db: app.db,
    clock: app.clock,
    events: app.events,
    log: app.log,
    mailer,
    later: (task) => app.afterAnswer.later(task),
  }
  const rateLimit = publicRateLimit(app.config)
  const options = { config: { rateLimit }, bodyLimit: BODY_LIMIT }
  // The routes that cost an argon2 hash share one per-address budget (docs/security.md).
  const hashing = { ...options, onRequest: app.hashBudget }
  // The 18+ rule reads the app clock, so a test that moves time moves "today" too.
  const registerSchema = makeRegisterSchema(() => new Date(app.clock.now()))

  route(app, apiRoutes['auth/login'], hashing, async (request, reply, { body }) => {
    const session = await auth
      .login(deps, body, clientMeta(request))
      .catch((e: unknown) => withRetryAfter(reply, e))
    return ok(session, successMessages.LOGIN_OK[request.locale])
  })

  route(
    app,
    apiRoutes['auth/register'],
    { ...hashing, body: registerSchema },
    async (request, _reply, { body }) => {
      const session = await auth.register(deps, body, clientMeta(request))
      return ok(session, successMessages.REGISTER_OK[request.locale])
    },
  )

  route(app, apiRoutes['auth/logout'], { config: { rateLimit } }, async (request) => {
    await auth.logout(deps, request.headers.authorization, clientMeta(request))
    return ok(null, successMessages.LOGOUT_OK[request.locale])
  })

  route(app, apiRoutes['auth/sendresetpassword'], options, async (request, reply, { body }) => {
    await auth
      .sendResetCode(deps, body, clientMeta(request), request.locale)
      .catch((e: unknown) => withRetryAfter(reply, e))
    return ok(null, successMessages.RESET_CODE_SENT[request.locale])
  })

  route(app, apiRoutes['auth/checkresetcode'], options, async (request, _reply, { body }) => {
    await auth.checkResetCode(deps, body, clientMeta(request), request.locale)
    return ok(null, successMessages.RESET_CODE_VALID[request.locale])
  })

  route(app, apiRoutes['auth/changepasswordwithcode'], hashing, async (request, _reply, { body }) => {
    await auth.changePasswordWithCode(deps, body, clientMeta(request), request.locale)
    return ok(null, successMessages.PASSWORD_RESET[request.locale])
  })
}
