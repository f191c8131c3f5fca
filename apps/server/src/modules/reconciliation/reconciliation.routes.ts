import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  apiRoutes,
  RECON_PROVIDERS,
  RECONCILIATION,
  successMessages,
  type ReconProvider,
} from '@galata/contract'
import type { Config } from '../../config.js'
import { startIntervalJob } from '../../lib/interval-job.js'
import { currentOperator } from '../../lib/route.js'
import { ok } from '../../lib/reply.js'
import { route } from '../../lib/route.js'
import type { ProviderRegistry, ProviderSimulator } from '../../providers/index.js'
import type { Operator } from '../payments/index.js'
import { acquireLease, releaseLease } from '../../lib/lease.js'
import {
  explainDifference,
  listDifferences,
  listRuns,
  reconcileOnRequest,
  reconcileYesterday,
  type ReconDeps,
} from './reconciliation.service.js'

/*
 * The reconciliation's back-office API and its daily job (docs/providers.md "Reconciliation").
 * Each route's permission (recon.view / recon.manage) was checked by the staff guard first.
 */

const REPORT_URL_SETTING = {
  hub88: 'HUB88_REPORT_URL',
  softgamings: 'SOFTGAMINGS_REPORT_URL',
  egt: 'EGT_REPORT_URL',
  digitain: 'DIGITAIN_REPORT_URL',
  everymatrix: 'EVERYMATRIX_REPORT_URL',
} as const satisfies Record<ReconProvider, keyof Config>

/**
 * Where each configured provider's daily report comes from: its `<PROVIDER>_REPORT_URL`, else, on a
 * demo site whose simulator plays that provider, the simulator's `/reports/rounds` (a provider
 * configured for real is never reconciled against the simulator). A provider whose adapter is not
 * configured is not reconciled.
 */
export function reportSources(
  config: Config,
  providers: ProviderRegistry,
  simulator: ProviderSimulator | null,
): ReconDeps['sources'] {
  const sources: ReconDeps['sources'] = {}
  for (const provider of RECON_PROVIDERS) {
    if (!providers[provider]) continue
    const live = config[REPORT_URL_SETTING[provider]]
    const simulated = simulator?.[provider] ? `${simulator.url}/reports/rounds` : undefined
    const source = live ?? simulated
    if (source) sources[provider] = source
  }
  return sources
}

function operator(request: Parameters<typeof currentOperator>[0]): Operator {
  const o = currentOperator(request)
  return { kind: 'staff', id: o.id, role: o.role, playerId: o.playerId, ip: o.ip, fingerprint: o.fingerprint }
}

export async function reconciliationRoutes(app: FastifyInstance, opts: { providers: ProviderRegistry }) {
  const deps: ReconDeps = {
    db: app.db,
    clock: app.clock,
    sources: reportSources(app.config, opts.providers, app.providerSimulator ?? null),
  }

  route(app, apiRoutes['backoffice/reconciliation/runs'], async (request, _reply, { query }) => {
    operator(request)
    return ok(await listRuns(deps, query.provider, query.skip, query.take))
  })
  route(app, apiRoutes['backoffice/reconciliation/runs create'], async (request, _reply, { body }) => {
    const run = await reconcileOnRequest(deps, operator(request), body.provider, body.day)
    return ok(run, successMessages.RECON_RUN_DONE[request.locale])
  })
  route(
    app,
    apiRoutes['backoffice/reconciliation/runs/:id/differences'],
    async (request, _reply, { params, query }) => {
      operator(request)
      return ok(await listDifferences(deps, params.id, query.status, query.skip, query.take))
    },
  )
  route(
    app,
    apiRoutes['backoffice/reconciliation/differences/:id/explain'],
    { bodyLimit: 4096 },
    async (request, _reply, { params, body }) => {
      const difference = await explainDifference(deps, operator(request), params.id, body.note)
      return ok(difference, successMessages.RECON_DIFFERENCE_EXPLAINED[request.locale])
    },
  )

  // The daily pass, on the instance holding its lease.
  const instanceId = `i-${randomBytes(6).toString('hex')}`
  startIntervalJob(app, {
    name: 'reconciliation',
    everyMs: RECONCILIATION.everyMs,
    run: async () => {
      const now = app.clock.now()
      const hold = await acquireLease(
        app.db,
        RECONCILIATION.leaseKey,
        instanceId,
        now,
        RECONCILIATION.leaseMs,
      )
      return hold ? reconcileYesterday(deps) : 0
    },
  })
  app.addHook('onClose', async () => {
    await releaseLease(app.db, RECONCILIATION.leaseKey, instanceId).catch(() => {})
  })
}
