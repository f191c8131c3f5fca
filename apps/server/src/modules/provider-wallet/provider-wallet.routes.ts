import type { FastifyInstance } from 'fastify'
import { providerCodes, type ProviderCode } from '../../db/schema/index.js'
import { apiRoutes } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { publicRateLimit } from '../../lib/rate-limit.js'
import { route } from '../../lib/route.js'
import type { ProviderRegistry } from '../../providers/index.js'
import type { WageringDeps } from '../wallet/index.js'
import { applyWalletCommand } from './provider-wallet.service.js'

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
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  // Unauthenticated until the signature is checked, so limited per address; a provider calls from a
  // few addresses with many players' rounds, hence ten times the public limit.
  const callbackLimit = publicRateLimit(app.config, app.config.RATE_LIMIT_MAX * 10)
  route(
    app,
    apiRoutes['providers/:provider/:action'],
    { bodyLimit: 16 * 1024, config: { rateLimit: callbackLimit } },
    async (request) => {
      const { provider, action } = request.params as { provider: string; action: string }
      const adapter = isProvider(provider) ? deps.providers[provider] : null
      if (!adapter?.isConfigured || !adapter.wallet) throw new AppError('NOT_FOUND')
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      if (!adapter.wallet.verify(raw, request.headers)) {
        request.log.warn({ provider, action }, 'provider callback: bad signature')
        throw new AppError('SIGNATURE_INVALID')
      }
      const command = adapter.wallet.parse(raw, request.headers, action)
      const result = await applyWalletCommand(deps, provider as ProviderCode, adapter.wallet, command)
      return adapter.wallet.render(result, command)
    },
  )
}
