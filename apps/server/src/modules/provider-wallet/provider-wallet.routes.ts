import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { providerCodes, type ProviderCode } from '../../db/schema/index.js'
import { apiRoutes } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { publicRateLimit } from '../../lib/rate-limit.js'
import { route } from '../../lib/route.js'
import type { ProviderRegistry, ProviderWallet, WalletCommand } from '../../providers/index.js'
import type { WageringDeps } from '../wallet/index.js'
import { startIntervalJob } from '../../lib/interval-job.js'
import { pruneProviderSessions } from './provider-sessions.js'
import { applyWalletBatch, applyWalletCommand, refusalBalances } from './provider-wallet.service.js'

export interface ProviderWalletDeps extends WageringDeps {
  providers: ProviderRegistry
}

const isProvider = (code: string): code is ProviderCode => (providerCodes as readonly string[]).includes(code)

/**
 * Seamless-wallet callbacks, `POST /api/providers/{provider}/{action}` (ARCHITECTURE.md, game
 * providers). Its own plugin so that the body reaches the handler as the raw bytes: the signature is
 * checked on exactly what was sent, before anything is parsed or written (PROVIDERS.md).
 */
export async function providerWalletRoutes(app: FastifyInstance, deps: ProviderWalletDeps) {
  // Provider sessions outlive their tokens by nothing: the sweeper removes them (docs/providers.md "EGT").
  startIntervalJob(app, {
    name: 'provider-sessions-prune',
    everyMs: 10 * 60_000,
    run: () => pruneProviderSessions(deps),
  })
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  // Unauthenticated until the signature is checked, so limited per address; a provider calls from a
  // few addresses with many players' rounds, hence ten times the public limit.
  const callbackLimit = publicRateLimit(app.config, app.config.RATE_LIMIT_MAX * 10)
  const handle = async (request: FastifyRequest, reply: FastifyReply, provider: string, action: string) => {
    const adapter = isProvider(provider) ? deps.providers[provider] : null
    if (!adapter?.isConfigured || !adapter.wallet) throw new AppError('NOT_FOUND')
    const wallet = adapter.wallet
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
    let command: WalletCommand | null = null
    let verified = false
    try {
      verified = wallet.verify(raw, request.headers)
      if (!verified) {
        request.log.warn({ provider, action }, 'provider callback: bad signature')
        throw new AppError('SIGNATURE_INVALID')
      }
      // Signed calls that move no money (SoftGamings' ping and roundinfo) are answered by the dialect.
      const direct = wallet.answerDirectly?.(raw, action)
      if (direct !== undefined) return answer(reply, wallet, direct)
      // Several commands in one call (Digitain's items, docs/providers.md "Batches").
      const batch = wallet.parseBatch?.(raw, request.headers, action) ?? null
      if (batch && wallet.renderBatch) {
        const outcomes = await applyWalletBatch(deps, provider as ProviderCode, wallet, batch)
        return answer(reply, wallet, wallet.renderBatch(outcomes, batch))
      }
      command = wallet.parse(raw, request.headers, action)
      const result = await applyWalletCommand(deps, provider as ProviderCode, wallet, command)
      return answer(reply, wallet, wallet.render(result, command))
    } catch (error) {
      // A dialect with its own refusals (Hub88's HTTP 200 `RS_ERROR_…`) answers them itself
      // (docs/providers.md "Adapters"); anything else, and every non-AppError, goes to the site's handler.
      if (!(error instanceof AppError) || !wallet.renderError) throw error
      // Balances for a signed request only: an unsigned one learns nothing about any player.
      const named = command ?? (verified ? (wallet.namedIn?.(raw) ?? null) : null)
      const balances = named ? await refusalBalances(deps, provider as ProviderCode, wallet, named) : null
      const body = wallet.renderError(
        { code: error.code, errors: error.errors, data: error.data },
        { raw, command, balances },
      )
      if (body === null || body === undefined) throw error
      return answer(reply, wallet, body)
    }
  }

  route(
    app,
    apiRoutes['providers/:provider/:action'],
    { bodyLimit: 16 * 1024, config: { rateLimit: callbackLimit } },
    async (request, reply) => {
      const { provider, action } = request.params as { provider: string; action: string }
      return handle(request, reply, provider, action)
    },
  )
  // Dialects whose callbacks sit two segments deep (Hub88's `/transaction/bet`): the action is both.
  route(
    app,
    apiRoutes['providers/:provider/:group/:action'],
    { bodyLimit: 16 * 1024, config: { rateLimit: callbackLimit } },
    async (request, reply) => {
      const { provider, group, action } = request.params as {
        provider: string
        group: string
        action: string
      }
      return handle(request, reply, provider, `${group}/${action}`)
    },
  )
}

/** The body as is, or, for a dialect that signs its answers, its exact bytes with the signature headers. */
async function answer(reply: FastifyReply, wallet: ProviderWallet, body: unknown): Promise<unknown> {
  // A dialect of its own (EGT's XML) renders its bytes itself.
  if (wallet.replyContentType) {
    const bytes = Buffer.from(String(body), 'utf8')
    if (wallet.signReply) reply.headers(await wallet.signReply(bytes))
    reply.type(wallet.replyContentType)
    return bytes
  }
  if (!wallet.signReply) return body
  const bytes = Buffer.from(JSON.stringify(body), 'utf8')
  reply.headers(await wallet.signReply(bytes))
  reply.type('application/json; charset=utf-8')
  return bytes
}
