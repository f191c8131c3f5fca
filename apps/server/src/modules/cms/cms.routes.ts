import type { FastifyInstance } from 'fastify'
import { apiRoutes, type Licence } from '@galata/contract'
import type { Config } from '../../config.js'
import { watchContentVersion } from '../../lib/content-cache.js'
import { hotRouteLimit, publicRateLimit } from '../../lib/rate-limit.js'
import { sendPrecompressed } from '../../lib/precompressed.js'
import { ok } from '../../lib/reply.js'
import { route } from '../../lib/route.js'
import { cmsBackofficeRoutes } from './cms.backoffice.js'
import { cmsEditorRoutes } from './cms.editor.js'
import * as cms from './cms.service.js'

/** contentlist carries two small fields; anything bigger is not a real client. */
const SMALL_BODY_LIMIT = 1024

/** The footer's licence block from the configuration, read once at boot (docs/content.md). */
export function licenceOf(config: Config): Licence {
  return {
    company: config.OPERATOR_COMPANY,
    registrationNumber: config.OPERATOR_REG_NUMBER,
    address: config.OPERATOR_ADDRESS,
    authority: config.LICENCE_AUTHORITY,
    licenceNumber: config.LICENCE_NUMBER,
    validationUrl: config.LICENCE_URL ?? null,
    demo: config.SITE_MODE === 'demo',
  }
}

/**
 * Content and the bootstrap record (spec §7 cms/*), and the registration form's countries
 * (auth/form), which are content too and are kept here so the auth module stays about accounts.
 * All public: each route is rate-limited per client address.
 */
export async function cmsRoutes(app: FastifyInstance) {
  const rateLimit = publicRateLimit(app.config)
  const licence = licenceOf(app.config)
  // A content write on any instance (or in psql) drops the cached answers of this one (docs/content.md "Caching").
  watchContentVersion(app)

  route(
    app,
    apiRoutes['cms/grouped'],
    // Every page load asks for it: served from memory, precompressed, 304 when unchanged (docs/content.md "Caching").
    { onRequest: hotRouteLimit(app.config, 5) },
    async (request, reply) =>
      sendPrecompressed(
        request,
        reply,
        await cms.getBootstrapResponse(
          app.db,
          request.locale,
          app.config.SITE_MODE,
          licence,
          app.config.GTM_ID,
          app.liveChatOrigins,
        ),
        { revalidate: true },
      ),
  )

  route(app, apiRoutes['cms/categorylist'], { config: { rateLimit } }, async (request) =>
    ok(await cms.listCategories(app.db, request.locale)),
  )

  route(
    app,
    apiRoutes['cms/contentlist'],
    { config: { rateLimit }, bodyLimit: SMALL_BODY_LIMIT },
    async (request, _reply, { body }) => ok(await cms.listContent(app.db, request.locale, body.categoryId)),
  )

  route(app, apiRoutes['cms/content/:id'], { config: { rateLimit } }, async (request, _reply, { params }) =>
    ok(await cms.getContent(app.db, request.locale, params.id)),
  )

  route(app, apiRoutes['cms/promotions'], { config: { rateLimit } }, async (request) =>
    ok(await cms.listPromotions(app.db, request.locale)),
  )

  route(
    app,
    apiRoutes['cms/promotions/:slug'],
    { config: { rateLimit } },
    async (request, _reply, { params }) => ok(await cms.getPromotion(app.db, request.locale, params.slug)),
  )

  // The back office's content management (docs/backoffice.md "Content") and the artwork it uploads.
  await cmsBackofficeRoutes(app)
  // Promotions and pages with drafts, preview and publish (docs/backoffice.md "Content").
  await cmsEditorRoutes(app)

  route(app, apiRoutes['auth/form'], { config: { rateLimit } }, async (request) =>
    ok(await cms.getRegisterForm(app.db, request.locale)),
  )
}
