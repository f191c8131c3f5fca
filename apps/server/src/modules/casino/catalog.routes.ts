import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiRoutes, successMessages } from '@galata/contract'
import { ok } from '../../lib/reply.js'
import { currentOperator, route } from '../../lib/route.js'
import * as catalog from './catalog.service.js'

/** backoffice/casino/* (docs/backoffice.md "Casino catalogue"); each route's permission is its guard's. */
export function catalogRoutes(app: FastifyInstance, deps: catalog.CatalogDeps) {
  const operator = (request: FastifyRequest): catalog.CatalogOperator => {
    const o = currentOperator(request)
    return { id: o.id, role: o.role, ip: o.ip, fingerprint: o.fingerprint }
  }

  route(app, apiRoutes['backoffice/casino/games'], async (request, _reply, { query }) =>
    ok(await catalog.listGames(deps, query, request.locale)),
  )
  route(app, apiRoutes['backoffice/casino/categories'], async (request) =>
    ok(await catalog.listCategories(deps, request.locale)),
  )
  route(app, apiRoutes['backoffice/casino/providers'], async () => ok(await catalog.listProviders(deps)))

  for (const verb of ['enable', 'disable'] as const) {
    const isEnabled = verb === 'enable'
    route(
      app,
      apiRoutes[`backoffice/casino/games/:code/${verb}`],
      { bodyLimit: 1024 },
      async (request, _reply, { params }) => {
        const result = await catalog.switchGame(deps, operator(request), params.code, isEnabled)
        const message = isEnabled
          ? successMessages.CATALOG_GAME_ENABLED
          : successMessages.CATALOG_GAME_DISABLED
        return ok(result, message[request.locale])
      },
    )
    route(
      app,
      apiRoutes[`backoffice/casino/providers/:id/${verb}`],
      { bodyLimit: 1024 },
      async (request, _reply, { params }) => {
        const result = await catalog.switchProvider(deps, operator(request), params.id, isEnabled)
        const message = isEnabled
          ? successMessages.CATALOG_PROVIDER_ENABLED
          : successMessages.CATALOG_PROVIDER_DISABLED
        return ok(result, message[request.locale])
      },
    )
  }

  route(
    app,
    apiRoutes['backoffice/casino/categories/:id/order'],
    { bodyLimit: 64 * 1024 },
    async (request, _reply, { params, body }) => {
      const result = await catalog.orderCategory(deps, operator(request), params.id, body.codes)
      return ok(result, successMessages.CATALOG_ORDER_SAVED[request.locale])
    },
  )
}
