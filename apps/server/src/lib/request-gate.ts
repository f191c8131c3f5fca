import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { RouteSpec } from '@galata/contract'
import { createWorkLimiter, type WorkLimiter, type WorkLimits } from './work-limiter.js'

/**
 * Calls in line (docs/operations.md "Calls in line"): at most `concurrency` API calls run at once in
 * this instance; the others wait in one first-come line before any of their work starts, and past
 * `queueMax` waiting a call is refused at once with 503 SERVER_BUSY and Retry-After.
 *
 * Why: a call takes a database connection several times (the session, then its transaction, then
 * the balance), and each time it queues behind every other call's turn. With hundreds of calls in
 * the pool's line, a call of five steps waited five times as long as one of a single step, and the
 * longest crossed clients' time-outs (the chaos run at 2,000 players). Waiting once, at the door,
 * makes a call's wait about the same whatever its steps, and the calls let in find connections.
 *
 * When the instance closes, the calls still waiting are refused the same way at once.
 *
 * Not in line: what the balancer asks (`/api/health`, `/api/ready`), and the calls other systems
 * make to us (`auth: 'signed'`: the providers' wallet callbacks, the payment webhooks), since a
 * call of ours in line may be the one waiting for them (a game launch waits for the provider,
 * which calls the wallet back). Pages and files are not API calls.
 */
export function gateApiCalls(app: FastifyInstance, limits: WorkLimits): WorkLimiter {
  const gate = createWorkLimiter(limits)
  // A closing instance refuses the calls still in its line, as it refuses new ones (lib/closing.ts):
  // none of their work has started, and serving a long line would hold the exit past its bound.
  app.addHook('preClose', (done) => {
    gate.refuseWaiting()
    done()
  })
  app.addHook('onRequest', (request, reply, done) => {
    if (!inLine(request)) return done()
    const waited = waitedBefore(request, Date.now())
    // Freed when the answer has gone or the connection closed, whichever comes first.
    const now = gate.tryEnter(waited)
    if (now) {
      reply.raw.once('close', now)
      return done()
    }
    gate.enter(waited).then(
      (free) => {
        reply.raw.once('close', free)
        // A client that left while it waited (the balancer's time-out) has nobody to answer.
        if (request.raw.socket?.destroyed === true) return free()
        done()
      },
      (refusal: unknown) => done(refusal as Error),
    )
  })
  return gate
}

const OUTSIDE = new Set(['/api/health', '/api/ready'])

/**
 * How long a call waited before this instance read it (ms): from the balancer's `X-Request-Start`
 * (`t=` seconds since the epoch, nginx's `$msec`) to now, 0 without one. A loaded instance, or one
 * just started, reads a call late, and the wait in line counts from the balancer: a call read after
 * its bound is refused at once instead of being served to a client that has gone (a chaos run saw
 * a cash-out read 35 s after nginx had it, made after its client's retry was refused). A header
 * from the future or unreadable counts as no wait: it can only concern the sender's own call.
 */
export function waitedBefore(request: FastifyRequest, now: number): number {
  const header = request.headers['x-request-start']
  const match = typeof header === 'string' ? /^t=(\d{9,11}(?:\.\d{1,6})?)$/.exec(header) : null
  if (!match) return 0
  return Math.max(0, Math.round(now - Number(match[1]) * 1000))
}

function inLine(request: FastifyRequest): boolean {
  const spec = (request.routeOptions.config as { routeSpec?: RouteSpec } | undefined)?.routeSpec
  if (!spec || !spec.path.startsWith('/api/')) return false
  return spec.auth !== 'signed' && !OUTSIDE.has(spec.path)
}
