import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiRoutes, successMessages } from '@galata/contract'
import { ok } from '../../lib/reply.js'
import { AppError } from '../../lib/app-error.js'
import { currentOperator, route } from '../../lib/route.js'
import { imageUploadLimits, mediaStoreFor, readImageUpload, storeImage } from '../cms/index.js'
import * as catalog from './catalog.service.js'

/** backoffice/casino/* (docs/backoffice.md "Casino catalogue"); each route's permission is its guard's. */
export async function catalogRoutes(app: FastifyInstance, deps: catalog.CatalogDeps) {
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

  // Editing a game (docs/backoffice.md "Editing a game").
  route(
    app,
    apiRoutes['backoffice/casino/games/:id'],
    { bodyLimit: 4096 },
    async (request, _reply, { params, body }) =>
      ok(
        await catalog.editGame(deps, operator(request), params.id, body),
        successMessages.CATALOG_GAME_SAVED[request.locale],
      ),
  )
  // The artwork goes to the banners' public media store, checked by the same code (cms module).
  const store = mediaStoreFor(app)
  await app.register(async (scope) => {
    await scope.register(multipart, imageUploadLimits(0))
    route(scope, apiRoutes['backoffice/casino/games/:id/artwork'], async (request, _reply, { params }) => {
      const who = operator(request)
      const { bytes } = await readImageUpload(request, [])
      if (!bytes) throw new AppError('BANNER_UPLOAD_INVALID', { file: 'required' })
      // An unknown game stores nothing.
      await catalog.requireGame(deps, params.id)
      const image = await storeImage(store, bytes)
      return ok(
        await catalog.setGameArtwork(deps, who, params.id, { ...image, bytes: bytes.length }),
        successMessages.CATALOG_ARTWORK_SAVED[request.locale],
      )
    })
  })
}
