import type { FastifyInstance } from 'fastify'
import { AppError } from './app-error.js'

/** What a closing instance asks a client to wait: another instance answers at once. */
const CLOSING_RETRY_AFTER_SECONDS = 1

/**
 * How an instance answers while it closes (docs/operations.md "Graceful shutdown"):
 * - a request arriving on a connection already open is refused with the API's documented 503
 *   `SERVER_BUSY` (`Retry-After`), not Fastify's own 503 body that no client reads, and nothing of
 *   its work starts;
 * - every answer from then on carries `Connection: close`, so a keep-alive connection ends with the
 *   request it carries. Without it, a balancer's connection busy at the signal stays open idle after
 *   its answer (Fastify keeps idle connections 72 s) and the server's close waits for it until the
 *   hard stop cuts everything.
 * Registered before the routes, after the hook that reads the request's locale.
 */
export function answerWhileClosing(app: FastifyInstance): void {
  app.addHook('preClose', async () => {
    app.lifecycle.closing = true
  })
  // Callback hooks, not async ones: they run on every request and await nothing, so they are
  // spared a promise and a microtask turn each (as app.ts's first onRequest hook).
  app.addHook('onRequest', (_request, _reply, done) => {
    if (!app.lifecycle.closing) return done()
    done(new AppError('SERVER_BUSY', undefined, { retryAfter: CLOSING_RETRY_AFTER_SECONDS }))
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.closing) void reply.header('connection', 'close')
    done(null, payload)
  })
}
