// What the app may use of the providers' daily reconciliation (docs/providers.md "Reconciliation"):
// its back-office routes and job, and a run of one provider's day (tests, tools).
export { reconciliationRoutes, reportSources } from './reconciliation.routes.js'
export { reconcileDay, reconcileYesterday, type ReconDeps } from './reconciliation.service.js'
