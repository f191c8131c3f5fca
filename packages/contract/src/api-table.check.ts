import { apiRoutes, type RouteSpec } from './api.js'

/**
 * The route table's shape, checked by the contract's typecheck only (see `apiRoutes`): an entry with
 * a wrong method, an unknown auth or a body that is not a schema fails here, named by its key. The
 * server's `route()` checks each entry it serves against `RouteSpec` as well. Nothing imports this.
 */
export const checkedApiRoutes: Readonly<Record<string, RouteSpec>> = apiRoutes
