import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiRoutes, successMessages } from '@galata/contract'
import { publicRateLimit } from '../../lib/rate-limit.js'
import { ok } from '../../lib/reply.js'
import { currentStaff, route } from '../../lib/route.js'
import { clientMeta } from '../auth/index.js'
import * as svc from './staff.service.js'

/** Staff bodies are a few short strings. */
const BODY_LIMIT = 4 * 1024

/**
 * Staff sign-in and staff management (docs/backoffice.md). Sign-in and enrolment are open to anyone
 * and cost an argon2 hash or a TOTP check: rate-limited per address like player logins, on the same
 * argon2 budget; the failure throttle itself is the service's.
 */
export async function staffRoutes(app: FastifyInstance) {
  const deps: svc.StaffDeps = { db: app.db, clock: app.clock, log: app.log, events: app.events }
  const rateLimit = publicRateLimit(app.config)
  const open = { config: { rateLimit }, bodyLimit: BODY_LIMIT }

  route(
    app,
    apiRoutes['backoffice/auth/login'],
    { ...open, onRequest: app.hashBudget },
    async (request, _reply, { body }) =>
      ok(await svc.staffLogin(deps, body, clientMeta(request)), successMessages.LOGIN_OK[request.locale]),
  )

  route(app, apiRoutes['backoffice/auth/enrol'], open, async (request, _reply, { body }) =>
    ok(await svc.staffEnrol(deps, body, clientMeta(request)), successMessages.STAFF_ENROLLED[request.locale]),
  )

  route(app, apiRoutes['backoffice/auth/me'], async (request) =>
    ok(await svc.staffMe(deps, currentStaff(request))),
  )

  route(app, apiRoutes['backoffice/auth/logout'], async (request) => {
    await svc.staffLogout(deps, currentStaff(request))
    return ok(null, successMessages.LOGOUT_OK[request.locale])
  })

  route(app, apiRoutes['backoffice/staff'], async () => ok(await svc.listStaffMembers(deps)))

  route(
    app,
    apiRoutes['backoffice/staff create'],
    { bodyLimit: BODY_LIMIT, onRequest: app.hashBudget },
    async (request, _reply, { body }) =>
      ok(
        await svc.createStaffMember(deps, currentStaff(request), body, clientMeta(request)),
        successMessages.STAFF_CREATED[request.locale],
      ),
  )

  /** One change to a staff member by an administrator, answered with its message. */
  const change = (
    request: FastifyRequest,
    id: number,
    what: svc.StaffChange,
    message: keyof typeof successMessages,
  ) =>
    svc
      .changeStaffMember(deps, currentStaff(request), id, what, clientMeta(request))
      .then((member) => ok(member, successMessages[message][request.locale]))

  route(
    app,
    apiRoutes['backoffice/staff/:id/roles'],
    { bodyLimit: BODY_LIMIT },
    (request, _reply, { params, body }) =>
      change(request, params.id, { kind: 'roles', roles: body.roles }, 'STAFF_UPDATED'),
  )

  route(
    app,
    apiRoutes['backoffice/staff/:id/active'],
    { bodyLimit: BODY_LIMIT },
    (request, _reply, { params, body }) =>
      change(request, params.id, { kind: 'active', active: body.active }, 'STAFF_UPDATED'),
  )

  route(app, apiRoutes['backoffice/staff/:id/totp/reset'], (request, _reply, { params }) =>
    change(request, params.id, { kind: 'totp_reset' }, 'STAFF_TOTP_RESET'),
  )
}
