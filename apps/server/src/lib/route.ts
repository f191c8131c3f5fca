import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteShorthandOptions,
} from 'fastify'
import type { z } from 'zod'
import type { RouteAuth, RouteSpec, StaffPermission, StaffRole } from '@galata/contract'
import { AppError } from './app-error.js'
import { parseWith } from './validate.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The preHandler of an auth kind of the route table, or null when the route checks its caller
     * itself (`public`, `game`, `signed`). Decorated by the auth module's plugin (auth.session.ts).
     */
    authGuard: (auth: RouteAuth) => preHandlerAsyncHookHandler | null
    /**
     * The preHandler of a `{ staff: permission }` route: a live staff session whose roles hold the
     * permission (docs/backoffice.md "Permissions"). Decorated by the staff module's plugin.
     */
    staffGuard: (permission: StaffPermission) => preHandlerAsyncHookHandler
    /** The guard of a `recentPassword` entry (docs/accounts.md "Remembered sessions"), from auth. */
    recentPasswordGuard: preHandlerAsyncHookHandler
  }
  interface FastifyRequest {
    /** The staff member of a back-office request, set by `staffGuard`; null otherwise. */
    staff: StaffActor | null
  }
  interface FastifyContextConfig {
    /** The table entry a route was registered from by `route()` (the route-table test checks every route has one). */
    routeSpec?: RouteSpec
  }
}

/** A signed-in staff member as the back-office services know them (docs/backoffice.md). */
export interface StaffActor {
  id: number
  username: string
  roles: readonly StaffRole[]
  /** The player account this member was an operator on before staff accounts, if any: never their own to decide on. */
  playerId: number | null
  sessionId: string
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined

/** The request parts the route's table entry describes, parsed with its schemas. */
export interface RouteInput<R extends RouteSpec> {
  body: Parsed<R['body']>
  query: Parsed<R['query']>
  params: Parsed<R['params']>
}

export type RouteHandler<R extends RouteSpec> = (
  request: FastifyRequest,
  reply: FastifyReply,
  input: RouteInput<R>,
) => Promise<unknown>

/** Fastify's per-route options the table does not carry (limits, hooks), and a body schema built at boot. */
export interface RouteOptions {
  bodyLimit?: number
  config?: RouteShorthandOptions['config']
  onRequest?: RouteShorthandOptions['onRequest']
  /**
   * Runs before the table parses the body, after the auth kind's guard: a `game` route checks its
   * game and game token here, so a caller without a valid token learns nothing about the body.
   */
  preHandler?: preHandlerAsyncHookHandler
  /** Parses the body instead of the table's schema: the same schema built with the app's clock. */
  body?: z.ZodType
}

/** In tests the answers are checked against the table (a mismatch is a 500 and a failed test). */
const checkAnswers = process.env.NODE_ENV === 'test' || process.env.VITEST !== undefined

/**
 * Registers the route of a table entry (packages/contract/src/api.ts, docs/api.md): its method and
 * path, the guard of its auth kind, and its body, query and path parameters parsed with the entry's
 * schemas before the handler runs (a 400 VALIDATION_FAILED with the field codes otherwise, writing
 * nothing). The path is the full path; the plugin's prefix is taken off.
 */
export function route<R extends RouteSpec>(app: FastifyInstance, spec: R, handler: RouteHandler<R>): void
export function route<R extends RouteSpec>(
  app: FastifyInstance,
  spec: R,
  options: RouteOptions,
  handler: RouteHandler<R>,
): void
export function route<R extends RouteSpec>(
  app: FastifyInstance,
  spec: R,
  a: RouteOptions | RouteHandler<R>,
  b?: RouteHandler<R>,
): void {
  const options = typeof a === 'function' ? {} : a
  const handler = typeof a === 'function' ? a : b!
  if (!spec.path.startsWith(app.prefix)) throw new Error(`${spec.path} is outside ${app.prefix}`)
  const url = spec.path.slice(app.prefix.length) || '/'
  const isStaff = typeof spec.auth === 'object'
  const needsGuard = isStaff || ['optional', 'player', 'playing'].includes(spec.auth as string)
  const guard =
    typeof spec.auth === 'object'
      ? app.staffGuard(spec.auth.staff)
      : needsGuard
        ? app.authGuard(spec.auth)
        : null
  if (needsGuard && !guard) throw new Error(`${spec.path}: no guard for ${JSON.stringify(spec.auth)}`)
  const bodySchema = options.body ?? (typeof spec.body === 'object' ? spec.body : null)
  // docs/accounts.md "Remembered sessions": the table's flag, checked right after the session guard.
  const recent = spec.recentPassword ? app.recentPasswordGuard : null
  if (recent && !guard) throw new Error(`${spec.path}: recentPassword needs a session guard`)
  const preHandler = [guard, recent, options.preHandler].filter((h) => h !== null && h !== undefined)
  const data = typeof spec.data === 'object' ? spec.data : null

  app.route({
    method: spec.method,
    url,
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    config: { ...options.config, routeSpec: spec },
    ...(options.onRequest !== undefined ? { onRequest: options.onRequest } : {}),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    handler: async (request, reply) => {
      const input = {
        params: spec.params ? parseWith(spec.params, request.params) : undefined,
        query: spec.query ? parseWith(spec.query, request.query) : undefined,
        body: bodySchema
          ? parseWith(bodySchema, spec.optionalBody ? (request.body ?? {}) : request.body)
          : undefined,
      } as RouteInput<R>
      const answer = await handler(request, reply, input)
      if (checkAnswers && data) checkAnswer(spec, data, answer)
      return answer
    },
  })
}

function checkAnswer(spec: RouteSpec, data: z.ZodType, answer: unknown) {
  if (typeof answer !== 'object' || answer === null || !('success' in answer) || answer.success !== true)
    return
  const result = data.safeParse((answer as { data?: unknown }).data)
  if (!result.success)
    throw new Error(
      `${spec.method} ${spec.path} answered data its contract refuses: ${JSON.stringify(result.error.issues)}`,
    )
}

/**
 * The logged-in caller of a route whose guard required a session (`player`, `playing`, an operator
 * kind), or of an `optional` one when a token came. 401 UNAUTHORIZED when there is none.
 */
export function currentPlayer(request: FastifyRequest): NonNullable<FastifyRequest['player']> & {
  sessionId: string
} {
  const { player, sessionId } = request
  if (!player || !sessionId) throw new AppError('UNAUTHORIZED')
  return { ...player, sessionId }
}

/** The staff member of a `{ staff: … }` route (its guard already required one); 401 otherwise. */
export function currentStaff(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new AppError('UNAUTHORIZED')
  return request.staff
}

/**
 * The role a member acts under where a service still compares one role (an audit row's `role`, an
 * admin-only step): the most capable one they hold, in this order (docs/backoffice.md "Roles").
 */
const ROLE_RANK: readonly StaffRole[] = [
  'admin',
  'risk',
  'finance',
  'trader',
  'support',
  'crm',
  'content',
  'auditor',
]

export function actingRole(roles: readonly StaffRole[]): StaffRole {
  return ROLE_RANK.find((role) => roles.includes(role)) ?? 'auditor'
}

/** The staff member of a back-office request as the services' operator: who, under which role, from where. */
export function currentOperator(request: FastifyRequest): {
  id: number
  role: StaffRole
  roles: readonly StaffRole[]
  playerId: number | null
  ip: string
  fingerprint: string | null
} {
  const staff = currentStaff(request)
  return {
    id: staff.id,
    role: actingRole(staff.roles),
    roles: staff.roles,
    playerId: staff.playerId,
    ip: request.ip,
    fingerprint: request.fingerprint,
  }
}
