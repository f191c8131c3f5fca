import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { DestinationStream } from 'pino'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import {
  errorCatalog,
  errorMessage,
  pickLocale,
  type ErrorCode,
  type ErrorEnvelope,
  type Locale,
  type RouteSpec,
} from '@galata/contract'
import type { Config } from './config.js'
import type { Database, Db } from './db/client.js'
import { createAfterAnswer, type AfterAnswer } from './lib/after-answer.js'
import { AppError, retryAfterOf } from './lib/app-error.js'
import { answerWhileClosing } from './lib/closing.js'
import { databaseConnectionLost, databaseUnreachable } from './lib/pg-errors.js'
import { securityHeaders } from './lib/security-headers.js'
import { metricsPlugin } from './lib/metrics.js'
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id.js'
import { cidrMatcher, isBackofficePath } from './lib/cidr.js'
import { gateApiCalls } from './lib/request-gate.js'
import type { WorkLimiter } from './lib/work-limiter.js'
import { systemClock, type Clock } from './lib/clock.js'
import { createEventBus, type AppEvents, type EventBus } from './lib/events.js'
import { chatOrigins } from './modules/chat/index.js'
import { cmsMediaRoutes, watchTagManager, type TagManagerState } from './modules/cms/index.js'
import { registerModules } from './modules/index.js'
import { paymentPagePlugin } from './modules/payments/index.js'
import { realtimePlugin } from './modules/realtime/index.js'
import { rgFlagsPlugin } from './modules/rg-flags/index.js'
import { originalsPageRoutes } from './modules/originals/index.js'
import { providerHtmlPageRoutes } from './modules/casino/index.js'
import { aviatorPlugin } from './modules/aviator/index.js'
import { tablesPlugin } from './modules/rounds/index.js'
import { bingoPlugin } from './modules/bingo/index.js'
import { IMMUTABLE } from './lib/cache-control.js'
import { isConsolePath, webShell } from './lib/web-shell.js'
import {
  openCryptoProcessor,
  openProviderSimulator,
  type CryptoProcessor,
  type ProviderSimulator,
} from './providers/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    db: Db
    /** "Now" for every time rule (expiry, throttling, resend); tests move it. */
    clock: Clock
    /** In-process events between modules (a session ended, …); see lib/events.ts. */
    events: EventBus<AppEvents>
    /** Method and URL of every registered route, in registration order. */
    /** `spec`: the route table's entry when it was registered with `route()` (lib/route.ts), else null. */
    routeTable: readonly { method: string; url: string; spec: RouteSpec | null }[]
    /** Work a route started after its answer (recovery's mail); closing the app waits for it. */
    afterAnswer: AfterAnswer
    /** The crypto method's processor, or its demo stand-in (docs/payments.md). */
    crypto: CryptoProcessor
    /**
     * Set on SIGTERM (main.ts, docs/operations.md "Graceful shutdown"): `/api/ready` answers 503 from
     * then on so the balancer stops sending, while requests still arriving are served.
     */
    lifecycle: { draining: boolean; closing: boolean }
    /** The line API calls wait in (lib/request-gate.ts, docs/operations.md "Calls in line"). */
    apiGate: WorkLimiter
    /** The demo site's aggregator simulator, a child process (docs/providers.md "Simulator"); else null. */
    providerSimulator: ProviderSimulator | null
    /** The Google Tag Manager id in use, which picks the document CSP (docs/content.md "Tag manager"). */
    tagManager: TagManagerState
    /**
     * The live chat's origins while one is configured (docs/live-chat.md): the page's CSP names
     * them and the bootstrap tells the Cookie Policy and the cookie notice.
     */
    liveChatOrigins: () => Promise<string[]>
  }
  interface FastifyRequest {
    /** Language of every server message for this request (`x-locale`, tr by default). */
    locale: Locale
    /** The browser's `x-fingerprint`, recorded with sessions and audit rows. */
    fingerprint: string | null
  }
}

export interface AppDeps {
  config: Config
  database: Database
  /** Pass `false` in tests to keep the output quiet; defaults to pino at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger']
  /** Where the default logger writes (stdout when absent); tests capture it to grep for secrets. */
  logStream?: DestinationStream
  /** Defaults to the system clock. */
  clock?: Clock
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url))
/** The kinds of file the web build writes brotli and gzip twins for (apps/web/tooling/precompress.ts). */
const PRECOMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt)(\.br|\.gz)?$/

/** Builds the whole site as one Fastify instance; `main.ts` only starts it, tests `inject` into it. */
export async function buildApp({
  config,
  database,
  logger,
  logStream,
  clock = systemClock,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      // Tokens and passwords never reach a log (SECURITY.md, operations).
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.query.access_token',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (req) => ({
          method: req.method,
          // The hub's access_token query is the one token the protocol puts in a URL; keep it out of logs.
          // Game pages are opened with a short-lived game token in the url (docs/casino.md): redacted too.
          url: String(req.url).replace(/([?&](?:access_token|token)=)[^&]*/g, '$1[redacted]'),
          remoteAddress: req.ip,
          fingerprint: req.headers?.['x-fingerprint'],
        }),
      },
    },
    bodyLimit: 256 * 1024,
    // Every log line of a request carries its id as `reqId`, the balancer's when it sent one (lib/request-id.ts).
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    // A closing instance answers the API's own 503 SERVER_BUSY (lib/closing.ts), not Fastify's body.
    return503OnClosing: false,
  })

  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('db', database.db)
  app.decorate('clock', clock)
  app.decorate('lifecycle', { draining: false, closing: false })
  app.decorate(
    'events',
    createEventBus<AppEvents>((err, event) => app.log.error({ err, event }, 'event listener failed')),
  )
  const afterAnswer = createAfterAnswer(app.log)
  app.decorate('afterAnswer', afterAnswer)
  app.addHook('onClose', () => afterAnswer.settled())
  // docs/payments.md: NOWPayments, or in demo mode its stand-in posting IPNs to this server.
  const crypto = await openCryptoProcessor(
    config,
    () => {
      const address = app.server.address()
      return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : null
    },
    (err) => app.log.warn({ err }, 'crypto stand-in: IPN not delivered'),
  )
  app.decorate('crypto', crypto)
  app.addHook('onClose', () => crypto.close())
  if (config.SITE_MODE === 'live' && crypto.missing.length > 0)
    app.log.warn(
      { missing: crypto.missing },
      `crypto deposits are off until these are set: ${crypto.missing.join(', ')} (docs/payments.md)`,
    )
  else if (crypto.processor && !crypto.processor.paysOut)
    app.log.info(
      'crypto withdrawals are paid by hand until NOWPAYMENTS_EMAIL and NOWPAYMENTS_PASSWORD are set (docs/payments.md "Payouts")',
    )
  // Every route as registered: the write-endpoint fuzz test walks it, so a new route is covered
  // the day it is added.
  const routeTable: { method: string; url: string; spec: RouteSpec | null }[] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', (route) => {
    const spec = route.config?.routeSpec ?? null
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, spec })
  })
  app.decorateRequest('locale', 'tr')
  app.decorateRequest('fingerprint', null)

  // docs/providers.md "Simulator": in demo mode a child process plays Hub88, its pages framed by the
  // play window; it learns where the site listens once it does, and stops with the site.
  const simulator = await openProviderSimulator(config, app.log)
  app.decorate('providerSimulator', simulator)
  if (simulator) {
    app.log.info(
      { url: simulator.url },
      'provider simulator running (demo mode): faults at POST {url}/faults',
    )
    app.addHook('onListen', (done) => {
      const address = app.server.address()
      if (address && typeof address === 'object') {
        const local =
          address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address
        const host = local.includes(':') ? `[${local}]` : local
        simulator.setOperatorUrl(`http://${host}:${address.port}`)
      }
      done()
    })
    app.addHook('onClose', () => simulator.close())
  }
  const headers = securityHeaders(config, simulator ? [simulator.frameSource] : [])
  const gameHeaders = headers.game
  const tagManager = watchTagManager(app)
  app.decorate('tagManager', tagManager)
  app.decorate('liveChatOrigins', () => chatOrigins(app.db, config))
  // A callback hook, not an async one: it runs on every request and awaits nothing, so it is spared
  // a promise and a microtask turn (measured in bench/catalog).
  app.addHook('onRequest', (request, reply, done) => {
    // API answers carry no-store among their headers: account and wallet answers are never cached.
    const url = request.url
    void reply.headers(
      url.startsWith('/api/')
        ? headers.api
        : url.startsWith('/originals/')
          ? gameHeaders
          : // GTM's origin only while an id is in use, and never on the console (docs/content.md "Tag manager").
            tagManager.current() === null || isConsolePath(url.split('?', 1)[0]!)
            ? headers.document
            : headers.documentWithTagManager,
    )
    void reply.header(REQUEST_ID_HEADER, request.id)
    request.locale = pickLocale(request.headers['x-locale'])
    const fp = request.headers['x-fingerprint']
    request.fingerprint = typeof fp === 'string' && fp.length > 0 ? fp.slice(0, 128) : null
    done()
  })
  answerWhileClosing(app)
  // After the hook that reads the locale (a refusal is in the player's language), before any route's work.
  const gate = gateApiCalls(app, {
    concurrency: config.API_CONCURRENCY,
    queueMax: config.API_QUEUE_MAX,
    ...(config.API_QUEUE_WAIT_MS > 0 ? { maxWaitMs: config.API_QUEUE_WAIT_MS } : {}),
  })
  app.decorate('apiGate', gate)

  // docs/backoffice.md "Network restriction": the back office answers only the listed networks,
  // before any route, guard or body is looked at.
  if (config.BO_ALLOWED_CIDRS.length > 0) {
    const allowed = cidrMatcher(config.BO_ALLOWED_CIDRS)
    app.addHook('onRequest', (request, reply, done) => {
      if (!isBackofficePath(request.url) || allowed(request.ip)) return done()
      const body: ErrorEnvelope = {
        success: false,
        code: 'FORBIDDEN',
        message: errorCatalog.FORBIDDEN.message[request.locale],
        data: null,
      }
      void reply.status(403).send(body)
    })
  }

  // Unauthenticated endpoints opt in with `config: { rateLimit: publicRateLimit(app.config) }` (lib/rate-limit.ts).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (request, context) => {
      const body: ErrorEnvelope & { statusCode: number } = {
        statusCode: context.statusCode,
        success: false,
        code: 'RATE_LIMITED',
        message: errorCatalog.RATE_LIMITED.message[request.locale],
        data: null,
      }
      return body
    },
  })

  app.setErrorHandler((failure, request, reply) => {
    // A database that could not be reached took nothing: the documented "busy, try again" answer,
    // not a 500 that leaves the client unsure (docs/operations.md "The chaos run").
    // A connection that broke under a statement: a read did nothing, a write may have been done
    // (OUTCOME_UNKNOWN tells the client to check first). Both are documented 503s.
    const error = databaseUnreachable(failure)
      ? new AppError('SERVER_BUSY', undefined, { retryAfter: DATABASE_RETRY_AFTER_SECONDS })
      : databaseConnectionLost(failure)
        ? new AppError(
            request.method === 'GET' || request.method === 'HEAD' ? 'SERVER_BUSY' : 'OUTCOME_UNKNOWN',
            undefined,
            { retryAfter: DATABASE_RETRY_AFTER_SECONDS },
          )
        : failure
    if (error !== failure)
      request.log.warn({ err: failure, code: (error as AppError).code }, 'database failed: answered 503')
    const { status, body } = toErrorReply(error, request.locale)
    // A refusal we chose (busy, a limit) is expected under load: a warning, not an error per request.
    if (status >= 500 && !(error instanceof AppError)) request.log.error({ err: error }, 'request failed')
    else if (status >= 500) request.log.warn({ code: (error as AppError).code }, 'request refused')
    // A limit says when to come back, for clients and proxies that read the header (429 and 503).
    const wait = error instanceof AppError ? retryAfterOf(error) : undefined
    if (wait !== undefined && !reply.hasHeader('retry-after')) void reply.header('retry-after', String(wait))
    void reply.status(status).send(body)
  })

  // The hub first: modules publish to `app.realtime` (notifications, balance pushes).
  await app.register(realtimePlugin)
  // After the hub, whose sockets it counts; its answer-time hook sees every route registered after.
  await app.register(metricsPlugin)
  // Before every product's routes, so its hook sees each refusal by a player's own limit (docs/backoffice.md
  // "Responsible-gaming flags"); the rules' pass runs on its timer.
  await app.register(rgFlagsPlugin)
  await app.register(registerModules, { prefix: '/api' })
  // The demo gateway's hosted payment page lives at the site root, outside /api (docs/wallet.md).
  await app.register(paymentPagePlugin)
  // Banner artwork uploaded in the back office (docs/content.md "Banners from the back office").
  await app.register(cmsMediaRoutes)
  // Galata Originals game pages, on the site's own origin so the play window frames them (docs/casino.md).
  await app.register(originalsPageRoutes)
  // The sandboxed frame a provider's launch HTML runs in (docs/casino.md "Web").
  await app.register(providerHtmlPageRoutes)
  // Sky Aviator (docs/rounds.md "Sky Aviator"): its API, page, hub topic and its round on the engine's loop.
  await app.register(aviatorPlugin)
  // Shared-round tables (docs/shared-rounds.md): the round API, the table pages, their loop and hub topics.
  await app.register(tablesPlugin)
  // Bingo rooms (docs/bingo.md): rooms and games API, purchases, pages; their games run on the tables' loop.
  await app.register(bingoPlugin)

  const webDist = config.WEB_DIST ? resolve(config.WEB_DIST) : defaultWebDist
  // A build directory without a readable index.html is a deploy in progress (or a fault), not an
  // unbuilt app: its pages answer 503 until the shell is back (lib/web-shell.ts).
  const hasWeb = existsSync(webDist)
  const sendShell = webShell(webDist)
  const sendConsole = webShell(webDist, 'bo.html')
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      // The build writes brotli and gzip twins of its text files (apps/web/tooling/precompress.ts,
      // docs/content-ui.md "LCP"): sent to browsers that accept them, the raw file to the rest.
      preCompressed: true,
      // Ours alone: send's own Cache-Control ("public, max-age=0") would overwrite setHeaders' one.
      cacheControl: false,
      setHeaders: (res, path) => {
        // Vite puts content hashes in every file under assets/, so they never change.
        if (path.includes(`${join(webDist, 'assets')}`)) res.setHeader('cache-control', IMMUTABLE)
        else res.setHeader('cache-control', 'no-cache')
        // A text file's answer depends on Accept-Encoding (its twins): caches must keep them apart.
        if (PRECOMPRESSIBLE.test(path)) res.setHeader('vary', 'accept-encoding')
      },
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/hub/') || request.method !== 'GET') {
      const { status, body } = toErrorReply(new AppError('NOT_FOUND'), request.locale)
      return reply.status(status).send(body)
    }
    if (!hasWeb)
      return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build`.')
    // A hashed file no build here has (docs/web.md "Releases"): a plain 404, never the shell, so
    // the page's import fails at once and the web app reloads to the current build.
    if (path.startsWith('/assets/'))
      return reply.status(404).header('cache-control', 'no-store').type('text/plain').send('Not found')
    // The back office's console is a page of its own (docs/backoffice.md "The console (/bo)"); the
    // network restriction above has already answered /bo for an address outside BO_ALLOWED_CIDRS.
    if (isConsolePath(path)) return sendConsole(request, reply)
    // Every other GET path is a route of the single-page app. Its policy names the live-chat
    // origins while a chat is configured, from the variables or the console (docs/live-chat.md).
    const chat = await app.liveChatOrigins()
    if (chat.length > 0)
      void reply.header(
        'content-security-policy',
        headers.documentCspWithChat(chat, tagManager.current() !== null),
      )
    return sendShell(request, reply)
  })

  return app
}

/** A PostgreSQL restart or a pooler's pause lasts seconds (docs/operations.md "The chaos run"). */
const DATABASE_RETRY_AFTER_SECONDS = 2

function toErrorReply(error: unknown, locale: Locale): { status: number; body: ErrorEnvelope } {
  let code: ErrorCode = 'INTERNAL'
  let errors: ErrorEnvelope['errors']
  let data: unknown = null
  if (error instanceof AppError) {
    code = error.code
    errors = error.errors
    data = error.data ?? null
  } else if (isFastifyError(error)) {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') code = 'PAYLOAD_TOO_LARGE'
    else if (error.statusCode === 429) code = 'RATE_LIMITED'
    else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) code = 'MALFORMED_REQUEST'
  }
  const status = errorCatalog[code].status
  const body: ErrorEnvelope = {
    success: false,
    code,
    message: errorMessage(code, locale, data),
    data: data as null,
  }
  if (errors) body.errors = errors
  return { status, body }
}

function isFastifyError(e: unknown): e is { code?: string; statusCode?: number } {
  return typeof e === 'object' && e !== null && ('statusCode' in e || 'code' in e)
}
